// One identify batch, in one transaction: claim unprocessed raw events (SKIP LOCKED, so several
// workers can run), turn page views into visits with their bot flag and channel, resolve visitors
// (company from the provider chain or a captured email, person from the email), move the counts
// they touch (incrementally: the cost is the batch's, not the history's), re-rank the monthly cap
// when an account is new or first seen earlier, score the accounts the batch's events carry, and
// write one signal.visitor_identified outbox event per newly identified, accessible visitor. Commit
// marks the raw events processed. Other scores are left to the run (toScore), once per run.
// A row the database refuses is that row's failure, not the batch's (refusedRows.ts).
import { randomUUID } from 'node:crypto';
import type { ServiceContext } from '../../../../core/context.js';
import { isDataError, sqlState } from '../../../../core/db/dataError.js';
import { accessFor, isAccountAccessible, type PlanName } from '../../../../core/plans.js';
import type { AsnDatabase, AsnInfo } from '../../identification/asn/asnDatabase.js';
import { classifyHit } from '../../identification/bots/botFilter.js';
import { canonicalDomain, normalizeEmail, type MailboxClassifier } from '../../identification/email/mailbox.js';
import { HIT_LIMITS } from '../../identification/collector/hit.schema.js';
import { resolveCompanies, type CompanyProvider } from '../../identification/providers/provider.js';
import { storable } from '../../identification/storableText.js';
import { channelFor } from '../../identification/traffic/channel.js';
import { parsePageUrl, UTM_KEYS, type Utm } from '../../identification/traffic/pageUrl.js';
import { refreshCapRanks, scoreAccounts, type IntentPageWeight } from './aggregates.js';
import { addVisitorVisits, applyAccountDeltas, type VisitDelta, type VisitorBefore } from './counts.js';
import { chooseResolution, resolutionFromEmail, type Resolution } from './resolve.js';
import { buildIdentifiedEvent, VISITOR_IDENTIFIED } from './events.js';
import { isolateRefused } from './refusedRows.js';
import { jobSql, type Sql } from './sql.js';

export interface IdentifyDeps {
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'logger'>;
  asn: AsnDatabase;
  providers: CompanyProvider[];
  mailbox: MailboxClassifier;
}

export interface BatchStats {
  raw_events: number;
  visits: number;
  bot_visits: number;
  rejected: number;
  visitors: number;
  identified: number;
  accounts_created: number;
  events: number;
}

interface RawRow {
  id: bigint;
  workspace_id: string;
  received_at: Date;
  payload: Record<string, unknown>;
  ip: string | null;
  user_agent: string | null;
}

interface VisitorSeen {
  workspaceId: string;
  anonymousId: string;
  /** IP of the latest human hit */
  ip: string | null;
  asn: AsnInfo | null;
  email: string | null;
  name: string | null;
  /** first and latest human hit in this batch */
  firstAt: Date | null;
  lastAt: Date | null;
}

// every text value bound for a statement, whoever stored the row: decoded utm_* parameters can hold
// NUL ("?utm_source=a%00b"), and rows from older versions were stored unbounded
const str = (x: unknown, max: number): string | null => (typeof x === 'string' && x.length > 0 ? storable(x, max) : null);

/** Visitors and accounts (by workspace) whose intent_score is due: their visits changed. */
export interface ScoreWork {
  visitors: Map<string, Set<string>>;
  accounts: Map<string, Set<string>>;
}

export interface BatchResult {
  stats: BatchStats;
  /** scores this batch left stale, for the run to refresh once (identify.job.ts) */
  toScore: ScoreWork;
}

type Claim = { workspaceId?: string; batchSize: number } | { ids: Array<RawRow['id']> };

export async function processBatch(deps: IdentifyDeps, opts: { workspaceId?: string; batchSize: number }): Promise<BatchResult | null> {
  const claimed: Array<RawRow['id']> = [];
  try {
    return await attempt(deps, opts, claimed);
  } catch (err) {
    if (!isDataError(err) || claimed.length === 0) throw err;
    // one row the database refuses must not hold back the rest, nor other workspaces' rows
    const results = await isolateRefused(claimed, (ids) => attempt(deps, { ids }), (id, e) => setAside(deps, id, e));
    return mergeResults(results);
  }
}

/** One transaction over the claimed rows; `claimed` receives their ids (for isolateRefused). */
function attempt(deps: IdentifyDeps, claim: Claim, claimed: Array<RawRow['id']> = []): Promise<BatchResult | null> {
  return deps.ctx.db.sql.transaction(async (tx) => {
    const sql = jobSql(tx);
    const raws = await claimRows(sql, claim);
    for (const r of raws) claimed.push(r.id);
    return raws.length === 0 ? null : runBatch(deps, sql, raws);
  });
}

function claimRows(sql: Sql, claim: Claim): Promise<RawRow[]> {
  const columns = `id, workspace_id::text AS workspace_id, received_at, payload, ip, user_agent`;
  if ('ids' in claim)
    return sql.$queryRawUnsafe<RawRow[]>(
      `SELECT ${columns} FROM raw_events WHERE id = ANY($1::bigint[]) AND processed_at IS NULL ORDER BY id FOR UPDATE SKIP LOCKED`,
      claim.ids,
    );
  return sql.$queryRawUnsafe<RawRow[]>(
    `SELECT ${columns} FROM raw_events
     WHERE processed_at IS NULL ${claim.workspaceId ? 'AND workspace_id = $2::uuid' : ''}
     ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    claim.batchSize,
    ...(claim.workspaceId ? [claim.workspaceId] : []),
  );
}

const MAX_ERROR_TEXT = 500;
const MAX_IP = 64; // an IPv6 address with a zone fits

/** A row the database refused: its error recorded, marked processed so it is never claimed again. */
async function setAside(deps: IdentifyDeps, id: RawRow['id'], err: unknown): Promise<BatchResult | null> {
  const { ctx } = deps;
  const error = storable(`refused by the database (SQLSTATE ${sqlState(err)}): ${(err as Error).message}`, MAX_ERROR_TEXT);
  const n = await ctx.db.sql.execute(`UPDATE raw_events SET processed_at = $2, error = $3 WHERE id = $1 AND processed_at IS NULL`, [
    id,
    ctx.clock.now(),
    error,
  ]);
  ctx.logger.warn({ raw_event_id: id, sqlstate: sqlState(err), err }, 'identify: raw event refused by the database, set aside');
  return n === 0 ? null : { stats: { ...emptyStats(), raw_events: 1, rejected: 1 }, toScore: { visitors: new Map(), accounts: new Map() } };
}

const emptyStats = (): BatchStats => ({
  raw_events: 0, visits: 0, bot_visits: 0, rejected: 0, visitors: 0, identified: 0, accounts_created: 0, events: 0,
});

function mergeResults(results: BatchResult[]): BatchResult | null {
  if (results.length === 0) return null;
  const stats = emptyStats();
  const toScore: ScoreWork = { visitors: new Map(), accounts: new Map() };
  for (const r of results) {
    for (const k of Object.keys(stats) as Array<keyof BatchStats>) stats[k] += r.stats[k];
    for (const [ws, ids] of r.toScore.visitors) for (const id of ids) addTo(toScore.visitors, ws, id);
    for (const [ws, ids] of r.toScore.accounts) for (const id of ids) addTo(toScore.accounts, ws, id);
  }
  return { stats, toScore };
}

async function runBatch(deps: IdentifyDeps, sql: Sql, raws: RawRow[]): Promise<BatchResult> {
  const { ctx, mailbox } = deps;
  const now = ctx.clock.now();

  // ── 1. hits → visits, per-visitor evidence ─────────────────────────────────────────────
  const asnCache = new Map<string, AsnInfo | null>();
  const asnOf = (ip: string | null) => {
    if (!ip) return null;
    let a = asnCache.get(ip);
    if (a === undefined) asnCache.set(ip, (a = deps.asn.lookup(ip)));
    return a;
  };
  const seen = new Map<string, VisitorSeen>(); // key: workspace|anonymous id
  const visits: Array<{ key: string; raw: RawRow; url: string; path: string; referrer: string | null; utm: Utm; channel: string; isBot: boolean }> = [];
  const rejected: Array<{ id: bigint; error: string }> = [];
  const lastHitByWorkspace = new Map<string, Date>();
  let botVisits = 0;

  for (const raw of raws) {
    const p = raw.payload ?? {};
    const anon = str(p.v, HIT_LIMITS.v);
    const url = str(p.u, HIT_LIMITS.u);
    const page = url ? parsePageUrl(url) : null;
    if (!anon || !url || !page) {
      rejected.push({ id: raw.id, error: !anon ? 'missing visitor id' : 'missing or invalid page URL' });
      continue;
    }
    const prev = lastHitByWorkspace.get(raw.workspace_id);
    if (!prev || raw.received_at > prev) lastHitByWorkspace.set(raw.workspace_id, raw.received_at);
    const key = `${raw.workspace_id}|${anon}`;
    let v = seen.get(key);
    if (!v) seen.set(key, (v = { workspaceId: raw.workspace_id, anonymousId: anon, ip: null, asn: null, email: null, name: null, firstAt: null, lastAt: null }));
    const asn = asnOf(raw.ip);
    const verdict = classifyHit(raw.user_agent, asn);
    if (!verdict.isBot) {
      if (!v.firstAt || raw.received_at < v.firstAt) v.firstAt = raw.received_at;
      if (!v.lastAt || raw.received_at >= v.lastAt) {
        v.lastAt = raw.received_at;
        if (raw.ip) {
          v.ip = raw.ip;
          v.asn = asn;
        }
      }
    }
    if (p.t === 'identify') {
      const email = str(p.e, HIT_LIMITS.e);
      if (email && !verdict.isBot) {
        v.email = normalizeEmail(email);
        v.name = str(p.n, HIT_LIMITS.n)?.trim() || v.name;
      }
      continue;
    }
    const utm: Utm = {};
    const sent = (p.utm ?? {}) as Record<string, unknown>;
    for (const k of UTM_KEYS) {
      const val = str(sent[k], HIT_LIMITS.utm) ?? str(page.utm[k], HIT_LIMITS.utm);
      if (val) utm[k] = val;
    }
    const referrer = str(p.r, HIT_LIMITS.r);
    if (verdict.isBot) botVisits++;
    const path = str(page.path, HIT_LIMITS.u) ?? '/';
    visits.push({ key, raw, url, path, referrer, utm, channel: channelFor(utm, referrer, page.host), isBot: verdict.isBot });
  }

  // ── 2. visitors (upsert), visits (insert), raw events (processed) ───────────────────────
  const keys = [...seen.keys()].sort();
  const upserted = await sql.$queryRawUnsafe<
    Array<VisitorBefore & { workspace_id: string; anonymous_id: string; identified_at: Date | null; resolution_confidence: number | null }>
  >(
    `INSERT INTO visitors (id, workspace_id, anonymous_id, created_at, updated_at)
     SELECT gen_random_uuid(), w, a, $3, $3 FROM unnest($1::uuid[], $2::text[]) AS t(w, a)
     ON CONFLICT (workspace_id, anonymous_id) DO UPDATE SET updated_at = EXCLUDED.updated_at
     RETURNING id::text, workspace_id::text, anonymous_id, account_id::text, identified_at, resolution_confidence,
       visit_count, first_visit_at, last_visit_at`,
    keys.map((k) => seen.get(k)!.workspaceId),
    keys.map((k) => seen.get(k)!.anonymousId),
    now,
  );
  const visitorByKey = new Map(upserted.map((r) => [`${r.workspace_id}|${r.anonymous_id}`, r]));

  // the human visits actually inserted (a re-claimed raw event adds none), per visitor
  const visitDeltas = new Map<string, VisitDelta>();
  if (visits.length > 0) {
    const col = <T>(f: (v: (typeof visits)[number]) => T) => visits.map(f);
    const inserted = await sql.$queryRawUnsafe<Array<{ visitor_id: string; occurred_at: Date; is_bot: boolean }>>(
      `INSERT INTO visits (workspace_id, visitor_id, url, path, referrer, utm_source, utm_medium, utm_campaign, utm_term,
         utm_content, channel, ip, user_agent, is_bot, occurred_at, raw_event_id)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
         $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::bool[], $15::timestamptz[], $16::bigint[])
       ON CONFLICT (raw_event_id) DO NOTHING
       RETURNING visitor_id::text, occurred_at, is_bot`,
      col((v) => v.raw.workspace_id),
      col((v) => visitorByKey.get(v.key)!.id),
      col((v) => v.url),
      col((v) => v.path),
      col((v) => v.referrer),
      col((v) => v.utm.source ?? null),
      col((v) => v.utm.medium ?? null),
      col((v) => v.utm.campaign ?? null),
      col((v) => v.utm.term ?? null),
      col((v) => v.utm.content ?? null),
      col((v) => v.channel),
      col((v) => (v.raw.ip === null ? null : storable(v.raw.ip, MAX_IP))),
      col((v) => (v.raw.user_agent === null ? null : storable(v.raw.user_agent, HIT_LIMITS.user_agent))),
      col((v) => v.isBot),
      col((v) => v.raw.received_at),
      col((v) => v.raw.id),
    );
    for (const v of inserted) {
      if (v.is_bot) continue;
      const d = visitDeltas.get(v.visitor_id);
      if (!d) visitDeltas.set(v.visitor_id, { n: 1, first: v.occurred_at, last: v.occurred_at });
      else {
        d.n++;
        if (v.occurred_at < d.first) d.first = v.occurred_at;
        if (v.occurred_at > d.last) d.last = v.occurred_at;
      }
    }
    await addVisitorVisits(sql, visitDeltas, now);
  }
  const rejectedIds = new Set(rejected.map((r) => r.id));
  await sql.$executeRawUnsafe(
    `UPDATE raw_events SET processed_at = $2 WHERE id = ANY($1::bigint[])`,
    raws.filter((r) => !rejectedIds.has(r.id)).map((r) => r.id),
    now,
  );
  if (rejected.length > 0)
    await sql.$executeRawUnsafe(
      `UPDATE raw_events r SET processed_at = $3, error = e.error FROM unnest($1::bigint[], $2::text[]) AS e(id, error) WHERE r.id = e.id`,
      rejected.map((r) => r.id),
      rejected.map((r) => r.error),
      now,
    );

  // ── 3. resolution ───────────────────────────────────────────────────────────────────────
  const needIp = keys.filter((k) => {
    const s = seen.get(k)!;
    const cur = visitorByKey.get(k)!.resolution_confidence;
    return s.ip && s.lastAt && (cur === null || cur < 0.8);
  });
  const lookups = [...new Map(needIp.map((k) => [seen.get(k)!.ip!, { ip: seen.get(k)!.ip!, asn: seen.get(k)!.asn }])).values()];
  const companies = await resolveCompanies(deps.providers, lookups);

  const changes: Array<{ key: string; res: Resolution | null; at: Date }> = [];
  for (const k of keys) {
    const s = seen.get(k)!;
    const cur = visitorByKey.get(k)!;
    const fromEmail = s.email ? resolutionFromEmail(s.email, mailbox) : null;
    const fromIp = s.ip && s.lastAt ? companies.get(s.ip) : undefined;
    const res = chooseResolution({ confidence: cur.resolution_confidence }, [fromEmail, fromIp]);
    if (res || s.email) changes.push({ key: k, res: res ? { ...res, domain: canonicalDomain(res.domain) } : null, at: s.lastAt ?? now });
  }

  // accounts for the chosen domains
  const domains = new Map<string, { ws: string; domain: string; name: string | null; firmo: Record<string, unknown>; first: Date }>();
  for (const c of changes) {
    if (!c.res) continue;
    const s = seen.get(c.key)!;
    const dk = `${s.workspaceId}|${c.res.domain}`;
    const d = domains.get(dk);
    const first = s.firstAt ?? c.at;
    if (!d) domains.set(dk, { ws: s.workspaceId, domain: c.res.domain, name: c.res.name, firmo: c.res.firmographics, first });
    else if (first < d.first) d.first = first;
  }
  const dkeys = [...domains.keys()].sort();
  const accounts = dkeys.length
    ? await sql.$queryRawUnsafe<Array<{ id: string; workspace_id: string; company_domain: string; first_seen_at: Date; created: boolean }>>(
        `INSERT INTO accounts (id, workspace_id, company_domain, company_name, firmographics, first_seen_at, last_seen_at, created_at, updated_at)
         SELECT gen_random_uuid(), w, d, n, f, t, t, $6, $6 FROM unnest($1::uuid[], $2::text[], $3::text[], $4::jsonb[], $5::timestamptz[]) AS x(w, d, n, f, t)
         ON CONFLICT (workspace_id, company_domain) DO UPDATE SET
           company_name = coalesce(accounts.company_name, EXCLUDED.company_name),
           firmographics = EXCLUDED.firmographics || accounts.firmographics,
           updated_at = EXCLUDED.updated_at
         RETURNING id::text, workspace_id::text, company_domain, first_seen_at, (xmax = 0) AS created`,
        dkeys.map((k) => domains.get(k)!.ws),
        dkeys.map((k) => domains.get(k)!.domain),
        dkeys.map((k) => domains.get(k)!.name),
        dkeys.map((k) => JSON.stringify(domains.get(k)!.firmo)),
        dkeys.map((k) => domains.get(k)!.first),
        now,
      )
    : [];
  const accountId = new Map(accounts.map((a) => [`${a.workspace_id}|${a.company_domain}`, a.id]));

  const accountAfter = new Map<string, string>(); // visitor id → account chosen in this batch
  const newlyIdentified: string[] = [];
  const eventAccounts = new Set<string>();
  if (changes.length > 0) {
    const rows = changes.map((c) => {
      const s = seen.get(c.key)!;
      const cur = visitorByKey.get(c.key)!;
      const acct = c.res ? accountId.get(`${s.workspaceId}|${c.res.domain}`)! : null;
      if (acct) {
        accountAfter.set(cur.id, acct);
        if (!cur.identified_at) {
          newlyIdentified.push(cur.id);
          eventAccounts.add(acct);
        }
      }
      return { id: cur.id, acct, res: c.res, at: c.at, email: s.email, name: s.name };
    });
    await sql.$executeRawUnsafe(
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
      rows.map((r) => r.id),
      rows.map((r) => r.acct),
      rows.map((r) => r.res?.source ?? null),
      rows.map((r) => r.res?.confidence ?? null),
      rows.map((r) => r.at),
      rows.map((r) => r.email),
      rows.map((r) => r.name),
    );
  }

  // ── 4. counts (incremental), cap ranks, the scores events need ──────────────────────────
  const seenFrom = new Map(accounts.map((a) => [a.id, domains.get(`${a.workspace_id}|${a.company_domain}`)!.first]));
  const changed = await applyAccountDeltas(sql, { before: upserted, accountAfter, deltas: visitDeltas, seenFrom }, now);
  // ranks order by first_seen_at: re-rank from the earliest month a new or moved account lands in
  const since = new Map<string, Date>();
  const rankFrom = (ws: string, at: Date) => {
    const cur = since.get(ws);
    if (!cur || at < cur) since.set(ws, at);
  };
  for (const a of accounts) if (a.created) rankFrom(a.workspace_id, a.first_seen_at);
  for (const a of changed) if (a.moved) rankFrom(a.workspace_id, a.first_seen_at);
  for (const [ws, at] of [...since].sort(([x], [y]) => x.localeCompare(y))) await refreshCapRanks(sql, ws, at);
  // events carry their account's score; every other score is refreshed once per run (toScore)
  const wsOfAccount = new Map(accounts.map((a) => [a.id, a.workspace_id]));
  const pagesByWs = await intentPagesFor(sql, [...new Set([...eventAccounts].map((id) => wsOfAccount.get(id)!))]);
  for (const [ws, pages] of groupBy([...eventAccounts], (id) => wsOfAccount.get(id)!))
    await scoreAccounts(sql, pages, pagesByWs.get(ws) ?? [], now);
  for (const [ws, at] of lastHitByWorkspace)
    await sql.$executeRawUnsafe(
      `UPDATE workspaces SET pixel_last_seen_at = GREATEST(coalesce(pixel_last_seen_at, $2), $2) WHERE id = $1::uuid`,
      ws,
      at,
    );

  // ── 5. one outbox event per newly identified visitor whose account is accessible ─────────
  const events = await writeIdentifiedEvents(sql, newlyIdentified, now, deps);

  const wsOfVisitor = new Map(upserted.map((r) => [r.id, r.workspace_id]));
  const toScore: ScoreWork = { visitors: new Map(), accounts: new Map() };
  for (const id of visitDeltas.keys()) addTo(toScore.visitors, wsOfVisitor.get(id)!, id);
  for (const a of changed) if (a.rescore) addTo(toScore.accounts, a.workspace_id, a.id);
  return {
    stats: {
      raw_events: raws.length,
      visits: visits.length,
      bot_visits: botVisits,
      rejected: rejected.length,
      visitors: upserted.length,
      identified: newlyIdentified.length,
      accounts_created: accounts.filter((a) => a.created).length,
      events,
    },
    toScore,
  };
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of items) {
    const k = key(t);
    const list = out.get(k);
    if (list) list.push(t);
    else out.set(k, [t]);
  }
  return out;
}

function addTo(m: Map<string, Set<string>>, ws: string, id: string): void {
  let set = m.get(ws);
  if (!set) m.set(ws, (set = new Set()));
  set.add(id);
}

/** Inside the transaction: PGlite has one connection, so nothing may go around `sql`. */
export async function intentPagesFor(sql: Sql, workspaces: string[]): Promise<Map<string, IntentPageWeight[]>> {
  const rows = await sql.$queryRawUnsafe<Array<{ workspace_id: string; pattern: string; score_weight: number }>>(
    `SELECT workspace_id::text, pattern, score_weight FROM intent_pages WHERE workspace_id = ANY($1::uuid[])`,
    workspaces,
  );
  const out = new Map<string, IntentPageWeight[]>();
  for (const r of rows) {
    const list = out.get(r.workspace_id) ?? [];
    list.push({ pattern: r.pattern, score_weight: r.score_weight });
    out.set(r.workspace_id, list);
  }
  return out;
}

async function writeIdentifiedEvents(sql: Sql, visitorIds: string[], now: Date, deps: IdentifyDeps): Promise<number> {
  if (visitorIds.length === 0) return 0;
  const rows = await sql.$queryRawUnsafe<Parameters<typeof buildIdentifiedEvent>[0][]>(
    `SELECT vi.id::text AS visitor_id, vi.workspace_id::text AS workspace_id, vi.email, vi.name, vi.title,
       vi.identified_at, vi.resolution_source, vi.resolution_confidence,
       a.company_domain, a.company_name, a.intent_score, a.classification::text AS classification,
       a.firmographics, a.cap_rank, w.plan::text AS plan, w.trial_ends_at
     FROM visitors vi JOIN accounts a ON a.id = vi.account_id JOIN workspaces w ON w.id = vi.workspace_id
     WHERE vi.id = ANY($1::uuid[])
     ORDER BY vi.identified_at, vi.id`,
    visitorIds,
  );
  const out: Array<{ id: string; ws: string; data: unknown }> = [];
  for (const r of rows) {
    const access = accessFor({ plan: r.plan as PlanName, trial_ends_at: r.trial_ends_at }, deps.ctx.clock);
    // over the monthly cap the record is withheld on every surface, webhooks included
    if (!isAccountAccessible(r, access)) continue;
    out.push({ id: randomUUID(), ws: r.workspace_id, data: buildIdentifiedEvent(r, access) });
  }
  if (out.length === 0) return 0;
  await sql.$executeRawUnsafe(
    `INSERT INTO outbox_events (id, workspace_id, type, data, created_at)
     SELECT i, w, $3, d, $5 FROM unnest($1::uuid[], $2::uuid[], $4::jsonb[]) AS x(i, w, d)`,
    out.map((e) => e.id),
    out.map((e) => e.ws),
    VISITOR_IDENTIFIED,
    out.map((e) => JSON.stringify(e.data)),
    now,
  );
  return out.length;
}

