// PostgreSQL text and jsonb cannot hold U+0000: a NUL that reaches a statement fails it (a 500).
// Inputs are checked for it where they enter, so the client gets its 422 or 404 instead.

export const hasNul = (s: string): boolean => s.includes('\u0000');

/** Path of the first string or object key holding a NUL in a parsed JSON value, or null. */
export function nulPath(value: unknown): (string | number)[] | null {
  // iterative: a 64 KB body can nest thousands of levels deep
  const stack: Array<{ v: unknown; path: (string | number)[] }> = [{ v: value, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasNul(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: [...path, i] });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        if (hasNul(k)) return [...path, k];
        stack.push({ v: child, path: [...path, k] });
      }
    }
  }
  return null;
}
