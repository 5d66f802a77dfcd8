import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * A change of the address's query: each key set to its value, or removed when it has none; or the
 * query to use, made from a copy of the latest one.
 */
type AddressChange = Readonly<Record<string, string | null | undefined>> | ((latest: URLSearchParams) => URLSearchParams);

/** A change asked of the router: the query it was made `under`, and the `search` it asked for. */
interface AskedChange {
  under: string;
  search: string;
}

/** The last change asked for; until the router puts it in the address, the address is still its `under`. */
let pending: AskedChange | null = null;

/**
 * The query every change builds on: the address as it is now, or the change still on its way to it.
 * React Router's own setter builds on the query of the page's last render, so a second change made
 * before the page rendered the first (choosing "All statuses", then at once a day) put the first one
 * back (the status returned, and the list showed another count than the screen said).
 */
export function latestQuery(address: string, asked: AskedChange | null): URLSearchParams {
  return new URLSearchParams(asked && asked.under === address ? asked.search : address);
}

/** The query after `edit`, made from the latest one. */
export function changed(edit: AddressChange, latest: URLSearchParams): URLSearchParams {
  if (typeof edit === 'function') return edit(latest);
  for (const [key, value] of Object.entries(edit)) {
    if (value) latest.set(key, value);
    else latest.delete(key);
  }
  return latest;
}

/**
 * The address's query, and the one way the screens change it: each change starts from the latest
 * query (never a stale render's), and the page renders it at once (not in a transition), so a field
 * whose value lives in the address loses no typed letter; a change made by an effect, not a person,
 * passes `atOnce: false` (React cannot render at once while it runs effects). `replace` changes the
 * history entry instead of adding one (typing and filters replace; moving to another page adds one,
 * so Back returns to it).
 */
export function useAddressParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const change = useCallback(
    (edit: AddressChange, options: { replace?: boolean; atOnce?: boolean } = {}) => {
      const search = `?${changed(edit, latestQuery(window.location.search, pending))}`;
      pending = { under: window.location.search, search };
      void navigate(search, { replace: options.replace ?? false, flushSync: options.atOnce ?? true });
    },
    [navigate],
  );
  return { params, change };
}
