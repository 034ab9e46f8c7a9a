-- The names the copilot reads to understand a question (subgraphs/copilot/planner/workspace.ts) are
-- kept per workspace while this version stands, so every write that can change them bumps it, in
-- the writing transaction and whichever process wrote (the copilot may run in a process of its own):
-- a rename, creation or deletion is seen by the very next question. Only the columns those names
-- are read from (name, order, filter) count: a webhook's failure counter, a rule's last run or a
-- recommendation's status do not. Conversations count apart (conversations_version): a turn
-- appended reorders them, and the other names need not be read again for that. Keep these lists in
-- step with what workspace.ts keeps.

-- CreateTable
CREATE TABLE "workspace_names_versions" (
    "workspace_id" UUID NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,
    "conversations_version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "workspace_names_versions_pkey" PRIMARY KEY ("workspace_id")
);

CREATE OR REPLACE FUNCTION signal_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO workspace_names_versions AS v (workspace_id, version)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.workspace_id ELSE NEW.workspace_id END, 1)
    ON CONFLICT (workspace_id) DO UPDATE SET version = v.version + 1;
  IF TG_OP = 'UPDATE' AND OLD.workspace_id IS DISTINCT FROM NEW.workspace_id THEN
    INSERT INTO workspace_names_versions AS v (workspace_id, version) VALUES (OLD.workspace_id, 1)
      ON CONFLICT (workspace_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END;
$$;

-- conversations have a version of their own: every turn appended moves its conversation first in
-- the list, and the other names need not be read again for that
CREATE OR REPLACE FUNCTION signal_conversation_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO workspace_names_versions AS v (workspace_id, conversations_version)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.workspace_id ELSE NEW.workspace_id END, 1)
    ON CONFLICT (workspace_id) DO UPDATE SET conversations_version = v.conversations_version + 1;
  IF TG_OP = 'UPDATE' AND OLD.workspace_id IS DISTINCT FROM NEW.workspace_id THEN
    INSERT INTO workspace_names_versions AS v (workspace_id, conversations_version) VALUES (OLD.workspace_id, 1)
      ON CONFLICT (workspace_id) DO UPDATE SET conversations_version = v.conversations_version + 1;
  END IF;
  RETURN NULL;
END;
$$;

-- a TRUNCATE changes every workspace's names
CREATE OR REPLACE FUNCTION signal_names_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO workspace_names_versions AS v (workspace_id, version, conversations_version) SELECT id, 1, 1 FROM workspaces
    ON CONFLICT (workspace_id) DO UPDATE SET version = v.version + 1, conversations_version = v.conversations_version + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sync_rules_names AFTER INSERT OR DELETE ON sync_rules FOR EACH ROW EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER sync_rules_names_update AFTER UPDATE ON sync_rules FOR EACH ROW
  WHEN ((OLD.workspace_id, OLD.name, OLD.created_at) IS DISTINCT FROM (NEW.workspace_id, NEW.name, NEW.created_at))
  EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER sync_rules_names_truncate AFTER TRUNCATE ON sync_rules FOR EACH STATEMENT EXECUTE FUNCTION signal_names_truncated();

CREATE TRIGGER api_keys_names AFTER INSERT OR DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER api_keys_names_update AFTER UPDATE ON api_keys FOR EACH ROW
  WHEN ((OLD.workspace_id, OLD.name, OLD.revoked_at, OLD.created_at) IS DISTINCT FROM (NEW.workspace_id, NEW.name, NEW.revoked_at, NEW.created_at))
  EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER api_keys_names_truncate AFTER TRUNCATE ON api_keys FOR EACH STATEMENT EXECUTE FUNCTION signal_names_truncated();

CREATE TRIGGER alert_destinations_names AFTER INSERT OR DELETE ON alert_destinations FOR EACH ROW EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER alert_destinations_names_update AFTER UPDATE ON alert_destinations FOR EACH ROW
  WHEN ((OLD.workspace_id, OLD.name, OLD.created_at) IS DISTINCT FROM (NEW.workspace_id, NEW.name, NEW.created_at))
  EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER alert_destinations_names_truncate AFTER TRUNCATE ON alert_destinations FOR EACH STATEMENT EXECUTE FUNCTION signal_names_truncated();

-- updated_at orders them (a turn appended moves its conversation first)
CREATE TRIGGER conversations_names AFTER INSERT OR DELETE ON conversations FOR EACH ROW EXECUTE FUNCTION signal_conversation_names_changed();
CREATE TRIGGER conversations_names_update AFTER UPDATE ON conversations FOR EACH ROW
  WHEN ((OLD.workspace_id, OLD.thread_id, OLD.title, OLD.deleted_at, OLD.updated_at) IS DISTINCT FROM (NEW.workspace_id, NEW.thread_id, NEW.title, NEW.deleted_at, NEW.updated_at))
  EXECUTE FUNCTION signal_conversation_names_changed();
CREATE TRIGGER conversations_names_truncate AFTER TRUNCATE ON conversations FOR EACH STATEMENT EXECUTE FUNCTION signal_names_truncated();

CREATE TRIGGER recommendations_names AFTER INSERT OR DELETE ON recommendations FOR EACH ROW EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER recommendations_names_update AFTER UPDATE ON recommendations FOR EACH ROW
  WHEN ((OLD.workspace_id, OLD.subject, OLD.created_at) IS DISTINCT FROM (NEW.workspace_id, NEW.subject, NEW.created_at))
  EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER recommendations_names_truncate AFTER TRUNCATE ON recommendations FOR EACH STATEMENT EXECUTE FUNCTION signal_names_truncated();

CREATE TRIGGER webhook_endpoints_names AFTER INSERT OR DELETE ON webhook_endpoints FOR EACH ROW EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER webhook_endpoints_names_update AFTER UPDATE ON webhook_endpoints FOR EACH ROW
  WHEN ((OLD.workspace_id, OLD.url, OLD.created_at) IS DISTINCT FROM (NEW.workspace_id, NEW.url, NEW.created_at))
  EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER webhook_endpoints_names_truncate AFTER TRUNCATE ON webhook_endpoints FOR EACH STATEMENT EXECUTE FUNCTION signal_names_truncated();

CREATE TRIGGER remembered_facts_names AFTER INSERT OR DELETE ON remembered_facts FOR EACH ROW EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER remembered_facts_names_update AFTER UPDATE ON remembered_facts FOR EACH ROW
  WHEN ((OLD.workspace_id, OLD.text, OLD.deleted_at, OLD.created_at) IS DISTINCT FROM (NEW.workspace_id, NEW.text, NEW.deleted_at, NEW.created_at))
  EXECUTE FUNCTION signal_names_changed();
CREATE TRIGGER remembered_facts_names_truncate AFTER TRUNCATE ON remembered_facts FOR EACH STATEMENT EXECUTE FUNCTION signal_names_truncated();
