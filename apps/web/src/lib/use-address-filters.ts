import { useAddressParams } from './use-address-params.ts';

/**
 * A list's filters and page kept in the address (so a link or a reload shows the same list): each
 * filter is '' when unset; changing one goes back to page 1 and replaces the history entry; moving to
 * another page adds one (Back returns to it).
 */
export function useAddressFilters<Key extends string>(keys: readonly Key[]) {
  const { params, change } = useAddressParams();
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>;
  const pageParam = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam > 0 ? pageParam : 1;

  /** `atOnce: false` when an effect sets it (see `useAddressParams`). */
  const setFilter = (key: Key, value: string, { atOnce = true } = {}) => change({ [key]: value, page: null }, { replace: true, atOnce });
  const goToPage = (target: number) => change({ page: target > 1 ? String(target) : null });
  return { filters, page, setFilter, goToPage, change };
}
