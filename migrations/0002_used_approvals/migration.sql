-- CreateTable
CREATE TABLE "used_approvals" (
    "signature_hash" TEXT NOT NULL,
    "workspace_id" UUID NOT NULL,
    "used_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "used_approvals_pkey" PRIMARY KEY ("signature_hash")
);

-- CreateIndex
CREATE INDEX "used_approvals_workspace_id_idx" ON "used_approvals"("workspace_id");

-- CreateIndex
CREATE INDEX "used_approvals_expires_at_idx" ON "used_approvals"("expires_at");

-- AddForeignKey
ALTER TABLE "used_approvals" ADD CONSTRAINT "used_approvals_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
