import { useState } from 'react';
import { errorText } from './error-text.ts';

/**
 * A download started by a button: `busy` while it runs, then the server's reason (or `fallback`) in
 * `error` when it failed. The same download twice at once is one.
 */
export function useDownload(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (download: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (failure) {
      setError(errorText(failure, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, start };
}
