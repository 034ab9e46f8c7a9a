-- Delivery workers LISTEN on signal_outbox (subgraphs/webhooks/outbox/outboxNotifications.ts): a
-- statement that records events wakes them at commit, whichever process wrote the events, instead
-- of at their next poll. Statement-level and without a payload: one notification per transaction
-- (PostgreSQL folds identical ones), however many events it wrote.
CREATE OR REPLACE FUNCTION signal_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('signal_outbox', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER outbox_events_notify
  AFTER INSERT ON outbox_events
  FOR EACH STATEMENT EXECUTE FUNCTION signal_outbox_notify();
