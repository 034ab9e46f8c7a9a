-- CreateTable
CREATE TABLE "account_counts" (
    "id" BIGSERIAL NOT NULL,
    "workspace_id" UUID NOT NULL,
    "classification" "Classification" NOT NULL,
    "cap_tier" INTEGER NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "account_counts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visitor_counts" (
    "id" BIGSERIAL NOT NULL,
    "workspace_id" UUID NOT NULL,
    "classification" "Classification" NOT NULL,
    "cap_tier" INTEGER NOT NULL,
    "intent_score" INTEGER NOT NULL,
    "n" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "visitor_counts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "plan_cap_tiers" (
    "cap" INTEGER NOT NULL,

    CONSTRAINT "plan_cap_tiers_pkey" PRIMARY KEY ("cap")
);

-- CreateIndex
CREATE INDEX "account_counts_workspace_id_cap_tier_idx" ON "account_counts"("workspace_id", "cap_tier");

-- CreateIndex
CREATE INDEX "visitor_counts_workspace_id_cap_tier_idx" ON "visitor_counts"("workspace_id", "cap_tier");

-- AddForeignKey
ALTER TABLE "account_counts" ADD CONSTRAINT "account_counts_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "visitor_counts" ADD CONSTRAINT "visitor_counts_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The plan caps (core/plans.ts PLAN_CAPS; test/integration/read-counts.test.ts fails when they
-- differ). Changing a cap takes a migration that updates this table and rebuilds the counts.
INSERT INTO "plan_cap_tiers" ("cap") VALUES (150), (300), (1000), (2500), (1000000);

-- The smallest plan cap admitting a cap_rank (2147483647: none does).
CREATE FUNCTION signal_cap_tier(rank integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(min(cap), 2147483647) FROM plan_cap_tiers WHERE cap >= rank
$$;

-- Accounts: one signed delta per (workspace, classification, cap tier) a statement moved. Only
-- a change of classification or cap tier moves an account between keys (PostgreSQL allows no
-- column list on triggers with transition tables, so the others are filtered out here); then the
-- account's visitors move with it. Rows of a workspace being deleted are not counted
-- (their workspace row is already gone; its counts go with it by cascade).
CREATE FUNCTION signal_account_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_counts (workspace_id, classification, cap_tier, n)
    SELECT r.workspace_id, r.classification, signal_cap_tier(r.cap_rank), count(*)::int
    FROM new_rows r JOIN workspaces w ON w.id = r.workspace_id GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO account_counts (workspace_id, classification, cap_tier, n)
    SELECT r.workspace_id, r.classification, signal_cap_tier(r.cap_rank), -count(*)::int
    FROM old_rows r JOIN workspaces w ON w.id = r.workspace_id GROUP BY 1, 2, 3;
  ELSE
    -- an account moved when its old and new keys differ; grouped, never joined (see below)
    WITH moved AS (
      SELECT id, workspace_id, classification, cap_tier, sum(d)::int AS d
      FROM (SELECT id, workspace_id, classification, signal_cap_tier(cap_rank) AS cap_tier, -1 AS d FROM old_rows
            UNION ALL SELECT id, workspace_id, classification, signal_cap_tier(cap_rank), 1 FROM new_rows) r
      WHERE EXISTS (SELECT 1 FROM workspaces w WHERE w.id = r.workspace_id)
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0
    ), moved_accounts AS (
      INSERT INTO account_counts (workspace_id, classification, cap_tier, n)
      SELECT workspace_id, classification, cap_tier, sum(d)::int FROM moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0
    )
    INSERT INTO visitor_counts (workspace_id, classification, cap_tier, intent_score, n)
    SELECT m.workspace_id, m.classification, m.cap_tier, v.intent_score, sum(m.d)::int
    FROM moved m JOIN visitors v ON v.account_id = m.id GROUP BY 1, 2, 3, 4 HAVING sum(m.d) <> 0;
  END IF;
  RETURN NULL;
END;
$$;

-- Visitors: counted under their account's current classification and tier (an account that moves
-- moves its visitors above, so old rows are always counted where the account is now). The accounts
-- are read FOR SHARE: a concurrent reclassification either commits first (and is seen here) or waits
-- for this transaction and then sees these visitors where they now are, so none is counted under a
-- classification its account has left. Locked in id order, as the pipeline writes them.
CREATE FUNCTION signal_count_visitors(acct uuid[], score integer[], d integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM accounts WHERE id = ANY(acct) ORDER BY id FOR SHARE;
  INSERT INTO visitor_counts (workspace_id, classification, cap_tier, intent_score, n)
  SELECT a.workspace_id, a.classification, signal_cap_tier(a.cap_rank), x.intent_score, sum(x.d)::int
  FROM unnest(acct, score, d) AS x(account_id, intent_score, d)
    JOIN accounts a ON a.id = x.account_id JOIN workspaces w ON w.id = a.workspace_id
  GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0;
END;
$$;

CREATE FUNCTION signal_visitor_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM signal_count_visitors(array_agg(account_id), array_agg(intent_score), array_agg(1))
    FROM new_rows WHERE account_id IS NOT NULL HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM signal_count_visitors(array_agg(account_id), array_agg(intent_score), array_agg(-1))
    FROM old_rows WHERE account_id IS NOT NULL HAVING count(*) > 0;
  ELSE
    -- most updates (visit counts, contact fields) move nothing: an unmoved row's -1 and +1 cancel.
    -- Grouped, never joined: the transition tables have no statistics, and a plan cached for a
    -- one-row statement would nested-loop old × new rows on the next 10,000-row one.
    PERFORM signal_count_visitors(array_agg(account_id), array_agg(intent_score), array_agg(d))
    FROM (SELECT account_id, intent_score, sum(d)::int AS d
          FROM (SELECT account_id, intent_score, -1 AS d FROM old_rows WHERE account_id IS NOT NULL
                UNION ALL SELECT account_id, intent_score, 1 FROM new_rows WHERE account_id IS NOT NULL) r
          GROUP BY 1, 2 HAVING sum(d) <> 0) moved
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END;
$$;

-- A deleted account's visitors stop counting. Before the delete: after it, ON DELETE SET NULL has
-- already detached them, and their old account is gone, so nothing could say where they counted.
CREATE FUNCTION signal_account_visitors_uncounted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO visitor_counts (workspace_id, classification, cap_tier, intent_score, n)
  SELECT OLD.workspace_id, OLD.classification, signal_cap_tier(OLD.cap_rank), v.intent_score, -count(*)::int
  FROM visitors v JOIN workspaces w ON w.id = OLD.workspace_id WHERE v.account_id = OLD.id GROUP BY v.intent_score;
  RETURN OLD;
END;
$$;

CREATE TRIGGER accounts_counts_visitors_delete BEFORE DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION signal_account_visitors_uncounted();
CREATE TRIGGER accounts_counts_insert AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION signal_account_counts();
CREATE TRIGGER accounts_counts_update AFTER UPDATE ON accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION signal_account_counts();
CREATE TRIGGER accounts_counts_delete AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION signal_account_counts();
CREATE TRIGGER visitors_counts_insert AFTER INSERT ON visitors REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION signal_visitor_counts();
CREATE TRIGGER visitors_counts_update AFTER UPDATE ON visitors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION signal_visitor_counts();
CREATE TRIGGER visitors_counts_delete AFTER DELETE ON visitors REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION signal_visitor_counts();

-- What is there already.
INSERT INTO account_counts (workspace_id, classification, cap_tier, n)
SELECT workspace_id, classification, signal_cap_tier(cap_rank), count(*)::int FROM accounts GROUP BY 1, 2, 3;
INSERT INTO visitor_counts (workspace_id, classification, cap_tier, intent_score, n)
SELECT a.workspace_id, a.classification, signal_cap_tier(a.cap_rank), v.intent_score, count(*)::int
FROM visitors v JOIN accounts a ON a.id = v.account_id GROUP BY 1, 2, 3, 4;
