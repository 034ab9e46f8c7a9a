-- CreateIndex
CREATE INDEX "outbox_events_workspace_id_type_created_at_idx" ON "outbox_events"("workspace_id", "type", "created_at");
