// One short paragraph per tool, from its rows.
import type { ToolResult } from '../../catalogue/types.js';
import type { ImplementedTool } from '../../tools/index.js';

type Row = Record<string, unknown>;
type Format = (r: ToolResult, args: Row) => string;

const s = (v: unknown): string => (v === null || v === undefined ? '—' : String(v));
const date = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 10) : 'never');
const top = (rows: Row[], n: number, f: (r: Row) => string) => rows.slice(0, n).map(f).join('; ');
const win = (r: ToolResult) => (r.window ? ` (${r.window.label})` : '');
const none = (what: string) => `There are no ${what} yet.`;

const account = (a: Row) => `${s(a.company_domain)}${a.company_name && a.company_name !== a.company_domain ? ` (${s(a.company_name)})` : ''}: intent ${s(a.intent_score)}, ${s(a.visitor_count)} visitors, ${s(a.classification)}`;
const visitor = (v: Row) => `${v.is_locked ? 'locked visitor' : s(v.resolved_email ?? v.resolved_name ?? 'unnamed visitor')} at ${s(v.company_domain)}: ${v.page_views !== undefined ? `${s(v.page_views)} page views, ` : ''}intent ${s(v.intent_score)}`;

const READ_FORMATTERS = {
  search_accounts: (r) => (r.data.length ? `Top accounts by intent: ${top(r.data, 10, account)}. ${r.coverage}.` : `No accounts match. ${r.coverage}.`),
  get_account: (r) => {
    const a = r.data[0];
    if (!a) return `No account matches. ${r.coverage}.`;
    return `${account(a)}; ${s(a.visit_count)} visits, first seen ${date(a.first_seen_at)}, last seen ${date(a.last_seen_at)}.`;
  },
  search_visitors: (r) => (r.data.length ? `Visitors by intent${win(r)}: ${top(r.data, 10, visitor)}. Showing ${r.coverage}.` : `No visitors match${win(r)}. ${r.coverage}.`),
  visitor_journey: (r) => {
    if (r.data[0]?.is_locked) return `That visitor is locked by your plan, so their journey is withheld.`;
    if (!r.data.length) return `No page views are recorded for that visitor.`;
    return `Pages viewed by ${s(r.data[0]!.email)}, oldest first: ${r.data.map((v) => `${date(v.occurred_at)} ${s(v.path)}`).join(', ')}. ${r.coverage}.`;
  },
  journey_paths: (r) => (r.data.length ? `Most common paths${win(r)}: ${top(r.data, 10, (p) => `${s(p.journey)} (${s(p.sessions)} sessions, ${s(p.share_pct)}%)`)}.` : `No sessions recorded${win(r)}.`),
  attribution_overview: (r) => {
    if (!r.data.length) return `No attributed sessions${win(r)}.`;
    const dim = Object.keys(r.data[0]!)[0]!;
    return `Attributed sessions by ${dim}${win(r)}: ${top(r.data, 8, (a) => `${s(a[dim]) || '(none)'} ${s(a.sessions)} (${s(a.share_pct)}%)`)}. ${r.coverage}.`;
  },
  revenue_and_aov: (r) =>
    r.data.length
      ? `${r.data.map((x) => `${s(x.currency)}: ${s(x.orders)} orders, gross ${s(x.gross)}, discounts ${s(x.discounts)}, net ${s(x.net)}, AOV ${s(x.aov)}`).join('; ')}${win(r)}.`
      : `No orders${win(r)}.`,
  aov_decomposition: (r) => {
    const d = r.data[0] as { currency: string; revenue: Row; aov: Row | null } | undefined;
    if (!d) return `No orders to compare${win(r)}.`;
    const v = d.revenue;
    const a = d.aov ? ` AOV ${s(d.aov.before)} → ${s(d.aov.after)} (${s(d.aov.change)}: quantity ${s(d.aov.quantity_effect)}, mix ${s(d.aov.mix_effect)}, price ${s(d.aov.price_effect)}).` : ' AOV cannot be compared: one of the windows has no orders.';
    return `Net revenue ${s(v.before)} → ${s(v.after)} ${d.currency} (${s(v.change)}: orders ${s(v.orders_effect)}, quantity ${s(v.quantity_effect)}, mix ${s(v.mix_effect)}, price ${s(v.price_effect)})${win(r)}.${a}`;
  },
  product_performance: (r) => (r.data.length ? `Best-selling products${win(r)}: ${top(r.data, 10, (p) => `${s(p.product)} ${s(p.units)} units, net ${s(p.net)} ${s(p.currency)}`)}.` : `No products sold${win(r)}.`),
  page_to_product_attribution: (r) => (r.data.length ? `Products bought after those pages${win(r)}: ${top(r.data, 10, (p) => `${s(p.product)} (${s(p.orders)} orders by ${s(p.buyers)} buyers)`)}.` : `No orders followed those pages${win(r)}.`),
  price_history: (r) => (r.data.length ? `Observed prices: ${top(r.data, 20, (p) => `${s(p.product)} ${s(p.price)} from ${date(p.observed_at instanceof Date ? p.observed_at.toISOString() : p.observed_at)}`)}.` : 'No price changes have been observed.'),
  membership_conversion_paths: (r) =>
    r.data.length && 'path' in r.data[0]! && 'people' in r.data[0]!
      ? `People by path${win(r)} (${r.coverage}): ${r.data.map((p) => `${s(p.path)} ${s(p.people)}`).join('; ')}.`
      : r.data.length
        ? `${r.coverage}: ${top(r.data, 20, (p) => `${s(p.resolved_email)} (${s(p.path)})`)}.`
        : `Nobody visited, signed up or started a membership${win(r)}.`,
  causal_impact: (r) => {
    const d = r.data[0] as { product: string | null; metric: string; currency?: string | null; intervention_date?: string; post_days?: number; verdict: string; reasons: string[]; effect: Row | null; placebo_p?: number | null } | undefined;
    if (!d) return 'No estimate was made.';
    const what = `${d.metric === 'units' ? 'units sold' : `net sales${d.currency ? ` (${d.currency})` : ''}`} of ${d.product ?? 'the whole store'}`;
    const e = d.effect;
    const estimate = e
      ? ` Over the ${s(d.post_days)} days from ${s(d.intervention_date)}: observed ${s(e.observed)} vs ${s(e.predicted)} predicted without the change, a difference of ${s(e.absolute)} (${s(e.relative)}%), 95% interval ${s((e.interval as unknown[])[0])} to ${s((e.interval as unknown[])[1])}${d.placebo_p !== null && d.placebo_p !== undefined ? `, placebo p ${s(d.placebo_p)}` : ''}.`
      : '';
    return d.verdict === 'effect'
      ? `The change on ${s(d.intervention_date)} had an effect on ${what}.${estimate} This holds under the method's assumptions (see the caveats).`
      : `Inconclusive for ${what}: ${d.reasons.join('; ')}.${estimate}`;
  },
  customer_counts: (r) => `${s(r.data[0]?.new_customers)} new and ${s(r.data[0]?.returning_customers)} returning customers ordered${win(r)}.`,
  open_recommendations: (r) => (r.data.length ? `${r.coverage}: ${top(r.data, 10, (x) => `${s(x.title)} [${s(x.subject)}]`)}.` : 'There are no open recommendations.'),
  workspace_setup: (r) => {
    const by = Object.fromEntries(r.data.map((d) => [d.section, d])) as Record<string, Row>;
    const o = by.onboarding ?? {};
    const todo = ['pixel_installed', 'pixel_verified', 'intent_step_completed', 'esp_connected_or_skipped', 'activated'].filter((k) => !o[k]).map((k) => k.replace(/_/g, ' '));
    return `Onboarding: ${s(o.steps_done)} of ${s(o.steps_total)} steps done${todo.length ? ` (left: ${todo.join(', ')})` : ''}. Pixel last seen ${date(by.pixel?.last_seen_at)}. Store: ${s(by.store?.status)}. Email platform: ${s(by.email_platform?.status)}. Identification: ${s(by.identification?.identified_7d)} of ${s(by.identification?.visitors_7d)} visitors identified over the last seven days. Plan ${s(by.plan_usage?.effective_plan)}: ${s(by.plan_usage?.accounts_this_month)} of ${s(by.plan_usage?.monthly_cap)} accounts used this month.`;
  },
  intent_pages: (r) => (r.data.length ? `Intent pages: ${r.data.map((p) => `${s(p.pattern)} (weight ${s(p.score_weight)})`).join(', ')}.` : none('intent pages')),
  enrichment_config: (r) => {
    const c = r.data[0] ?? {};
    const p = (c.page_patterns as string[]) ?? [];
    return `Enrichment vendor: ${s(c.vendor)}; page patterns: ${p.length ? p.join(', ') : 'none'}${c.enabled ? '' : ' (enrichment is effectively off)'}.`;
  },
  sync_rules: (r) => (r.data.length ? `${r.coverage}: ${r.data.map((x) => `"${s(x.name)}" ${s(x.state)}, intent ${s(x.min_intent)}+${x.classification ? `, ${s(x.classification)}` : ''}, last run ${date(x.last_run_at)}`).join('; ')}.` : none('sync rules')),
  dry_run_sync_rule: (r) => `${r.coverage}.${r.data.length ? ` Top: ${top(r.data.filter((x) => !x.is_locked), 5, (x) => `${s(x.resolved_email)} (intent ${s(x.intent_score)})`) || 'none accessible'}.` : ''} Nothing was sent.`,
  list_api_keys: (r) => (r.data.length ? `API keys: ${r.data.map((k) => `"${s(k.name)}" (${s(k.prefix)}…, ${Array.isArray(k.scopes) ? k.scopes.join('+') : s(k.scopes)}${k.revoked_at ? ', revoked' : ''})`).join(', ')}. ${r.coverage}.` : none('API keys')),
  list_webhooks: (r) => (r.data.length ? `${r.coverage}: ${r.data.map((w) => `${s(w.url)} ${s(w.state)}${Number(w.consecutive_failures) ? ` (${s(w.consecutive_failures)} failures in a row)` : ''}`).join('; ')}.` : none('webhook endpoints')),
  list_alert_destinations: (r) => (r.data.length ? `${r.coverage}: ${r.data.map((d) => `"${s(d.name)}" (${s(d.kind)}, ${s(d.state)}, intent ${s(d.min_intent)}+)`).join('; ')}.` : none('alert destinations')),
  identification_status: (r) => {
    const t = r.data.find((d) => d.section === 'totals');
    if (!t) return `No visitors were seen${win(r)}.`;
    const src = r.data.filter((d) => d.section === 'source');
    return `${s(t.identified)} of ${s(t.visitors_seen)} visitors identified${win(r)} (${s(t.identified_pct)}%)${src.length ? `; by source: ${src.map((x) => `${s(x.resolution_source)} ${s(x.identified)}`).join(', ')}` : ''}. ${s(t.events_waiting)} events waiting; last run ${date(t.last_run_at)}.`;
  },
  list_conversations: (r) => (r.data.length ? `${r.coverage}: ${r.data.map((c) => `"${s(c.title ?? c.thread_id)}" (${s(c.turns)} turns, ${date(c.updated_at)})`).join('; ')}.` : none('saved conversations')),
  get_conversation: (r) => `${r.coverage}.${r.data.length ? ` ${r.data.slice(0, 5).map((t) => `Q: ${s(t.question)}`).join(' ')}` : ''}`,
  list_team: (r) => (r.data.length ? `${r.coverage}: ${r.data.map((m) => `${s(m.email)} (${s(m.role)}${m.status === 'invited' ? ', invited' : ''})`).join(', ')}.` : 'No team members are recorded.'),
  subscription: (r) => {
    const p = r.data[0] ?? {};
    return `Plan: ${s(p.plan)}${p.trial_active ? ` (trial at ${s(p.effective_plan)} until ${date(p.trial_ends_at)})` : ''}. ${s(p.accounts_this_month)} of ${s(p.monthly_cap)} accounts used this month${Number(p.over_cap_this_month) ? `, ${s(p.over_cap_this_month)} over the cap` : ''}.`;
  },
  esp_connection: (r) => {
    const e = r.data[0] ?? {};
    return e.provider ? `Email platform: ${s(e.provider)}, ${s(e.status)}${e.sandbox ? ' (sandbox: nothing is sent)' : ''}.` : `No email platform is connected (${s(e.status)}).`;
  },
  // the traffic tools' answer is their lead sentence (lead.ts); this is the evidence after it
  visiting_accounts: (r) => `${r.coverage}.${r.caveats.length ? ' ' + r.caveats.join(' ') : ''}`,
  page_funnel: (r) => (r.caveats.length ? r.caveats.join(' ') : ''),
  data_coverage: (r) => (r.caveats.length ? r.caveats.join(' ') : ''),
  recall_facts: (r) => (r.data.length ? `I remember: ${r.data.map((f) => `"${s(f.text)}"`).join('; ')}.` : 'I have no remembered facts for this workspace.'),
} satisfies Partial<Record<ImplementedTool, Format>>;

/** Changes: one sentence from the changed row. */
const changed: Format = (r) => {
  const row = r.data[0] ?? {};
  const what = Object.entries(row)
    .filter(([k, v]) => v !== null && typeof v !== 'object' && !k.startsWith('previous'))
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${s(v)}`)
    .join(', ');
  return `Done. ${what}.${r.caveats.length ? ' ' + r.caveats.join(' ') : ''}`;
};

const CHANGE_TOOLS = [
  'classify_account', 'set_visitor_contacted', 'set_recommendation_status', 'update_enrichment_config', 'create_sync_rule', 'update_sync_rule',
  'set_sync_rule_state', 'replace_intent_pages', 'create_api_key', 'revoke_api_key', 'create_webhook', 'set_webhook_state',
  'create_alert_destination', 'set_alert_destination_state', 'verify_pixel', 'test_pixel', 'complete_intent_step', 'activate_workspace',
  'claim_domain', 'rename_conversation', 'delete_conversation', 'forget_fact', 'run_sync_rule', 'connect_esp', 'authorize_store', 'verify_esp', 'skip_esp', 'test_alert_destination', 'run_enrichment_pipeline',
  'invite_team_member', 'update_team_member', 'remove_team_member', 'cancel_invitation', 'start_checkout', 'open_billing_portal',
] as const;

export const FORMATTERS: Record<ImplementedTool, Format> = {
  ...(Object.fromEntries(CHANGE_TOOLS.map((t) => [t, changed])) as Record<(typeof CHANGE_TOOLS)[number], Format>),
  ...READ_FORMATTERS,
};
