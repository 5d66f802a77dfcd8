import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then `step` more at a time, each step a transition of its own
 * once the one before has been drawn: a phone paints the cards it shows first, and neither the
 * rendering nor the drawing of a page of 48 products holds the main thread in one long task. Once
 * everything is shown, later lists show whole.
 */
export function useProgressiveList<T>(items: T[], first = 6, step = first): T[] {
  const [shown, setShown] = useState(first);
  const total = items.length;
  useEffect(() => {
    if (total > shown) startTransition(() => setShown(shown + step));
  }, [total, shown, step]);
  return total > shown ? items.slice(0, shown) : items;
}
