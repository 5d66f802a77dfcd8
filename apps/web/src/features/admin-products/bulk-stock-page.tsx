import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Notice, SUCCESS_NOTICE_MS, useNotice } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { useSaveBulkStock, type StockUpdate } from './api/bulk-stock.ts';
import { useAdminProducts } from './api/get-admin-products.ts';
import { BackToProducts } from './components/admin-products-links.tsx';
import { keepUnchangedEdits, withRowEdit, type RowEdits } from './components/bulk-edits.ts';
import { BulkFilters, brandsOf, filterProducts, type BulkFilterValues } from './components/bulk-filters.tsx';
import { parseStockInput } from './components/percent-price.ts';
import { ProductThumb } from './components/product-thumb.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';

const th = 'whitespace-nowrap px-3 py-3';
const td = 'px-3 py-2 align-middle';

/** The stock of many products at once; only changed rows are sent. */
export default function BulkStockPage() {
  const { t } = useTranslation();
  const products = useAdminProducts({ brand: '', sort: 'name_asc' });
  const save = useSaveBulkStock();
  const [filters, setFilters] = useState<BulkFilterValues>({ brand: '', search: '' });
  /** Typed values by product id; a row without an entry shows its stored stock. */
  const [edits, setEdits] = useState<RowEdits>({});
  const [notice, setNotice] = useNotice(SUCCESS_NOTICE_MS);
  const staleWrite = useStaleWrite();

  const all = useMemo(() => products.data ?? [], [products.data]);
  const shown = useMemo(() => filterProducts(all, filters), [all, filters]);
  const brands = useMemo(() => brandsOf(all), [all]);

  const stateOf = (product: ProductView) => {
    const text = edits[product.id]?.text;
    if (text === undefined) return { text: String(product.stock ?? 0), changed: false, invalid: false };
    const value = parseStockInput(text);
    return { text, changed: value === null || value !== (product.stock ?? 0), invalid: value === null };
  };

  const changes: StockUpdate[] = [];
  let invalidCount = 0;
  for (const product of all) {
    const edit = edits[product.id];
    if (edit === undefined) continue;
    const value = parseStockInput(edit.text);
    if (value === null) invalidCount += 1;
    else if (value !== (product.stock ?? 0)) changes.push({ id: product.id, stock: value, version: edit.version });
  }

  const onSave = async () => {
    setNotice(null);
    staleWrite.dismiss();
    if (invalidCount > 0) {
      setNotice({ tone: 'error', text: t('adminProducts.bulkStock.invalid', { count: invalidCount }) });
      return;
    }
    if (changes.length === 0) {
      setNotice({ tone: 'info', text: t('adminProducts.bulkStock.noChanges') });
      return;
    }
    try {
      const updated = await save.mutateAsync(changes);
      setEdits({});
      setNotice({ tone: 'success', text: t('adminProducts.bulkStock.updated', { count: updated }) });
    } catch (error) {
      if (!staleWrite.caught(error)) setNotice({ tone: 'error', text: errorText(error, t('adminProducts.bulkStock.failed')) });
    }
  };

  const changedCount = changes.length + invalidCount;

  // The whole batch was refused: the list is read again; rows someone else changed show their new stock.
  const reload = () =>
    staleWrite.reload(async () => {
      const fresh = await products.refetch();
      if (fresh.data) setEdits((previous) => keepUnchangedEdits(previous, fresh.data));
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackToProducts />
      <PageTitle subtitle={t('adminProducts.bulkStock.subtitle')}>{t('adminProducts.bulkStock.title')}</PageTitle>

      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <BulkFilters value={filters} onChange={setFilters} brands={brands} />
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('adminProducts.bulk.showing', { shown: shown.length, total: all.length })} · {t('adminProducts.bulk.changed', { count: changedCount })}
          </p>
          <Button variant="secondary" onClick={() => setEdits({})} disabled={changedCount === 0 || save.isPending}>
            {t('adminProducts.bulk.discard')}
          </Button>
          <Button onClick={() => void onSave()} disabled={save.isPending || products.isPending}>
            {save.isPending ? t('adminProducts.bulk.saving') : t('adminProducts.bulk.save')}
          </Button>
        </div>
      </div>

      <Notice notice={notice} className="mb-4" />
      {staleWrite.stale ? (
        <div className="mb-4">
          <StaleWriteNotice onReload={() => void reload()} reloading={staleWrite.reloading} hint={t('adminProducts.bulk.staleHint')} />
        </div>
      ) : null}

      {products.isPending ? (
        <Spinner label={t('adminProducts.loading')} />
      ) : products.isError ? (
        <Alert tone="error">{errorText(products.error, t('adminProducts.errors.failedToLoadProducts'))}</Alert>
      ) : shown.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center font-medium text-slate-800">
          {t('adminProducts.bulk.empty')}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t('adminProducts.bulkStock.title')}</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className={th}>
                  {t('adminProducts.columns.image')}
                </th>
                <th scope="col" className={th}>
                  {t('adminProducts.columns.brand')}
                </th>
                <th scope="col" className={th}>
                  {t('adminProducts.columns.name')}
                </th>
                <th scope="col" className={th}>
                  {t('adminProducts.columns.flavor')}
                </th>
                <th scope="col" className={th}>
                  {t('adminProducts.columns.weight')}
                </th>
                <th scope="col" className={th}>
                  {t('adminProducts.columns.sku')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('adminProducts.columns.currentStock')}
                </th>
                <th scope="col" className={th}>
                  {t('adminProducts.columns.newStock')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((product) => {
                const state = stateOf(product);
                const label = `${product.brand} ${product.name}`;
                return (
                  <tr
                    key={product.id}
                    data-testid="bulk-stock-row"
                    data-changed={state.changed || undefined}
                    className={state.invalid ? 'bg-red-50' : state.changed ? 'bg-amber-50' : 'hover:bg-slate-50'}
                  >
                    <td className={td}>
                      <ProductThumb src={product.image_url} alt={label} size="h-8 w-8" />
                    </td>
                    <td className={`${td} whitespace-nowrap font-medium text-slate-800`}>{product.brand}</td>
                    <td className={`${td} min-w-40 text-slate-900`}>
                      {product.name}
                      {product.is_active === false ? (
                        <span className="ml-2 text-xs text-slate-500">({t('adminProducts.status.inactive')})</span>
                      ) : null}
                    </td>
                    <td className={`${td} min-w-32 text-slate-700`}>{product.flavor}</td>
                    <td className={`${td} whitespace-nowrap text-slate-700`}>{product.weight}</td>
                    <td className={`${td} whitespace-nowrap font-mono text-xs text-slate-600`}>{product.sku}</td>
                    <td className={`${td} whitespace-nowrap text-right tabular-nums text-slate-600`}>{product.stock}</td>
                    <td className={td}>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        value={state.text}
                        aria-label={t('adminProducts.bulkStock.inputLabel', { name: label })}
                        aria-invalid={state.invalid || undefined}
                        onChange={(event) => {
                          const text = event.target.value;
                          setEdits((previous) => withRowEdit(previous, product, text, text === String(product.stock ?? 0)));
                        }}
                        className={`w-28 rounded-md border px-2 py-1.5 text-right text-sm tabular-nums shadow-sm focus:outline-2 focus:outline-teal-600 ${state.invalid ? 'border-red-500' : state.changed ? 'border-amber-400' : 'border-slate-300'}`}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
