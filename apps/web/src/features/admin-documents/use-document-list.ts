import type { DocumentListParams } from '@/api/documents/admin/document-list-params.ts';
import { useAddressFilters } from '@/lib/use-address-filters.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

/** The address keys of the documents page: its tab, then the filters every tab reads (decision 067). */
const FILTER_KEYS = ['tab', 'search', 'status', 'from', 'to', 'user_id'] as const;
export type DocumentTab = 'invoices' | 'pre-invoices' | 'credit-notes';
const TABS: readonly DocumentTab[] = ['invoices', 'pre-invoices', 'credit-notes'];

/**
 * The documents page's tab, filters and page, all kept in the address: typing a search waits 300 ms
 * before it asks the server; a reversed range of days is shown as an error and not asked; another
 * tab keeps the search, the days and the customer, and drops the status (each tab has its own) and the page.
 */
export function useDocumentList() {
  const { filters: typed, page, setFilter, goToPage, change } = useAddressFilters(FILTER_KEYS);
  const tab: DocumentTab = TABS.find((candidate) => candidate === typed.tab) ?? 'invoices';
  const search = useDebouncedValue(typed.search, 300).trim();
  const rangeReversed = typed.from !== '' && typed.to !== '' && typed.from > typed.to;
  const userId = /^\d+$/.test(typed.user_id) ? typed.user_id : '';
  const filtered = Boolean(typed.search.trim() || typed.status || typed.from || typed.to || userId);

  const selectTab = (next: DocumentTab) => change({ status: null, page: null, tab: next === 'invoices' ? null : next }, { replace: true });
  const clear = () =>
    change(
      (params) => {
        for (const key of [...params.keys()]) if (key !== 'tab') params.delete(key);
        return params;
      },
      { replace: true },
    );
  /** The list request of a tab: `status` is the tab's own, '' when the address holds none of its statuses. */
  const params = (status: string): DocumentListParams => ({ search, status, from: typed.from, to: typed.to, user_id: userId, page });

  return { tab, typed, page, filtered, rangeReversed, selectTab, setFilter, goToPage, clear, params };
}
export type DocumentList = ReturnType<typeof useDocumentList>;
