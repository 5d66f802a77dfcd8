import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the address (so a link or a reload shows the same list): each
 * filter is '' when unset; changing one goes back to page 1 and replaces the history entry; moving to
 * another page adds one (Back returns to it).
 */
export function useAddressFilters<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>;
  const pageParam = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam > 0 ? pageParam : 1;

  const setFilter = (key: Key, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const goToPage = (target: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      return next;
    });
  return { filters, page, setFilter, goToPage };
}
