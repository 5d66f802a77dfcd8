import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, the rest right after in a transition, which React renders in
 * short slices: a phone paints the cards it shows first, and a page of 48 products never holds the
 * main thread in one long task. Once everything is shown, later lists show whole.
 */
export function useProgressiveList<T>(items: T[], first = 6): T[] {
  const [whole, setWhole] = useState(false);
  const more = items.length > first;
  useEffect(() => {
    if (!whole && more) startTransition(() => setWhole(true));
  }, [whole, more]);
  return whole || !more ? items : items.slice(0, first);
}
