// The words the planner understands, grouped by concept. Typo correction (normalize.ts) maps an
// unknown word onto one of these, so each synonym is written once here and nowhere else.
export const CONCEPTS = {
  account: ['account', 'accounts', 'company', 'companies', 'organisation', 'organisations', 'organization', 'organizations', 'org', 'orgs', 'firm', 'firms', 'business', 'businesses', 'domain', 'domains'],
  visitor: ['visitor', 'visitors', 'people', 'person', 'persons', 'contact', 'contacts', 'prospect', 'prospects', 'individual', 'individuals', 'user', 'users', 'who'],
  journey: ['journey', 'journeys', 'path', 'paths', 'clickstream', 'browsing', 'pageviews', 'pageview', 'sequence', 'sequences', 'flow', 'flows', 'route', 'routes', 'navigation', 'navigate'],
  attribution: ['attribution', 'channel', 'channels', 'campaign', 'campaigns', 'utm', 'source', 'sources', 'referrer', 'referrers', 'medium', 'attributed', 'linkedin', 'facebook', 'google', 'organic'],
  recommendation: ['recommendation', 'recommendations', 'suggestion', 'suggestions', 'insight', 'insights', 'todo', 'todos', 'tasks', 'advice', 'recommend', 'recommended', 'suggest'],
  setup: ['setup', 'onboarding', 'installation', 'install', 'installed', 'checklist', 'configured', 'progress'],
  pixel: ['pixel', 'snippet', 'tracking', 'tracker', 'script', 'tag'],
  intent_pages: ['intent', 'pages', 'page', 'weight', 'weights', 'scoring'],
  enrichment: ['enrichment', 'enrich', 'enriched', 'enriching', 'vendor', 'abandoners', 'abandoner'],
  sync_rule: ['sync', 'syncs', 'rule', 'rules', 'syncing', 'automation', 'automations'],
  api_key: ['key', 'keys', 'token', 'tokens', 'credential', 'credentials', 'api'],
  webhook: ['webhook', 'webhooks', 'endpoint', 'endpoints', 'callback', 'callbacks'],
  alert: ['alert', 'alerts', 'destination', 'destinations', 'slack', 'teams', 'notification', 'notifications', 'channel'],
  identification: ['identification', 'identified', 'identify', 'identifying', 'identity', 'identities', 'match', 'resolution', 'resolved', 'unmasked', 'deanonymised', 'deanonymized', 'pipeline'],
  conversation: ['conversation', 'conversations', 'chat', 'chats', 'thread', 'threads', 'history', 'discussion', 'discussions'],
  team: ['team', 'teammates', 'teammate', 'members', 'member', 'colleagues', 'colleague', 'seats', 'invitations', 'invitation', 'invites', 'admins', 'owner', 'owners'],
  subscription: ['plan', 'subscription', 'tier', 'cap', 'quota', 'usage', 'limit', 'limits', 'trial', 'allowance', 'billing'],
  esp: ['esp', 'klaviyo', 'mailchimp', 'hubspot', 'sendgrid', 'brevo', 'platform', 'newsletter'],
  fact: ['fact', 'facts', 'remember', 'remembered', 'memory', 'memories', 'know', 'noted'],
} as const;

export type Concept = keyof typeof CONCEPTS;

/** Verbs and words that carry the operation. */
export const OPERATION_WORDS = [
  'show', 'list', 'display', 'give', 'tell', 'find', 'search', 'lookup', 'which', 'what', 'many', 'count', 'view', 'see', 'check',
  'create', 'add', 'make', 'new', 'register', 'generate', 'issue', 'mint', 'setup',
  'update', 'change', 'edit', 'modify', 'adjust', 'raise', 'lower', 'bump', 'increase', 'decrease', 'rename', 'retitle', 'call',
  'delete', 'remove', 'drop', 'destroy', 'erase', 'trash', 'discard',
  'activate', 'enable', 'resume', 'unpause', 'start', 'reactivate', 'reenable',
  'pause', 'disable', 'stop', 'suspend', 'deactivate', 'halt', 'mute',
  'revoke', 'invalidate', 'kill', 'classify', 'reclassify', 'label', 'categorise', 'categorize', 'mark', 'flag', 'tag',
  'snooze', 'dismiss', 'done', 'complete', 'completed', 'finish', 'finished', 'reopen', 'resolved', 'handled', 'ignore',
  'contacted', 'reached', 'emailed', 'called', 'replace', 'verify', 'verified', 'confirm', 'test', 'ping', 'forget', 'claim',
  'preview', 'simulate', 'would', 'dry', 'run', 'trigger', 'execute', 'connect', 'invite', 'upgrade', 'downgrade', 'cancel',
  'competitor', 'competitors', 'customer', 'customers', 'lead', 'leads', 'excluded', 'exclude', 'rival', 'rivals', 'client', 'clients',
  'intent', 'score', 'scores', 'highest', 'hottest', 'engaged', 'active', 'paused', 'enabled', 'disabled', 'open', 'pending',
  'yesterday', 'today', 'week', 'weeks', 'month', 'months', 'quarter', 'year', 'days', 'since', 'last', 'past',
  'workspace', 'website', 'visits', 'visited', 'traffic', 'sessions', 'session', 'views', 'pageviews', 'pricing', 'emails', 'email', 'sent', 'send',
];

export const VOCABULARY: string[] = [...new Set([...Object.values(CONCEPTS).flat(), ...OPERATION_WORDS])];
