import { useMemo, useState } from 'react';
import { SUCCESS_NOTICE_MS, useNotice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { keepUnchangedEdits, type RowEdits } from './bulk-edits.ts';
import { brandsOf, filterProducts, type BulkFilterValues } from './bulk-filters.tsx';

/**
 * The state both bulk pages (stock, public price) share: every product, the brand and text filter,
 * the typed values by product id, the notice and the stale-write notice of a refused save.
 */
export function useBulkEdits() {
  const products = useAdminProducts({ brand: '', sort: 'name_asc' });
  const [filters, setFilters] = useState<BulkFilterValues>({ brand: '', search: '' });
  /** Typed values by product id; a row without an entry shows its stored value. */
  const [edits, setEdits] = useState<RowEdits>({});
  const [notice, setNotice] = useNotice(SUCCESS_NOTICE_MS);
  const staleWrite = useStaleWrite();

  const all = useMemo(() => products.data ?? [], [products.data]);
  const shown = useMemo(() => filterProducts(all, filters), [all, filters]);
  const brands = useMemo(() => brandsOf(all), [all]);

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

  // The whole batch was refused: the list is read again; rows someone else changed show their new value.
  const reload = () =>
    staleWrite.reload(async () => {
      const fresh = await products.refetch();
      if (fresh.data) setEdits((previous) => keepUnchangedEdits(previous, fresh.data));
    });

  return { products, filters, setFilters, edits, setEdits, notice, setNotice, staleWrite, all, shown, brands, refuse, submit, reload };
}

export type BulkEdits = ReturnType<typeof useBulkEdits>;
