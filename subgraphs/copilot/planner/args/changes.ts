// Argument builders of the change tools (and their dry runs): the record named, the new name or
// state asked for; a missing required argument is a clarification that lists what exists.
import type { ImplementedTool } from '../../tools/index.js';
import * as x from '../extract.js';
import { accountArgs, DEST, KEY_NOUN, nameOf, newName, RULE } from './mentions.js';
import { ask, list, one, type ArgContext, type Built } from './context.js';

export const CHANGE_BUILDERS: Partial<Record<ImplementedTool, (c: ArgContext) => Built>> = {
  dry_run_sync_rule(c) {
    const rule = nameOf(c, c.names.rules, RULE);
    if (!rule) return ask(`Which sync rule should I preview?${list(c.names.rules)}`);
    return one({ rule });
  },
  // ── changes ──
  classify_account(c) {
    const cls = x.classification(c.text);
    const d = accountArgs(c, 'should I classify');
    if (!Array.isArray(d)) return d;
    if (!cls) return ask(`What should ${d.join(', ')} be classified as: lead, customer, competitor or excluded?`);
    return { calls: d.map((domain) => ({ domain, classification: cls })) };
  },
  set_visitor_contacted(c) {
    const e = x.emails(c.raw);
    if (!e.length) return ask('Which visitor? Give their email address.');
    const undo = /\b(?:not contacted|uncontacted|unmark|clear|undo|remove the contacted|haven'?t|wasn'?t|was not|have not)\b/.test(c.text);
    return { calls: e.slice(0, 4).map((email) => ({ email, contacted: !undo })) };
  },
  set_recommendation_status(c) {
    const status = x.recommendationStatus(c.text);
    const subject = x.quoted(c.raw)[0] ?? x.knownName(c.raw, c.names.subjects) ?? x.domains(c.raw)[0];
    if (!subject) return ask(`Which recommendation? Name its subject.${list(c.names.subjects)}`);
    if (!status) return ask(`What should happen to the recommendation about "${subject}": snooze, dismiss, mark done, or reopen?`);
    const a: Record<string, unknown> = { subject, status };
    const days = x.snoozeDays(c.text);
    if (status === 'snoozed' && days) a.snooze_days = days;
    return one(a);
  },
  update_enrichment_config(c) {
    const p = x.paths(c.raw);
    const vendor = c.raw.match(/\bvendor\s+(?:to\s+)?["']?([\w.-]+)["']?/i)?.[1] ?? c.raw.match(/\b(?:use|switch to)\s+([A-Z][\w.-]+)\b/)?.[1];
    if (/\b(?:turn off|disable|stop|switch off|pause)\b/.test(c.text) && !p.length) return one({ page_patterns: [] });
    if (!p.length && !vendor) return ask('What should enrichment use: which page patterns (e.g. /pricing) or which vendor?');
    const a: Record<string, unknown> = {};
    if (p.length) a.page_patterns = p;
    if (vendor) a.vendor = vendor;
    return one(a);
  },
  create_sync_rule(c) {
    const name = newName(c, RULE);
    if (!name) return ask('What should the new sync rule be called?');
    const a: Record<string, unknown> = { name };
    const floor = x.intentFloor(c.text);
    if (floor !== undefined) a.min_intent = floor;
    const cls = x.classification(c.text.replace(/\bhot leads\b/, ''));
    if (cls && !x.quoted(c.raw).some((q) => x.classification(q.toLowerCase()) === cls)) a.classification = cls;
    return one(a);
  },
  update_sync_rule(c) {
    const rule = x.quoted(c.raw)[0] ?? x.knownName(c.raw, c.names.rules) ?? x.nameBefore(c.raw, RULE);
    if (!rule) return ask(`Which sync rule should I change?${list(c.names.rules)}`);
    const a: Record<string, unknown> = { rule };
    const rename = x.quoted(c.raw)[1] ?? c.raw.match(/\b(?:rename(?:d)?|call it|name it)\b.*?\bto\s+["']?([^"'?.!]+)["']?\s*[?.!]?$/i)?.[1]?.trim();
    if (rename && /\brename|call it|name it|new name\b/i.test(c.raw)) a.name = rename;
    const floor = x.intentFloor(c.text) ?? Number(c.text.match(/\b(?:to|at)\s+(\d{1,3})\b/)?.[1] ?? NaN);
    if (Number.isFinite(floor) && floor >= 0 && floor <= 100) a.min_intent = floor;
    const cls = x.classification(c.text.replace(rule.toLowerCase(), ''));
    if (cls && /\bonly|limit|restrict|classification\b/.test(c.text)) a.classification = cls;
    if (Object.keys(a).length === 1) return ask(`What should change on sync rule "${rule}": its name, minimum intent, classification or list?`);
    return one(a);
  },
  run_sync_rule(c) {
    const rule = nameOf(c, c.names.rules, RULE);
    if (!rule) return ask(`Which sync rule should I run?${list(c.names.rules)}`);
    return one({ rule });
  },
  test_alert_destination(c) {
    const destination = nameOf(c, c.names.destinations, DEST) ?? c.raw.match(/(#[\w-]+)/)?.[1];
    if (!destination) return ask(`Which alert destination should I send a test message to?${list(c.names.destinations)}`);
    return one({ destination });
  },
  invite_team_member(c) {
    const email = x.emails(c.raw)[0];
    if (!email) return ask('Who should I invite? Give their email address.');
    // roles from the raw text: the typo corrector may pluralise them ("an admin" → "an admins")
    return one({ email, role: /\bowners?\b/i.test(c.raw) ? 'owner' : /\badmins?\b/i.test(c.raw) ? 'admin' : 'member' });
  },
  update_team_member(c) {
    const email = x.emails(c.raw)[0];
    const role = /\bowners?\b/i.test(c.raw) ? 'owner' : /\badmins?\b/i.test(c.raw) ? 'admin' : /\bmembers?\b/i.test(c.raw) ? 'member' : null;
    if (!email) return ask("Whose role should change? Give the member's email address.");
    if (!role) return ask(`What role should ${email} have: admin or member?`);
    return one({ email, role });
  },
  remove_team_member(c) {
    const email = x.emails(c.raw)[0];
    return email ? one({ email }) : ask("Who should I remove? Give the member's email address.");
  },
  cancel_invitation(c) {
    const email = x.emails(c.raw)[0];
    return email ? one({ email }) : ask("Whose invitation should I cancel? Give the invitee's email address.");
  },
  start_checkout(c) {
    const plan = c.text.match(/\b(pro[ _]plus|pro\+|starter|pro|enterprise)\b/)?.[1]?.replace(/pro[ _]plus|pro\+/, 'pro_plus');
    return plan ? one({ plan }) : ask('Which plan: starter, pro, pro_plus or enterprise?');
  },
  authorize_store(c) {
    const shop = c.text.match(/\b([a-z0-9][a-z0-9-]*\.myshopify\.com)\b/)?.[1];
    return shop ? one({ shop }) : ask('Which Shopify store should I connect? Give its <name>.myshopify.com domain.');
  },
  connect_esp(c) {
    const provider = c.text.match(/\b(klaviyo|mailchimp)\b/)?.[1];
    if (!provider) return ask('Which email platform should I connect: Klaviyo or Mailchimp?');
    return one({ provider });
  },
  set_sync_rule_state(c) {
    const rule = nameOf(c, c.names.rules, RULE);
    const action = x.stateAction(c.text.replace((rule ?? '\u0000').toLowerCase(), ''));
    if (!rule) return ask(`Which sync rule?${list(c.names.rules)}`);
    if (!action) return ask(`Should I activate, pause or delete sync rule "${rule}"?`);
    return one({ rule, action });
  },
  replace_intent_pages(c) {
    const p = x.paths(c.raw);
    if (!p.length) return ask('Which pages should count as intent pages? List their paths, e.g. /pricing, /demo.');
    const weights = new Map<string, number>();
    for (const m of c.raw.matchAll(/(\/[\w\-/*.]*)\s*(?:\(|with\s+)?(?:weight|x|×|at)\s*(\d+(?:\.\d+)?)/gi)) weights.set(m[1]!, Number(m[2]));
    return one({ pages: p.map((pattern) => (weights.has(pattern) ? { pattern, score_weight: weights.get(pattern) } : { pattern })) });
  },
  create_api_key(c) {
    const name = newName(c, KEY_NOUN);
    if (!name) return ask('What should the new API key be called (for example the integration that will use it)?');
    const scopes = /\bcopilot\b/.test(c.text) ? (/\bread\b|\bboth\b/.test(c.text) ? ['read', 'copilot'] : ['copilot']) : ['read'];
    return one({ name, scopes });
  },
  revoke_api_key(c) {
    const key = nameOf(c, c.names.keys, KEY_NOUN);
    if (!key) return ask(`Which API key should I revoke?${list(c.names.keys)}`);
    return one({ key });
  },
  create_webhook(c) {
    const u = x.urls(c.raw)[0];
    if (!u) return ask('Which URL should receive the webhook events? It must be https.');
    return one({ url: u });
  },
  set_webhook_state(c) {
    const u = x.urls(c.raw)[0] ?? (c.names.webhooks.length === 1 && /\b(?:the|my|our) (?:webhook|endpoint)\b/.test(c.text) ? c.names.webhooks[0] : undefined);
    const s = x.stateAction(c.text);
    if (!u) return ask(`Which webhook endpoint? Give its URL.${list(c.names.webhooks)}`);
    if (!s) return ask(`Should I enable, disable or delete ${u}?`);
    return one({ url: u, action: s === 'activate' ? 'enable' : s === 'pause' ? 'disable' : 'delete' });
  },
  create_alert_destination(c) {
    const u = x.urls(c.raw)[0];
    const name = x.quoted(c.raw)[0] ?? x.calledName(c.raw) ?? c.raw.match(/(#[\w-]+)/)?.[1];
    if (!u) return ask('What is the incoming webhook URL of the channel to alert?');
    if (!name) return ask('What should the alert destination be called?');
    const a: Record<string, unknown> = { name, url: u };
    a.kind = /\bteams\b/.test(c.text) ? 'teams' : /\bslack\b/.test(c.text) || /hooks\.slack\.com/.test(u) ? 'slack' : 'generic';
    const floor = x.intentFloor(c.text);
    if (floor !== undefined) a.min_intent = floor;
    return one(a);
  },
  set_alert_destination_state(c) {
    const destination = nameOf(c, c.names.destinations, DEST) ?? c.raw.match(/(#[\w-]+)/)?.[1];
    const action = x.stateAction(c.text);
    if (!destination) return ask(`Which alert destination?${list(c.names.destinations)}`);
    if (!action) return ask(`Should I activate, pause or delete "${destination}"?`);
    return one({ destination, action });
  },
  claim_domain(c) {
    const d = x.domains(c.raw)[0];
    if (!d) return ask('Which domain should I claim for this workspace?');
    return one({ domain: d });
  },
  rename_conversation(c) {
    const q = x.quoted(c.raw);
    const conv = q.length >= 2 ? q[0] : x.knownName(c.raw, c.names.conversations);
    const title = q.length >= 2 ? q[1] : q[0] ?? c.raw.match(/\bto\s+(.+?)\s*[?.!]?$/i)?.[1];
    if (!conv) return ask(`Which conversation should I rename?${list(c.names.conversations)}`);
    if (!title || title === conv) return ask(`What should the new title of "${conv}" be?`);
    return one({ conversation: conv, title });
  },
  delete_conversation(c) {
    const conv = x.quoted(c.raw)[0] ?? x.knownName(c.raw, c.names.conversations);
    if (!conv) return ask(`Which conversation should I delete?${list(c.names.conversations)}`);
    return one({ conversation: conv });
  },
  forget_fact(c) {
    const f =
    x.quoted(c.raw)[0] ??
    x.knownName(c.raw, c.names.facts) ??
    c.raw.match(/\bforg\w*\s+(?:that|about|the fact that)\s+(.+?)\s*[?.!]?$/i)?.[1] ??
    c.raw.match(/\bforg\w*\s+(?:the\s+)?(.+?)\s+(?:fact|thing|one|memory)\b/i)?.[1];
    if (!f) return ask(`Which remembered fact should I forget?${list(c.names.facts)}`);
    return one({ fact: f });
  },
};
