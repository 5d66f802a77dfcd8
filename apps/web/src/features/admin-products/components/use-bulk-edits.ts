import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminProductFacets } from '@/api/catalog/get-admin-product-facets.ts';
import { SUCCESS_NOTICE_MS, useNotice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useAddressFilters } from '@/lib/use-address-filters.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { getAdminProductsByIds, useAdminProductsPage } from '../api/get-admin-products.ts';
import { refreshProducts } from '../api/product-cache.ts';
import { editOutcome, keepUnchangedEdits, type Parsed, type RowEdits } from './bulk-edits.ts';

/** Products per page of the bulk pages (decision 076). */
const BULK_PAGE_SIZE = 100;

/** The bulk pages' filters, kept in the address as the product list's are; '' when unset. */
const BULK_FILTER_KEYS = ['search', 'brand'] as const;
export type BulkFilterKey = (typeof BULK_FILTER_KEYS)[number];

/**
 * The state both bulk pages (stock, public price) share (decision 076): one page of products from the
 * server, searched and filtered by brand; the typed values by product id, kept across pages and
 * filters and saved together; the notice and the stale-write notice of a refused save. `parse` reads
 * a row's text (a function of the module, so it stays the same between renders).
 */
export function useBulkEdits<V>(parse: (text: string) => Parsed<V>) {
  const queryClient = useQueryClient();
  const { filters: typed, page, setFilter, goToPage } = useAddressFilters(BULK_FILTER_KEYS);
  const search = useDebouncedValue(typed.search, 300);
  const filtered = search !== '' || typed.brand !== '';
  const products = useAdminProductsPage({ search, brand: typed.brand, sort: 'name_asc' }, page, { limit: BULK_PAGE_SIZE });
  // "of Y": every product. Unfiltered, the page's own count says it; filtered, a one-product page of the whole list counts it.
  const everything = useAdminProductsPage({ sort: 'name_asc' }, 1, { limit: 1, enabled: filtered });
  const facets = useAdminProductFacets();

  /** Typed values by product id; a row without an entry shows its stored value. */
  const [edits, setEdits] = useState<RowEdits<V>>({});
  const [notice, setNotice] = useNotice(SUCCESS_NOTICE_MS);
  const staleWrite = useStaleWrite();

  const shown = products.data?.products ?? [];
  const matched = products.data?.pagination;
  const all = filtered ? everything.data?.pagination : matched;
  const { changes, invalid } = useMemo(() => editOutcome(edits, parse), [edits, parse]);

  /** Nothing is sent: the notice says why (and a stale-write notice of an earlier save goes). */
  const refuse = (message: NoticeMessage) => {
    staleWrite.dismiss();
    setNotice(message);
  };

  /** Clears the notices, then shows what `send` answers, or its error (a stale write shows its own notice). */
  const submit = async (send: () => Promise<NoticeMessage | null>, failedText: string) => {
    setNotice(null);
    staleWrite.dismiss();
    try {
      setNotice(await send());
    } catch (error) {
      if (!staleWrite.caught(error)) setNotice({ tone: 'error', text: errorText(error, failedText) });
    }
  };

  // The whole batch was refused: the rows typed into are read again, on whichever page they are, and
  // the page shown too; rows someone else changed (or deleted) show their new value.
  const reload = () =>
    staleWrite.reload(async () => {
      const asked = Object.keys(edits).map(Number);
      const [fresh] = await Promise.all([getAdminProductsByIds(asked), refreshProducts(queryClient)]);
      setEdits((previous) => keepUnchangedEdits(previous, asked, fresh));
    });

  return {
    products,
    typed,
    setFilter,
    page,
    goToPage,
    brands: facets.data?.brands ?? [],
    edits,
    setEdits,
    changes,
    invalid,
    notice,
    setNotice,
    staleWrite,
    shown,
    matched,
    all,
    refuse,
    submit,
    reload,
  };
}

export type BulkEdits<V> = ReturnType<typeof useBulkEdits<V>>;
