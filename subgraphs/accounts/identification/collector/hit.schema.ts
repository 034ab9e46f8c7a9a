// What the pixel sends (one JSON object per request). Short keys keep beacons small. Unknown
// members are dropped, so older and newer pixels both keep working.
import { z } from 'zod';
import { UTM_KEYS } from '../traffic/pageUrl.js';

export const MAX_BODY_BYTES = 16 * 1024; // a hit is a few hundred bytes; anything larger is abuse
export const SITE_KEY_PATTERN = /^site_[A-Za-z0-9]{1,64}$/;

const httpUrl = z
  .string()
  .max(2048)
  .refine((s) => /^https?:\/\//i.test(s) && URL.canParse(s), 'must be an absolute http(s) URL');

const utmValue = z.string().trim().max(256);

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
  ti: z.string().max(512).nullish(),
  utm: z.object(Object.fromEntries(UTM_KEYS.map((k) => [k, utmValue.optional()])) as Record<(typeof UTM_KEYS)[number], z.ZodOptional<typeof utmValue>>).optional(),
  /** captured email (identify) */
  e: z.string().trim().max(254).pipe(z.email()).nullish(),
  /** captured name (identify), when the form had one */
  n: z.string().trim().max(200).nullish(),
}).refine((h) => h.t !== 'identify' || !!h.e, { message: 'identify hits need an email (e)', path: ['e'] });

export type Hit = z.infer<typeof HitSchema>;
/** What is stored in raw_events.payload: the validated hit without its site key. */
export type StoredHit = Omit<Hit, 'k'>;
