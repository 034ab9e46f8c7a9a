-- AlterTable
ALTER TABLE "alert_destinations" ADD COLUMN     "alerts_baseline_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "alert_account_states" (
    "destination_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "matching" BOOLEAN NOT NULL,
    "owed" BOOLEAN NOT NULL DEFAULT false,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "alert_account_states_pkey" PRIMARY KEY ("destination_id","account_id")
);

-- AddForeignKey
ALTER TABLE "alert_account_states" ADD CONSTRAINT "alert_account_states_destination_id_fkey" FOREIGN KEY ("destination_id") REFERENCES "alert_destinations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
