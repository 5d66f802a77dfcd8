import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server prerenders a public page (it knows nothing of the reader's browser: its
 * storage, its answers to the age gate), true in the browser.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
