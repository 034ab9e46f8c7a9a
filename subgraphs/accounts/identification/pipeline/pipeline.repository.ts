// The identify pipeline's SQL, on the batch's transaction (Database.sql: a batch moves thousands
// of rows per statement, where Prisma's adapter costs several times the statement itself). One
// statement per table and stage, whatever the batch size: arrays in, unnest in SQL. Ids are
// sorted by the callers where rows get locked, so concurrent batches cannot deadlock.
import type { SqlClient } from '../../../../core/db/index.js';
import type { IdentifiedRow } from './identifiedEvent.js';
import type { RawEventId, RawRow } from './parse.js';

/** A visitor as the batch found it (before this batch). */
export interface VisitorBefore {
  id: string;
  account_id: string | null;
  visit_count: number;
  first_visit_at: Date | null;
  last_visit_at: Date | null;
}

export type UpsertedVisitor = VisitorBefore & {
  workspace_id: string;
  anonymous_id: string;
  identified_at: Date | null;
  resolution_confidence: number | null;
};

export interface VisitRow {
  workspace_id: string;
  visitor_id: string;
  url: string;
  path: string;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  channel: string;
  ip: string | null;
  user_agent: string | null;
  is_bot: boolean;
  occurred_at: Date;
  raw_event_id: RawEventId;
}

export interface AccountInput {
  workspace_id: string;
  company_domain: string;
  company_name: string | null;
  firmographics: Record<string, unknown>;
  first_seen_at: Date;
}

export interface UpsertedAccount {
  id: string;
  workspace_id: string;
  company_domain: string;
  first_seen_at: Date;
  created: boolean;
}

export interface VisitorResolution {
  id: string;
  account_id: string | null;
  source: string | null;
  confidence: number | null;
  at: Date;
  email: string | null;
  name: string | null;
}

export interface AccountDelta {
  id: string;
  people: number;
  visits: number;
  first: Date | null;
  last: Date | null;
}

const col = <T, V>(rows: T[], f: (r: T) => V): V[] => rows.map(f);
const RAW_COLUMNS = `id, workspace_id::text AS workspace_id, received_at, payload, ip, user_agent`;

export type PipelineRepository = ReturnType<typeof createPipelineRepository>;

const UPSERTED_VISITOR = `id::text, workspace_id::text, anonymous_id, account_id::text, identified_at, resolution_confidence, visit_count, first_visit_at, last_visit_at`;

export function createPipelineRepository(tx: SqlClient) {
  return {
    /**
     * The oldest unprocessed rows, locked (SKIP LOCKED: several workers can run) and marked
     * processed in the same statement (the batch's transaction commits the mark with its work, or
     * rolls both back). signal_claim_raw_events (migration 0022) picks them in index order.
     */
    claim: (batchSize: number, now: Date, workspaceId?: string): Promise<RawRow[]> =>
      tx.query<RawRow>(
        `WITH c AS (UPDATE raw_events SET processed_at = $2
           WHERE id = ANY(ARRAY(SELECT signal_claim_raw_events($1, $3::uuid)))
           RETURNING ${RAW_COLUMNS})
         SELECT * FROM c ORDER BY id`,
        [batchSize, now, workspaceId ?? null],
      ),

    /** these rows again, those still unprocessed, locked and marked processed (refused-row isolation) */
    claimIds: (ids: RawEventId[], now: Date): Promise<RawRow[]> =>
      tx.query<RawRow>(
        `WITH c AS (UPDATE raw_events SET processed_at = $2
           WHERE id = ANY(ARRAY(SELECT id FROM raw_events WHERE id = ANY($1::bigint[]) AND processed_at IS NULL ORDER BY id FOR UPDATE SKIP LOCKED))
           RETURNING ${RAW_COLUMNS})
         SELECT * FROM c ORDER BY id`,
        [ids, now],
      ),

    markRejected: (rows: Array<{ id: RawEventId; error: string }>, now: Date): Promise<number> =>
      tx.execute(
        `UPDATE raw_events r SET processed_at = $3, error = e.error FROM unnest($1::bigint[], $2::text[]) AS e(id, error) WHERE r.id = e.id`,
        [col(rows, (r) => r.id), col(rows, (r) => r.error), now],
      ),

    /** a row the database refused: never claimed again */
    setAside: (id: RawEventId, error: string, now: Date): Promise<number> =>
      tx.execute(`UPDATE raw_events SET processed_at = $2, error = $3 WHERE id = $1 AND processed_at IS NULL`, [id, now, error]),

    /** the account stage of these workspaces' batches, one batch at a time (transaction advisory locks, taken in order) */
    lockAccountStage: (workspaceIds: string[]): Promise<unknown[]> =>
      tx.query(
        `SELECT pg_advisory_xact_lock(hashtextextended('signal.identify.accounts:' || w, 0)) FROM unnest($1::text[]) AS w ORDER BY w`,
        [[...workspaceIds].sort()],
      ),

    /**
     * Creates the unknown ones; returns every visitor as it was, locked. Known visitors are locked
     * by a second statement rather than rewritten by ON CONFLICT DO UPDATE (a new row version, index
     * entries and a counts-trigger pass for every visitor of every batch). It runs after the insert
     * so its snapshot sees a visitor a concurrent batch created meanwhile: the insert waited for
     * that batch to commit. Keys are in lock order, as given.
     */
    async upsertVisitors(keys: Array<{ workspace_id: string; anonymous_id: string }>, now: Date): Promise<UpsertedVisitor[]> {
      const created = await tx.query<UpsertedVisitor>(
        `INSERT INTO visitors (id, workspace_id, anonymous_id, created_at, updated_at)
         SELECT gen_random_uuid(), w, a, $3, $3 FROM unnest($1::uuid[], $2::text[]) AS t(w, a)
         ON CONFLICT (workspace_id, anonymous_id) DO NOTHING
         RETURNING ${UPSERTED_VISITOR}`,
        [col(keys, (k) => k.workspace_id), col(keys, (k) => k.anonymous_id), now],
      );
      if (created.length === keys.length) return created;
      const isNew = new Set(created.map((v) => `${v.workspace_id}|${v.anonymous_id}`));
      const known = keys.filter((k) => !isNew.has(`${k.workspace_id}|${k.anonymous_id}`));
      const locked = await tx.query<UpsertedVisitor>(
        `SELECT ${UPSERTED_VISITOR} FROM visitors
         WHERE (workspace_id, anonymous_id) IN (SELECT * FROM unnest($1::uuid[], $2::text[]))
         ORDER BY workspace_id, anonymous_id FOR UPDATE`,
        [col(known, (k) => k.workspace_id), col(known, (k) => k.anonymous_id)],
      );
      return [...created, ...locked];
    },

    /** the visits actually inserted (a re-claimed raw event adds none) */
    insertVisits: (rows: VisitRow[]): Promise<Array<{ visitor_id: string; occurred_at: Date; is_bot: boolean }>> =>
      tx.query(
        `INSERT INTO visits (workspace_id, visitor_id, url, path, referrer, utm_source, utm_medium, utm_campaign, utm_term,
           utm_content, channel, ip, user_agent, is_bot, occurred_at, raw_event_id)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
           $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::bool[], $15::timestamptz[], $16::bigint[])
         ON CONFLICT (raw_event_id) DO NOTHING
         RETURNING visitor_id::text, occurred_at, is_bot`,
        [
          col(rows, (r) => r.workspace_id),
          col(rows, (r) => r.visitor_id),
          col(rows, (r) => r.url),
          col(rows, (r) => r.path),
          col(rows, (r) => r.referrer),
          col(rows, (r) => r.utm_source),
          col(rows, (r) => r.utm_medium),
          col(rows, (r) => r.utm_campaign),
          col(rows, (r) => r.utm_term),
          col(rows, (r) => r.utm_content),
          col(rows, (r) => r.channel),
          col(rows, (r) => r.ip),
          col(rows, (r) => r.user_agent),
          col(rows, (r) => r.is_bot),
          col(rows, (r) => r.occurred_at),
          col(rows, (r) => r.raw_event_id),
        ],
      ),

    /** by (workspace, domain): names and firmographics already known are kept */
    upsertAccounts: (rows: AccountInput[], now: Date): Promise<UpsertedAccount[]> =>
      tx.query<UpsertedAccount>(
        `INSERT INTO accounts (id, workspace_id, company_domain, company_name, firmographics, first_seen_at, last_seen_at, created_at, updated_at)
         SELECT gen_random_uuid(), w, d, n, f, t, t, $6, $6 FROM unnest($1::uuid[], $2::text[], $3::text[], $4::jsonb[], $5::timestamptz[]) AS x(w, d, n, f, t)
         ON CONFLICT (workspace_id, company_domain) DO UPDATE SET
           company_name = coalesce(accounts.company_name, EXCLUDED.company_name),
           firmographics = EXCLUDED.firmographics || accounts.firmographics,
           updated_at = EXCLUDED.updated_at
         RETURNING id::text, workspace_id::text, company_domain, first_seen_at, (xmax = 0) AS created`,
        [
          col(rows, (r) => r.workspace_id),
          col(rows, (r) => r.company_domain),
          col(rows, (r) => r.company_name),
          col(rows, (r) => JSON.stringify(r.firmographics)),
          col(rows, (r) => r.first_seen_at),
          now,
        ],
      ),

    /** null fields keep what the visitor has; identified_at is set once */
    resolveVisitors: (rows: VisitorResolution[]): Promise<number> =>
      tx.execute(
        `UPDATE visitors v SET
           account_id = coalesce(x.acct, v.account_id),
           resolution_source = coalesce(x.source, v.resolution_source),
           resolution_confidence = coalesce(x.confidence, v.resolution_confidence),
           identified_at = CASE WHEN x.acct IS NOT NULL THEN coalesce(v.identified_at, x.at) ELSE v.identified_at END,
           email = coalesce(x.email, v.email),
           name = coalesce(x.name, v.name)
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::float8[], $5::timestamptz[], $6::text[], $7::text[])
           AS x(id, acct, source, confidence, at, email, name)
         WHERE v.id = x.id`,
        [
          col(rows, (r) => r.id),
          col(rows, (r) => r.account_id),
          col(rows, (r) => r.source),
          col(rows, (r) => r.confidence),
          col(rows, (r) => r.at),
          col(rows, (r) => r.email),
          col(rows, (r) => r.name),
        ],
      ),

    /** visitors.visit_count/first_visit_at/last_visit_at += the batch's human visits (rows sorted by id) */
    addVisitorVisits: (rows: Array<{ id: string; n: number; first: Date; last: Date }>, now: Date): Promise<number> =>
      tx.execute(
        `UPDATE visitors v SET visit_count = v.visit_count + x.n, first_visit_at = LEAST(v.first_visit_at, x.first),
           last_visit_at = GREATEST(v.last_visit_at, x.last), updated_at = $5
         FROM unnest($1::uuid[], $2::int[], $3::timestamptz[], $4::timestamptz[]) AS x(id, n, first, last)
         WHERE v.id = x.id`,
        [col(rows, (r) => r.id), col(rows, (r) => r.n), col(rows, (r) => r.first), col(rows, (r) => r.last), now],
      ),

    /** moves account counts (rows sorted by id); returns the accounts changed, `moved` when first seen moved earlier */
    addAccountDeltas: (rows: AccountDelta[], now: Date): Promise<Array<{ id: string; workspace_id: string; first_seen_at: Date; moved: boolean }>> =>
      tx.query(
        `UPDATE accounts a SET visitor_count = a.visitor_count + x.people, visit_count = a.visit_count + x.visits,
           first_seen_at = LEAST(a.first_seen_at, x.first), last_seen_at = GREATEST(a.last_seen_at, x.last), updated_at = $6
         FROM unnest($1::uuid[], $2::int[], $3::int[], $4::timestamptz[], $5::timestamptz[]) AS x(id, people, visits, first, last)
           JOIN accounts old ON old.id = x.id
         WHERE a.id = x.id AND (x.people <> 0 OR x.visits <> 0 OR x.first < a.first_seen_at OR x.last > a.last_seen_at)
         RETURNING a.id::text, a.workspace_id::text, a.first_seen_at, a.first_seen_at < old.first_seen_at AS moved`,
        [col(rows, (r) => r.id), col(rows, (r) => r.people), col(rows, (r) => r.visits), col(rows, (r) => r.first), col(rows, (r) => r.last), now],
      ),

    /** the pixel was seen: pixel_last_seen_at never moves back */
    touchPixel: (workspaceId: string, at: Date): Promise<number> =>
      tx.execute(`UPDATE workspaces SET pixel_last_seen_at = GREATEST(coalesce(pixel_last_seen_at, $2), $2) WHERE id = $1::uuid`, [workspaceId, at]),

    /** what a signal.visitor_identified event says about these visitors, oldest identification first */
    identified: (visitorIds: string[]): Promise<IdentifiedRow[]> =>
      tx.query<IdentifiedRow>(
        `SELECT vi.id::text AS visitor_id, vi.workspace_id::text AS workspace_id, vi.email, vi.name, vi.title,
           vi.identified_at, vi.resolution_source, vi.resolution_confidence,
           a.company_domain, a.company_name, a.intent_score, a.classification::text AS classification,
           a.firmographics, a.cap_rank, w.plan::text AS plan, w.trial_ends_at
         FROM visitors vi JOIN accounts a ON a.id = vi.account_id JOIN workspaces w ON w.id = vi.workspace_id
         WHERE vi.id = ANY($1::uuid[])
         ORDER BY vi.identified_at, vi.id`,
        [visitorIds],
      ),
  };
}
