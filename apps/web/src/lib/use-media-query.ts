import { useSyncExternalStore } from 'react';

/**
 * True while the media query matches. A list renders either its table or its cards (not both),
 * so every test id names exactly one element. The server's prerendering counts as wide.
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
