// One config module: every environment variable the service reads is declared here and
// validated once at start-up. A bad value stops the process with a message naming it.
import { z } from 'zod';

const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const port = z.coerce.number().int().min(0).max(65535);

export const ROLES = ['gateway', 'accounts', 'copilot', 'webhooks', 'collector', 'worker'] as const;
export type Role = (typeof ROLES)[number];

export const configSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /// public origin used in capabilities `servers` and printed links; defaults to http://HOST:PORT
  SIGNAL_PUBLIC_URL: z.url().optional(),
  /// PostgreSQL; when unset, embedded PGlite on disk under SIGNAL_DATA_DIR
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SIGNAL_DATA_DIR: z.string().min(1).default('./data'),
  /// 32 bytes (64 hex chars or base64) encrypting webhook secrets at rest; generated into the data dir when unset
  SIGNAL_SECRET_KEY: z
    .string()
    .refine((v) => decodeKey(v) !== null, 'must be 32 bytes as 64 hex characters or base64')
    .optional(),
  /// signs the caller context the gateway forwards to subgraphs; generated into the data dir when unset
  SIGNAL_INTERNAL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /// external identity provider; setting it turns the development issuer off
  SIGNAL_JWKS_URL: z.url().optional(),
  SIGNAL_JWT_ISSUER: z.string().min(1).optional(),
  SIGNAL_JWT_AUDIENCE: z.string().min(1).default('signal-service'),
  /// the dashboard's sign-in at the external identity provider (OpenID Connect authorization code flow with PKCE, run
  /// by the server): its authorization and token endpoints and this service's client id (secret: confidential clients)
  SIGNAL_OIDC_AUTHORIZE_URL: z.url().optional(),
  SIGNAL_OIDC_TOKEN_URL: z.url().optional(),
  SIGNAL_OIDC_CLIENT_ID: z.string().min(1).optional(),
  SIGNAL_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  SIGNAL_OIDC_SCOPES: z.string().min(1).default('openid email profile'),
  /// shared rate-limit counters across processes
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /// requests with missing or invalid credentials allowed per client IP per window (then 429)
  SIGNAL_AUTH_FAILURE_POINTS: z.coerce.number().int().positive().default(60),
  SIGNAL_AUTH_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /// allow webhook delivery to loopback/private http URLs (development and tests only)
  SIGNAL_WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  /// run the webhook delivery worker in this process (tests turn it off and drive worker.tick())
  SIGNAL_WEBHOOK_WORKER: bool.default(true),
  /// deliveries in flight at once per worker process
  SIGNAL_WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(64),
  /// create the demo workspace on the first start of an empty embedded database
  SIGNAL_DEMO: bool.default(true),
  /// run the scheduled jobs (identify, attribution, recommendations) in this process
  SIGNAL_JOBS: bool.default(true),
  SIGNAL_IDENTIFY_INTERVAL_SECONDS: z.coerce.number().int().positive().default(60),
  /// identify batches a run processes at once, each its own transaction on its own connection (PostgreSQL; the embedded database runs one)
  SIGNAL_IDENTIFY_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  /// comma-separated domains treated as companies even though they are on the consumer-mailbox list
  SIGNAL_MAILBOX_ALLOWLIST: z.string().optional(),
  /// optional OpenAI-compatible planner
  COPILOT_LLM_URL: z.url().optional(),
  COPILOT_LLM_MODEL: z.string().default('llama3.1'),
  COPILOT_LLM_KEY: z.string().optional(),
  /// email platforms (issue 16): OAuth app credentials; without both, that platform runs as a sandbox that records what would be sent
  KLAVIYO_CLIENT_ID: z.string().min(1).optional(),
  KLAVIYO_CLIENT_SECRET: z.string().min(1).optional(),
  /// Klaviyo's consent page and API root (tests point them at fakes on 127.0.0.1)
  KLAVIYO_AUTHORIZE_URL: z.url().default('https://www.klaviyo.com/oauth/authorize'),
  KLAVIYO_API_URL: z.url().default('https://a.klaviyo.com'),
  /// space-separated OAuth scopes requested from Klaviyo
  KLAVIYO_SCOPES: z.string().min(1).default('accounts:read lists:read lists:write profiles:read profiles:write'),
  /// Shopify (issue 17): the app's OAuth credentials; the store connection needs both
  SHOPIFY_CLIENT_ID: z.string().min(1).optional(),
  SHOPIFY_CLIENT_SECRET: z.string().min(1).optional(),
  SHOPIFY_SCOPES: z.string().min(1).default('read_orders,read_products,read_customers,read_own_subscription_contracts'),
  /// how often connected stores sync incrementally (scheduled job `stores`)
  SIGNAL_STORE_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(60).default(3600),
  SHOPIFY_API_VERSION: z.string().regex(/^\d{4}-\d{2}$/).default('2025-01'),
  /// tests only: send every shop's OAuth and Admin API calls to this origin (a fake store on 127.0.0.1)
  SHOPIFY_ADMIN_ORIGIN: z.url().optional(),
  MAILCHIMP_CLIENT_ID: z.string().min(1).optional(),
  MAILCHIMP_CLIENT_SECRET: z.string().min(1).optional(),
  /// Mailchimp's OAuth host (authorize, token, metadata); the API root comes from the metadata endpoint
  MAILCHIMP_LOGIN_URL: z.url().default('https://login.mailchimp.com'),
  /// enrichment vendor (People Data Labs person enrichment); without a key the vendor is a sandbox that calls and charges nothing
  PDL_API_KEY: z.string().min(1).optional(),
  PDL_API_URL: z.url().default('https://api.peopledatalabs.com'),
  /// Stripe billing (Checkout and Billing Portal sessions, signed webhooks); without a key start_checkout returns a labelled sandbox link
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_... or rk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)').optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /// plan=price id pairs, e.g. "starter=price_1,pro=price_2,pro_plus=price_3,enterprise=price_4"
  STRIPE_PRICES: z.string().regex(/^(?:(?:starter|pro|pro_plus|enterprise)=price_\w+)(?:,(?:starter|pro|pro_plus|enterprise)=price_\w+)*$/, 'plan=price_... pairs, comma-separated').optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /// the roles this process runs (comma-separated; `npm start -- --role ...` sets it): gateway (with
  /// the REST facade and the operator API), accounts, copilot, webhooks (subgraphs over HTTP),
  /// collector (pixel and /collect), worker (scheduled jobs and webhook delivery); default all
  SIGNAL_ROLES: z
    .string()
    .default(ROLES.join(','))
    .transform((v, ctx) => {
      const names = v.split(',').map((r) => r.trim()).filter(Boolean);
      const unknown = names.filter((r) => !(ROLES as readonly string[]).includes(r));
      if (unknown.length || names.length === 0) {
        ctx.addIssue({ code: 'custom', message: `roles are ${ROLES.join(', ')}` });
        return z.NEVER;
      }
      return new Set(names as Role[]);
    }),
  /// where the gateway reaches each subgraph's POST /graphql; unset means in this process
  SIGNAL_SUBGRAPH_ACCOUNTS_URL: z.url().optional(),
  SIGNAL_SUBGRAPH_COPILOT_URL: z.url().optional(),
  SIGNAL_SUBGRAPH_WEBHOOKS_URL: z.url().optional(),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string; embedded: boolean };

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`invalid configuration:\n  ${issues.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // empty strings mean "unset", as in most shells' `VAR= cmd`
  const cleaned = Object.fromEntries(
    Object.keys(configSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`),
    );
  }
  const c = parsed.data;
  const problems: string[] = [];
  if (c.SIGNAL_JWKS_URL && !c.SIGNAL_JWT_ISSUER) problems.push('SIGNAL_JWT_ISSUER: required when SIGNAL_JWKS_URL is set');
  const oidc = [c.SIGNAL_OIDC_AUTHORIZE_URL, c.SIGNAL_OIDC_TOKEN_URL, c.SIGNAL_OIDC_CLIENT_ID];
  if (oidc.some(Boolean) && !oidc.every(Boolean))
    problems.push('SIGNAL_OIDC_AUTHORIZE_URL, SIGNAL_OIDC_TOKEN_URL and SIGNAL_OIDC_CLIENT_ID: set all three or none');
  if ((oidc.some(Boolean) || c.SIGNAL_OIDC_CLIENT_SECRET) && !c.SIGNAL_JWKS_URL)
    problems.push('SIGNAL_OIDC_*: the sign-in needs the identity provider\'s keys too (SIGNAL_JWKS_URL, SIGNAL_JWT_ISSUER)');
  if (c.NODE_ENV === 'production' && c.DATABASE_URL && !c.SIGNAL_SECRET_KEY)
    problems.push('SIGNAL_SECRET_KEY: required in production with DATABASE_URL (secrets must not live in a local file)');
  for (const p of ['KLAVIYO', 'MAILCHIMP', 'SHOPIFY'] as const)
    if (!c[`${p}_CLIENT_ID`] !== !c[`${p}_CLIENT_SECRET`]) problems.push(`${p}_CLIENT_ID and ${p}_CLIENT_SECRET: set both or neither`);
  if (c.STRIPE_SECRET_KEY && (!c.STRIPE_WEBHOOK_SECRET || !c.STRIPE_PRICES))
    problems.push('STRIPE_WEBHOOK_SECRET and STRIPE_PRICES: required with STRIPE_SECRET_KEY (plans move only by signed webhook)');
  if (problems.length) throw new ConfigError(problems);
  const host = c.HOST === '0.0.0.0' || c.HOST === '::' ? '127.0.0.1' : c.HOST;
  return {
    ...c,
    publicUrl: (c.SIGNAL_PUBLIC_URL ?? `http://${host}:${c.PORT}`).replace(/\/$/, ''),
    embedded: !c.DATABASE_URL,
  };
}

export function decodeKey(v: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  const b = Buffer.from(v, 'base64');
  return b.length === 32 ? b : null;
}
