-- The identify job's claim (issue 18 point 5): the ids of the oldest unprocessed raw events, locked
-- (SKIP LOCKED), read in the order of raw_events_processed_at_id_idx. Without statistics on
-- raw_events (never analyzed, or analyzed while the backlog was small) the planner estimates few
-- unprocessed rows and reads every one of them, sorting them all, for each batch: on a backlog of
-- 1M events that is the whole backlog per batch. The function's own settings (scoped to its call)
-- leave it the index, which reads the batch and stops.
CREATE FUNCTION signal_claim_raw_events(batch integer, ws uuid) RETURNS SETOF bigint LANGUAGE sql
  SET enable_sort = off SET enable_bitmapscan = off SET enable_seqscan = off AS $$
  SELECT id FROM raw_events
  WHERE processed_at IS NULL AND (ws IS NULL OR workspace_id = ws)
  ORDER BY processed_at, id LIMIT batch FOR UPDATE SKIP LOCKED
$$;
