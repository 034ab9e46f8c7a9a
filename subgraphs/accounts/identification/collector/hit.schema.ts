// What the pixel sends (one JSON object per request). Short keys keep beacons small. Unknown
// members are dropped, so older and newer pixels both keep working. Every string is bounded and
// must be storable text (no NUL, no unpaired surrogate: storableText.ts), so a hit is judged on its
// own here and never fails the group INSERT it would share with other customers' hits. Half an
// emoji at the very end is dropped, not refused: the pixel's own cuts (title at 512) leave it.
import { z } from 'zod';
import { unstorableReason, withoutCutHalf } from '../storableText.js';
import { UTM_KEYS } from '../traffic/pageUrl.js';

export const MAX_BODY_BYTES = 16 * 1024; // a hit is a few hundred bytes; anything larger is abuse
export const SITE_KEY_PATTERN = /^site_[A-Za-z0-9]{1,64}$/;

/** Longest value per field, in UTF-16 units (the pixel cuts to these); the pipeline reuses them. */
export const HIT_LIMITS = { v: 128, u: 2048, r: 2048, ti: 512, utm: 256, e: 254, n: 200, user_agent: 512 } as const;

/** details.code of a field refused for holding NUL or an unpaired surrogate */
export const UNSTORABLE_TEXT = 'unstorable_text';

const storable = (s: z.ZodString) =>
  s.overwrite(withoutCutHalf).superRefine((v, ctx) => {
    const reason = unstorableReason(v);
    if (reason) ctx.addIssue({ code: 'custom', message: reason, params: { code: UNSTORABLE_TEXT } });
  });

const httpUrl = storable(z.string().max(HIT_LIMITS.u)).refine(
  (s) => /^https?:\/\//i.test(s) && URL.canParse(s),
  'must be an absolute http(s) URL',
);

const utmValue = storable(z.string().trim().max(HIT_LIMITS.utm));

export const HitSchema = z.object({
  /** site key; may instead travel as ?k= on the collector URL */
  k: z.string().regex(SITE_KEY_PATTERN, 'must be a site key (site_...)').optional(),
  /** pageview, or identify (a form was submitted with an email field) */
  t: z.enum(['pageview', 'identify']).default('pageview'),
  /** first-party visitor id from the pixel's cookie */
  v: z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'must be 8-128 characters of A-Z a-z 0-9 _ . : -'),
  /** page URL */
  u: httpUrl,
  /** referrer */
  r: z.union([httpUrl, z.literal('')]).nullish(),
  /** page title */
  ti: storable(z.string().max(HIT_LIMITS.ti)).nullish(),
  utm: z.object(Object.fromEntries(UTM_KEYS.map((k) => [k, utmValue.optional()])) as Record<(typeof UTM_KEYS)[number], z.ZodOptional<typeof utmValue>>).optional(),
  /** captured email (identify) */
  e: storable(z.string().trim().max(HIT_LIMITS.e)).pipe(z.email()).nullish(),
  /** captured name (identify), when the form had one */
  n: storable(z.string().trim().max(HIT_LIMITS.n)).nullish(),
}).refine((h) => h.t !== 'identify' || !!h.e, { message: 'identify hits need an email (e)', path: ['e'] });

export type Hit = z.infer<typeof HitSchema>;
/** What is stored in raw_events.payload: the validated hit without its site key. */
export type StoredHit = Omit<Hit, 'k'>;
