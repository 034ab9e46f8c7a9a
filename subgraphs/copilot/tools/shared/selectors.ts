// Name selectors (spec 4.6), one function for every tool: the match is core/names.ts's (exact,
// ignoring only case and surrounding whitespace); nothing matched → a refusal listing what exists;
// several matched → a refusal saying it is ambiguous. Tools call it again when the approved call runs.
import { matchName, sameName } from '../../../../core/names.js';
import { NameResolutionRefusal } from '../../catalogue/types.js';

export { sameName };

const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

export interface NameSelector<T> {
  /** "sync rule", "alert destination" … */
  what: string;
  /** the names an item answers to, its display name first */
  names: (item: T) => (string | null | undefined)[];
  /** wording of the refusals, when the default does not fit */
  notFound?: (wanted: string, existing: string[]) => string;
  ambiguous?: (wanted: string, matches: T[]) => string;
  /**
   * When `items` are only the candidates a query narrowed down (too many records to load, e.g.
   * accounts by domain): the names a not-found refusal lists. By default, the items' names.
   */
  existing?: () => Promise<string[]>;
  /** settles a tie between several matches (e.g. the single open one); undefined leaves it ambiguous */
  prefer?: (matches: T[]) => T | undefined;
  /** the names an ambiguity refusal lists (default: every item's name) */
  ambiguousExisting?: (matches: T[]) => string[];
}

export async function resolveName<T>(items: readonly T[], wanted: string, sel: NameSelector<T>): Promise<T> {
  const m = matchName(items, sel.names, wanted);
  const name = wanted.trim();
  if (m.kind === 'one') return m.item;
  if (m.kind === 'none') {
    const existing = sel.existing ? await sel.existing() : m.existing;
    const message =
      sel.notFound?.(name, existing) ?? `No ${sel.what} is named "${name}". ${existingSentence(existing)}`;
    throw new NameResolutionRefusal(message, 'not_found', existing);
  }
  const preferred = sel.prefer?.(m.matches);
  if (preferred !== undefined) return preferred;
  const message =
    sel.ambiguous?.(name, m.matches) ?? `"${name}" is ambiguous: ${m.matches.length} ${sel.what}s have that name. Rename one first, then ask again.`;
  throw new NameResolutionRefusal(message, 'ambiguous', sel.ambiguousExisting?.(m.matches) ?? m.existing);
}

/** The listing sentence refusals use. */
export const existingSentence = (existing: string[], none = 'There are none yet.'): string =>
  existing.length ? `Existing: ${quoted(existing)}.` : none;
