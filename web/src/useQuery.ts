// One loading / error / data state per screen query, re-run when its inputs change.
import { useCallback, useEffect, useState } from 'react';

export type QueryState<T> = { loading: boolean; error: string | null; data: T | null; reload: () => void };

export function useQuery<T>(run: () => Promise<T>, deps: unknown[]): QueryState<T> {
  const [state, setState] = useState<{ loading: boolean; error: string | null; data: T | null }>({ loading: true, error: null, data: null });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    run().then(
      (data) => live && setState({ loading: false, error: null, data }),
      (e: Error) => live && setState({ loading: false, error: e.message, data: null }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}

/** A change a screen makes: its error (shown until the next change) and a runner that reloads the screen's query after it. */
export function useAction(reload: () => void): { error: string | null; run: (fn: () => Promise<unknown>) => Promise<void> } {
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (fn: () => Promise<unknown>) => {
      setError(null);
      try {
        await fn();
        reload();
      } catch (err) {
        setError((err as Error).message);
      }
    },
    [reload],
  );
  return { error, run };
}
