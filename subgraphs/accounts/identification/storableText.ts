// Text PostgreSQL can store. No text or jsonb value may hold NUL (U+0000), and a jsonb string may
// not hold an unpaired UTF-16 surrogate, which a JavaScript string can (a hostile sender, or a
// title cut in the middle of an emoji); either fails the whole statement it travels in, with every
// other row in it. The collector refuses such a hit (unstorableReason), so its sender hears which
// field is wrong, after dropping the half pair a cut leaves at the end (withoutCutHalf: the pixel
// cuts by UTF-16 units); the pipeline repairs the values it derives itself (storable: decoded
// utm_* parameters, rows stored by older versions), since there is nobody left to tell.

/** what a UTF-8 encoder writes for an unpaired surrogate; also stands in for NUL */
export const REPLACEMENT = '\uFFFD';

// Node 20 has both; the project's TypeScript lib (ES2022) does not declare them yet
interface WellFormed {
  isWellFormed(): boolean;
  toWellFormed(): string;
}
const wf = (s: string) => s as unknown as WellFormed;

/** Why `s` cannot be stored as it is, or null when it can. */
export function unstorableReason(s: string): string | null {
  if (s.includes('\0')) return 'must not contain NUL (U+0000)';
  if (!wf(s).isWellFormed()) return 'must not contain an unpaired UTF-16 surrogate';
  return null;
}

/** `s` without the high surrogate a cut by UTF-16 units can leave as its last unit. */
export function withoutCutHalf(s: string): string {
  return s.length > 0 && isHigh(s.charCodeAt(s.length - 1)) ? s.slice(0, -1) : s;
}

/** `s` cut to `max` UTF-16 units (never inside a surrogate pair), NUL and unpaired surrogates replaced. */
export function storable(s: string, max: number): string {
  let out = s;
  if (out.length > max) {
    const pairSplit = isHigh(out.charCodeAt(max - 1)) && isLow(out.charCodeAt(max));
    out = out.slice(0, pairSplit ? max - 1 : max);
  }
  if (out.includes('\0')) out = out.replaceAll('\0', REPLACEMENT);
  return wf(out).isWellFormed() ? out : wf(out).toWellFormed();
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;
