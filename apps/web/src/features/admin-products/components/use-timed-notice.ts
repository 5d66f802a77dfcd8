import { useEffect, useState } from 'react';

export interface TimedNotice {
  tone: 'success' | 'error' | 'info' | 'warning';
  text: string;
}

/** A page message; success messages clear after `successMs` (spec: bulk saves 5 seconds). */
export function useTimedNotice(successMs = 5000) {
  const [notice, setNotice] = useState<TimedNotice | null>(null);
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = window.setTimeout(() => setNotice(null), successMs);
    return () => window.clearTimeout(timer);
  }, [notice, successMs]);
  return [notice, setNotice] as const;
}
