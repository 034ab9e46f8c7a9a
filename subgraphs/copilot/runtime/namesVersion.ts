// What the copilot reads about a workspace's named records (rule, key, destination and conversation
// names, recommendation subjects, webhook URLs, remembered facts) is kept while the workspace's
// names version stands. The database bumps that version in every transaction that changes one of
// those names, whichever process wrote (migrations/0024_names_version), and the copilot reads it
// with the workspace row it reads for every question anyway: the very next question after a
// change sees it, and no question waits on a clock. No version given: read afresh, kept nowhere.

/** at most this many workspaces are kept per cache (least recently asked about go first) */
export const WORKSPACES_KEPT = 1000;

export type ByNamesVersion<T> = (workspaceId: string, version?: number) => Promise<T>;

/**
 * `load` wrapped: its value for a workspace is reused while the version given is the one it was
 * read at. A value read after the version was read can only be newer, and any change after that
 * bumps the version, so a reused value is never older than the version says. Callers must not
 * change what they are given (it is shared).
 */
export function byNamesVersion<T>(load: (workspaceId: string) => Promise<T>): ByNamesVersion<T> {
  const kept = new Map<string, { version: number; value: Promise<T> }>();
  return (workspaceId, version) => {
    if (version === undefined) return load(workspaceId);
    const hit = kept.get(workspaceId);
    if (hit?.version === version) {
      kept.delete(workspaceId); // most recently used last
      kept.set(workspaceId, hit);
      return hit.value;
    }
    const value = load(workspaceId);
    kept.delete(workspaceId);
    kept.set(workspaceId, { version, value });
    if (kept.size > WORKSPACES_KEPT) kept.delete(kept.keys().next().value!);
    // a failed read is not kept
    value.catch(() => {
      if (kept.get(workspaceId)?.value === value) kept.delete(workspaceId);
    });
    return value;
  };
}
