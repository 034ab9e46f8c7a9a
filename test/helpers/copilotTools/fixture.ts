// The tool tests' fixed workspace: every domain, name and number the tests rely on is created
// here, with the clock pinned. (The evaluation runs on the demo workspace instead: eval/demo.ts.)
import type { Runtime } from '../../../core/runtime.js';

export const EVAL_NOW = new Date('2025-06-18T12:00:00.000Z');
const DAY = 86_400_000;
const ago = (days: number, hours = 0) => new Date(EVAL_NOW.getTime() - days * DAY - hours * 3_600_000);

export interface Fixture {
  workspaceId: string;
  ownerUserId: string;
}

/** Seeds one workspace with accounts, visitors, visits, attribution and every configurable record. */
export async function seedFixture(rt: Pick<Runtime, 'db'>, opts: { name?: string; plan?: 'free' | 'starter' | 'pro' | 'pro_plus' | 'enterprise' } = {}): Promise<Fixture> {
  const p = rt.db.prisma;
  const ws = await p.workspace.create({
    data: {
      name: opts.name ?? `Eval Co ${Math.random().toString(36).slice(2, 8)}`,
      plan: opts.plan ?? 'pro',
      site_key: 'site_' + Math.random().toString(36).slice(2, 14),
      pixel_last_seen_at: ago(0, 2),
      pixel_verified_at: ago(20),
      claimed_domain: 'evalco.com',
    },
  });
  const w = ws.id;
  const accounts = [
    { company_domain: 'acme.com', company_name: 'Acme', intent_score: 92, classification: 'lead', cap_rank: 1, first: 40 },
    { company_domain: 'globex.com', company_name: 'Globex', intent_score: 85, classification: 'customer', cap_rank: 2, first: 35 },
    { company_domain: 'initech.io', company_name: 'Initech', intent_score: 70, classification: 'competitor', cap_rank: 3, first: 30 },
    { company_domain: 'umbrella.co', company_name: 'Umbrella', intent_score: 40, classification: 'excluded', cap_rank: 4, first: 25 },
    { company_domain: 'personal', company_name: null, intent_score: 55, classification: 'lead', cap_rank: 5, first: 24 },
    { company_domain: 'acme.io', company_name: 'Acme Europe', intent_score: 30, classification: 'lead', cap_rank: 6, first: 20 },
    // over every plan's cap except enterprise: masked and counted as withheld
    { company_domain: 'hooli.com', company_name: 'Hooli', intent_score: 75, classification: 'lead', cap_rank: 5_000, first: 3 },
  ] as const;
  const ids: Record<string, string> = {};
  for (const a of accounts) {
    const row = await p.account.create({
      data: {
        workspace_id: w,
        company_domain: a.company_domain,
        company_name: a.company_name,
        intent_score: a.intent_score,
        classification: a.classification,
        cap_rank: a.cap_rank,
        first_seen_at: ago(a.first),
        last_seen_at: ago(1),
        visitor_count: 0,
        visit_count: 0,
      },
    });
    ids[a.company_domain] = row.id;
  }
  const people = [
    { email: 'jane@acme.com', name: 'Jane Roe', title: 'VP Sales', domain: 'acme.com', intent: 90, contacted: null, source: 'email_capture' },
    { email: 'bob@acme.com', name: 'Bob Stone', title: 'Engineer', domain: 'acme.com', intent: 70, contacted: ago(2), source: 'email_capture' },
    { email: 'li@globex.com', name: 'Li Wei', title: 'CTO', domain: 'globex.com', intent: 80, contacted: null, source: 'ip_table' },
    { email: 'sam@initech.io', name: 'Sam Hill', title: null, domain: 'initech.io', intent: 65, contacted: null, source: 'ip_table' },
    { email: 'kim@gmail.com', name: 'Kim Park', title: null, domain: 'personal', intent: 50, contacted: null, source: 'email_capture' },
    { email: 'ann@hooli.com', name: 'Ann Lee', title: 'Buyer', domain: 'hooli.com', intent: 75, contacted: null, source: 'ip_table' },
    { email: null, name: null, title: null, domain: 'umbrella.co', intent: 35, contacted: null, source: 'asn' },
  ];
  const paths = [['/', '/pricing', '/demo'], ['/blog', '/pricing'], ['/', '/docs', '/pricing'], ['/pricing', '/demo'], ['/', '/pricing', '/demo']];
  let n = 0;
  for (const [i, v] of people.entries()) {
    const visitor = await p.visitor.create({
      data: {
        workspace_id: w,
        anonymous_id: `anon-${i}`,
        account_id: ids[v.domain]!,
        email: v.email,
        name: v.name,
        title: v.title,
        intent_score: v.intent,
        first_visit_at: ago(10 + i),
        last_visit_at: ago(1 + (i % 3)),
        visit_count: 0,
        identified_at: ago(5),
        resolution_source: v.source,
        resolution_confidence: 0.9,
        contacted_at: v.contacted,
      },
    });
    const rows = [];
    for (let s = 0; s < 2; s++) {
      const seq = paths[(i + s) % paths.length]!;
      for (const [k, path] of seq.entries()) {
        rows.push({
            workspace_id: w,
            visitor_id: visitor.id,
            session_id: `s-${i}-${s}`,
            url: `https://evalco.com${path}`,
            path,
            channel: s === 0 ? 'paid_search' : 'email',
            utm_campaign: s === 0 ? 'spring-promo' : 'newsletter',
            // the oldest rows predate bot flagging
            is_bot: n++ % 7 === 0 ? null : false,
            occurred_at: ago(1 + s * 3 + (i % 3), 5 - k),
        });
      }
    }
    await p.visit.createMany({ data: rows });
    await p.visitor.update({ where: { id: visitor.id }, data: { visit_count: rows.length } });
  }
  for (const a of accounts) {
    const vs = await p.visitor.findMany({ where: { account_id: ids[a.company_domain]! }, select: { visit_count: true } });
    await p.account.update({ where: { id: ids[a.company_domain]! }, data: { visitor_count: vs.length, visit_count: vs.reduce((s, v) => s + v.visit_count, 0) } });
  }
  const rollup = [];
  for (let d = 1; d <= 30; d++) {
    for (const [channel, campaign, sessions] of [['paid_search', 'spring-promo', 12], ['email', 'newsletter', 8], ['organic_search', '', 5]] as const) {
      rollup.push({ workspace_id: w, day: new Date(ago(d).toISOString().slice(0, 10)), channel, campaign, source: channel === 'email' ? 'klaviyo' : 'google', sessions, visitors: sessions - 2, identified: Math.floor(sessions / 3), computed_at: ago(0, 6) });
    }
  }
  await p.attributionDaily.createMany({ data: rollup });
  await p.recommendation.createMany({
    data: [
      { workspace_id: w, kind: 'high_intent_uncontacted', subject: 'acme.com', title: 'Acme is hot and nobody has reached out', status: 'new', created_at: ago(2) },
      { workspace_id: w, kind: 'competitor_on_pricing', subject: 'initech.io', title: 'Initech keeps reading your pricing page', status: 'new', created_at: ago(3) },
      { workspace_id: w, kind: 'sync_rule_ready', subject: 'Hot leads', title: 'Hot leads has new contacts to send', status: 'snoozed', snoozed_until: ago(1), created_at: ago(1) },
      { workspace_id: w, kind: 'high_intent_uncontacted', subject: 'globex.com', title: 'Globex came back', status: 'dismissed', created_at: ago(4) },
    ],
  });
  await p.intentPage.createMany({ data: [{ workspace_id: w, pattern: '/pricing', score_weight: 3 }, { workspace_id: w, pattern: '/demo', score_weight: 2 }] });
  await p.enrichmentConfig.create({ data: { workspace_id: w, vendor: 'clearbit', page_patterns: ['/pricing'] } });
  const hot = await p.syncRule.create({ data: { workspace_id: w, name: 'Hot leads', min_intent: 70, state: 'active', list_id: 'L1' } });
  await p.syncRuleRun.create({ data: { sync_rule_id: hot.id, started_at: ago(1), finished_at: ago(1), status: 'succeeded', contacts_sent: 3 } });
  await p.syncRule.create({ data: { workspace_id: w, name: 'Customers weekly', min_intent: 40, classification: 'customer', state: 'paused' } });
  await p.syncRule.createMany({ data: [{ workspace_id: w, name: 'Dupe rule' }, { workspace_id: w, name: 'Dupe rule' }] });
  await p.apiKey.createMany({
    data: [
      { workspace_id: w, name: 'Zapier export', prefix: 'sk_sig_Zap1', hash: `h-${w}-1`, scopes: ['read'] },
      { workspace_id: w, name: 'CI', prefix: 'sk_sig_CI01', hash: `h-${w}-2`, scopes: ['copilot'] },
      { workspace_id: w, name: 'Dupe key', prefix: 'sk_sig_Dup1', hash: `h-${w}-3`, scopes: ['read'] },
      { workspace_id: w, name: 'Dupe key', prefix: 'sk_sig_Dup2', hash: `h-${w}-4`, scopes: ['read'] },
    ],
  });
  await p.webhookEndpoint.createMany({
    data: [
      { workspace_id: w, url: 'https://hooks.example.com/signal', state: 'enabled' },
      { workspace_id: w, url: 'https://old.example.com/hook', state: 'disabled', consecutive_failures: 15, disabled_reason: '15 consecutive failures' },
    ],
  });
  await p.alertDestination.createMany({
    data: [
      { workspace_id: w, name: '#sales-alerts', kind: 'slack', url: 'https://hooks.slack.com/services/T/B/x', state: 'active', min_intent: 80 },
      { workspace_id: w, name: 'Teams deals', kind: 'teams', url: 'https://example.webhook.office.com/x', state: 'paused' },
    ],
  });
  const c1 = await p.conversation.create({ data: { workspace_id: w, thread_id: 't-1', title: 'Q3 pipeline review' } });
  await p.turn.createMany({
    data: [
      { conversation_id: c1.id, seq: 1, question: 'top accounts?', response: { answer: 'Acme leads with intent 92.' } },
      { conversation_id: c1.id, seq: 2, question: 'and visitors?', response: { answer: 'Jane at Acme.' } },
    ],
  });
  await p.conversation.create({ data: { workspace_id: w, thread_id: 't-2', title: 'Competitor check' } });
  await p.rememberedFact.createMany({ data: [{ workspace_id: w, text: 'We sell to dentists' }, { workspace_id: w, text: 'Our fiscal year starts in April' }] });
  const owner = await p.user.create({ data: { email: `owner-${w.slice(0, 8)}@evalco.com`, name: 'Olive Owner' } });
  const admin = await p.user.create({ data: { email: `admin-${w.slice(0, 8)}@evalco.com`, name: 'Adam Admin' } });
  await p.member.createMany({ data: [{ workspace_id: w, user_id: owner.id, role: 'owner' }, { workspace_id: w, user_id: admin.id, role: 'admin' }] });
  await p.invitation.create({ data: { workspace_id: w, email: 'new@evalco.com', role: 'member' } });
  await p.espConnection.create({ data: { workspace_id: w, provider: 'klaviyo', status: 'connected', connected_at: ago(15) } });
  await p.rawEvent.create({ data: { workspace_id: w, payload: { type: 'pageview' }, received_at: ago(0, 1) } });
  await p.jobRun.create({ data: { workspace_id: w, job: 'identify', started_at: ago(0, 3), finished_at: ago(0, 3), status: 'succeeded' } });
  return { workspaceId: w, ownerUserId: owner.id };
}
