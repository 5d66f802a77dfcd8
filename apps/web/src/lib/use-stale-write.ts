import { useCallback, useState } from 'react';
import { isStaleWrite } from './error-text.ts';

/**
 * The state of a versioned write that came back STALE_WRITE: `caught(error)` shows the notice when the
 * error is one, `reload(load)` fetches the record again (and lets the caller reset its form) and hides it.
 */
export function useStaleWrite() {
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);

  const caught = useCallback((error: unknown): boolean => {
    const hit = isStaleWrite(error);
    if (hit) setStale(true);
    return hit;
  }, []);

  const reload = useCallback(async (load: () => Promise<unknown>) => {
    setReloading(true);
    try {
      await load();
      setStale(false);
    } finally {
      setReloading(false);
    }
  }, []);

  const show = useCallback(() => setStale(true), []);
  const dismiss = useCallback(() => setStale(false), []);

  return { stale, reloading, caught, reload, show, dismiss };
}
