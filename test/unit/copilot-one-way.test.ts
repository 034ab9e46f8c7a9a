// Issue 13's pure parts: statement tracing on Database.sql, the one name rule and its refusals, and
// the accessibility rule as SQL and as row masking (core/plans.ts).
import { describe, expect, it } from 'vitest';
import { recordStatements, renderStatements, sensitive, statementsBefore, tracedSql, untraced } from '../../core/db/tracing.js';
import type { RawSql, SqlClient } from '../../core/db/index.js';
import { matchName } from '../../core/names.js';
import { accessibleSql, maskAccountRow, maskVisitorRow, MASKED_NAME, overCapSql, type Access } from '../../core/plans.js';
import { resolveName } from '../../subgraphs/copilot/tools/shared/selectors.js';

/** A database that answers every statement with `rows` and remembers what it received. */
function fakeSql(rows: Record<string, unknown>[] = [{ n: 1 }]) {
  const received: { text: string; params: unknown[] | undefined }[] = [];
  const client: SqlClient = {
    query: async <T,>(text: string, params?: unknown[]) => (received.push({ text, params }), rows as T[]),
    execute: async (text, params) => (received.push({ text, params }), 2),
  };
  const raw: RawSql = { ...client, transaction: (fn) => fn(client) };
  return { raw, received };
}

describe('statement tracing', () => {
  it('records what each scope ran, concurrent scopes apart, and nothing outside a scope', async () => {
    const { raw } = fakeSql();
    const sql = tracedSql(raw);
    await sql.query('SELECT 0');
    const [a, b] = await Promise.all([
      recordStatements(async () => {
        await sql.query('SELECT 1 WHERE x = $1', ['a']);
        await new Promise((r) => setTimeout(r, 5));
        return sql.execute('UPDATE t SET y = $1', [1]);
      }),
      recordStatements(() => sql.transaction((tx) => tx.query('SELECT 2'))),
    ]);
    expect(a.value).toBe(2);
    expect(a.statements.map((s) => [s.text, s.paramCount, s.rows])).toEqual([
      ['SELECT 1 WHERE x = $1', 1, 1],
      ['UPDATE t SET y = $1', 1, 2],
    ]);
    expect(b.statements.map((s) => s.text)).toEqual(['SELECT 2']);
    expect(a.statements.every((s) => s.durationMs >= 0)).toBe(true);
    expect(renderStatements(a.statements)).toBe('SELECT 1 WHERE x = $1; -- $1 = "a"\nUPDATE t SET y = $1; -- $1 = 1');
    expect((await recordStatements(() => untraced(() => sql.query('SELECT 3')))).statements).toEqual([]);
  });

  it('keeps what a failed call ran before it threw', async () => {
    const sql = tracedSql(fakeSql().raw);
    const boom = new Error('no such rule');
    await expect(
      recordStatements(async () => {
        await sql.query('SELECT name FROM sync_rules WHERE workspace_id = $1', ['w']);
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(renderStatements(statementsBefore(boom))).toBe('SELECT name FROM sync_rules WHERE workspace_id = $1; -- $1 = "w"');
    expect(statementsBefore(new Error('not recorded'))).toEqual([]);
  });

  it('sends sensitive values to the database and keeps them out of the trace', async () => {
    const { raw, received } = fakeSql();
    const sql = tracedSql(raw);
    const { statements } = await recordStatements(() => sql.execute('INSERT INTO s VALUES ($1, $2)', ['id', sensitive('ciphertext')]));
    expect(received[0]!.params).toEqual(['id', 'ciphertext']);
    expect(renderStatements(statements)).toBe('INSERT INTO s VALUES ($1, $2); -- $1 = "id", $2 = "<redacted>"');
  });
});

describe('the name rule (spec 4.6)', () => {
  const rules = [{ name: 'Hot leads' }, { name: 'Dupe' }, { name: ' dupe ' }];
  const sel = { what: 'sync rule', names: (r: { name: string }) => [r.name] };

  it('matches exactly, ignoring only case and surrounding whitespace', async () => {
    expect(matchName(rules, sel.names, '  HOT LEADS ')).toMatchObject({ kind: 'one', item: rules[0] });
    expect(matchName(rules, sel.names, 'Hot')).toMatchObject({ kind: 'none' });
    expect(await resolveName(rules, 'hot leads', sel)).toBe(rules[0]);
  });

  it('refuses an unknown name listing what exists, and an ambiguous one', async () => {
    await expect(resolveName(rules, 'Cold', sel)).rejects.toMatchObject({
      name: 'NameResolutionRefusal',
      reason: 'not_found',
      message: 'No sync rule is named "Cold". Existing: "Hot leads", "Dupe", " dupe ".',
    });
    await expect(resolveName([], 'Cold', sel)).rejects.toMatchObject({ message: 'No sync rule is named "Cold". There are none yet.' });
    await expect(resolveName(rules, 'DUPE', sel)).rejects.toMatchObject({ reason: 'ambiguous', message: expect.stringMatching(/ambiguous: 2 sync rules/) });
    expect(await resolveName(rules, 'DUPE', { ...sel, prefer: (m) => m[1] })).toBe(rules[2]);
  });
});

describe('the accessibility rule (core/plans.ts)', () => {
  const pro: Access = { effectivePlan: 'pro', trialActive: false, cap: 1000, contactFieldsWithheld: false };
  const free: Access = { effectivePlan: 'free', trialActive: false, cap: 150, contactFieldsWithheld: true };

  it('as SQL', () => {
    expect(accessibleSql('a.cap_rank', '$3')).toBe('a.cap_rank <= $3');
    expect(overCapSql('cap_rank', '$2')).toBe('cap_rank > $2');
  });

  it('as row masking: accounts over the cap, visitors over the cap or on the free tier', () => {
    expect(maskAccountRow({ company_domain: 'a.com', company_name: 'A', cap_rank: 1000 }, pro)).toEqual({
      row: { company_domain: 'a.com', company_name: 'A', is_locked: false },
      locked: false,
    });
    expect(maskAccountRow({ company_domain: 'a.com', company_name: 'A', cap_rank: 1001 }, pro).row).toMatchObject({ company_domain: MASKED_NAME, is_locked: true });
    const v = { resolved_email: 'x@a.com', resolved_name: 'X', resolved_title: 'CTO', employer: null, company_domain: 'a.com', company_name: 'A' };
    expect(maskVisitorRow({ ...v, account_cap_rank: 5 }, pro)).toMatchObject({ locked: false, row: { resolved_email: 'x@a.com' } });
    expect(maskVisitorRow({ ...v, account_cap_rank: null }, free)).toMatchObject({ locked: true, row: { resolved_email: null, resolved_name: MASKED_NAME, company_domain: 'a.com' } });
    expect(maskVisitorRow({ ...v, account_cap_rank: 2000 }, pro)).toMatchObject({ locked: true, row: { company_domain: MASKED_NAME } });
  });
});
