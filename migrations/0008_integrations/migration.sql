-- AlterTable
ALTER TABLE "esp_connections" ADD COLUMN     "access_token_enc" TEXT,
ADD COLUMN     "account_label" TEXT,
ADD COLUMN     "api_endpoint" TEXT,
ADD COLUMN     "code_verifier_enc" TEXT,
ADD COLUMN     "oauth_started_at" TIMESTAMPTZ(3),
ADD COLUMN     "oauth_state" TEXT,
ADD COLUMN     "refresh_token_enc" TEXT,
ADD COLUMN     "sandbox" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "token_expires_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "invitations" ADD COLUMN     "accepted_at" TIMESTAMPTZ(3),
ADD COLUMN     "expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "token_hash" TEXT;

-- AlterTable
ALTER TABLE "sync_rule_runs" ADD COLUMN     "contacts_failed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "contacts_skipped" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "provider" TEXT,
ADD COLUMN     "trigger" TEXT NOT NULL DEFAULT 'manual';

-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "stripe_customer_id" TEXT,
ADD COLUMN     "stripe_subscription_id" TEXT;

-- CreateTable
CREATE TABLE "sync_rule_deliveries" (
    "id" UUID NOT NULL,
    "sync_rule_id" UUID NOT NULL,
    "visitor_id" UUID NOT NULL,
    "run_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "provider_id" TEXT,
    "error" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sync_rule_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "alert_posts" (
    "id" UUID NOT NULL,
    "destination_id" UUID NOT NULL,
    "account_id" UUID,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "status_code" INTEGER,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "alert_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enrichment_runs" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "vendor" TEXT NOT NULL,
    "sandbox" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'running',
    "eligible" INTEGER NOT NULL DEFAULT 0,
    "matched" INTEGER NOT NULL DEFAULT 0,
    "not_found" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "credits_spent" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "enrichment_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enriched_people" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "visitor_id" UUID NOT NULL,
    "run_id" UUID NOT NULL,
    "vendor" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "data" JSONB,
    "error" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enriched_people_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sync_rule_deliveries_run_id_idx" ON "sync_rule_deliveries"("run_id");

-- CreateIndex
CREATE UNIQUE INDEX "sync_rule_deliveries_sync_rule_id_visitor_id_key" ON "sync_rule_deliveries"("sync_rule_id", "visitor_id");

-- CreateIndex
CREATE INDEX "alert_posts_destination_id_account_id_created_at_idx" ON "alert_posts"("destination_id", "account_id", "created_at");

-- CreateIndex
CREATE INDEX "enrichment_runs_workspace_id_started_at_idx" ON "enrichment_runs"("workspace_id", "started_at");

-- CreateIndex
CREATE INDEX "enriched_people_run_id_idx" ON "enriched_people"("run_id");

-- CreateIndex
CREATE UNIQUE INDEX "enriched_people_workspace_id_visitor_id_vendor_key" ON "enriched_people"("workspace_id", "visitor_id", "vendor");

-- CreateIndex
CREATE UNIQUE INDEX "esp_connections_oauth_state_key" ON "esp_connections"("oauth_state");

-- CreateIndex
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations"("token_hash");

-- AddForeignKey
ALTER TABLE "sync_rule_deliveries" ADD CONSTRAINT "sync_rule_deliveries_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "sync_rule_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alert_posts" ADD CONSTRAINT "alert_posts_destination_id_fkey" FOREIGN KEY ("destination_id") REFERENCES "alert_destinations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enrichment_runs" ADD CONSTRAINT "enrichment_runs_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enriched_people" ADD CONSTRAINT "enriched_people_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
