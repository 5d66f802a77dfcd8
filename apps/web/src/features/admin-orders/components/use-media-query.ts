import { useSyncExternalStore } from 'react';

/**
 * True while the media query matches. The list renders either the table or the cards (not both),
 * so every test id names exactly one element.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
