// Which database errors are about the data a statement carried rather than the database being
// unreachable. A data error fails again on every retry, so its row is refused or set aside; any
// other error (connection refused or lost, shutdown, timeout) is an outage, and the work is retried.

/** The SQLSTATE of a PostgreSQL error (pg and PGlite both set `code`), or null. */
export function sqlState(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/**
 * Class 22 (data exception: NUL or a bad escape in text or jsonb, a value too long) and class 54
 * (program limit exceeded: an index row or a statement too large).
 */
export function isDataError(err: unknown): boolean {
  const s = sqlState(err);
  return s !== null && (s.startsWith('22') || s.startsWith('54'));
}
