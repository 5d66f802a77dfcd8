import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Notice, SUCCESS_NOTICE_MS, useNotice } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useSaveBulkPublicPrices, type PublicPriceUpdate } from './api/bulk-public-price.ts';
import { useAdminProducts } from './api/get-admin-products.ts';
import { BackToProducts } from './components/admin-products-links.tsx';
import { keepUnchangedEdits, withRowEdit, type RowEdits } from './components/bulk-edits.ts';
import { BulkFilters, brandsOf, filterProducts, type BulkFilterValues } from './components/bulk-filters.tsx';
import { parsePriceInput, percentOf, PUBLIC_PRICE_SHORTCUTS } from './components/percent-price.ts';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { currentLanguage } from '@/lib/i18n.ts';

const th = 'whitespace-nowrap px-3 py-3';
const td = 'px-3 py-2 align-middle';

function storedText(product: ProductView): string {
  return product.price_excl_vat_excise === null ? '' : product.price_excl_vat_excise.toFixed(2);
}

/** Whether the typed text differs from the stored public price (blank = none). */
function differs(product: ProductView, text: string): boolean {
  const parsed = parsePriceInput(text);
  if (!parsed.valid) return true;
  return parsed.value !== product.price_excl_vat_excise;
}

/** The public price (excl. VAT and excise, what visitors see) of many products at once. */
export default function BulkPublicPricePage() {
  const { t } = useTranslation();
  const products = useAdminProducts({ brand: '', sort: 'name_asc' });
  const save = useSaveBulkPublicPrices();
  const [filters, setFilters] = useState<BulkFilterValues>({ brand: '', search: '' });
  const [edits, setEdits] = useState<RowEdits>({});
  const [notice, setNotice] = useNotice(SUCCESS_NOTICE_MS);
  const staleWrite = useStaleWrite();

  const all = useMemo(() => products.data ?? [], [products.data]);
  const shown = useMemo(() => filterProducts(all, filters), [all, filters]);
  const brands = useMemo(() => brandsOf(all), [all]);

  const setText = (product: ProductView, text: string) => {
    setEdits((previous) => withRowEdit(previous, product, text, !differs(product, text)));
  };

  const applyPercent = (rows: readonly ProductView[], percent: number) => {
    setEdits((previous) => {
      let next = previous;
      for (const product of rows) {
        const text = percentOf(product.price, percent);
        next = withRowEdit(next, product, text, !differs(product, text));
      }
      return next;
    });
  };

  const valid: PublicPriceUpdate[] = [];
  let invalidCount = 0;
  for (const product of all) {
    const edit = edits[product.id];
    if (edit === undefined) continue;
    const parsed = parsePriceInput(edit.text);
    if (!parsed.valid) invalidCount += 1;
    else if (parsed.value !== product.price_excl_vat_excise)
      valid.push({ id: product.id, price_excl_vat_excise: parsed.value, version: edit.version });
  }
  const changedCount = valid.length + invalidCount;

  const onSave = async () => {
    setNotice(null);
    staleWrite.dismiss();
    if (valid.length === 0) {
      setNotice({ tone: invalidCount > 0 ? 'error' : 'info', text: t('adminProducts.bulkPrice.noValid') });
      return;
    }
    try {
      const updated = await save.mutateAsync(valid);
      // Saved rows now show their stored value; invalid ones stay for the administrator to fix.
      setEdits((previous) => {
        const next = { ...previous };
        for (const update of valid) delete next[update.id];
        return next;
      });
      const text = t('adminProducts.bulkPrice.updated', { count: updated });
      setNotice(
        invalidCount > 0
          ? { tone: 'warning', text: `${text} ${t('adminProducts.bulkPrice.skipped', { count: invalidCount })}` }
          : { tone: 'success', text },
      );
    } catch (error) {
      if (!staleWrite.caught(error)) setNotice({ tone: 'error', text: errorText(error, t('adminProducts.bulkPrice.failed')) });
    }
  };

  // The whole batch was refused: the list is read again; rows someone else changed show their new price.
  const reload = () =>
    staleWrite.reload(async () => {
      const fresh = await products.refetch();
      if (fresh.data) setEdits((previous) => keepUnchangedEdits(previous, fresh.data));
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackToProducts />
      <PageTitle subtitle={t('adminProducts.bulkPrice.subtitle')}>{t('adminProducts.bulkPrice.title')}</PageTitle>

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

      <div className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
        <span className="text-sm font-medium text-slate-700">{t('adminProducts.bulkPrice.applyToShown', { count: shown.length })}</span>
        {PUBLIC_PRICE_SHORTCUTS.map((percent) => (
          <Button
            key={percent}
            variant="secondary"
            className="px-3 py-1.5"
            disabled={shown.length === 0}
            onClick={() => applyPercent(shown, percent)}
            aria-label={t('adminProducts.bulkPrice.percentAll', { percent })}
          >
            {t('adminProducts.bulkPrice.percent', { percent })}
          </Button>
        ))}
        <p className="w-full text-xs text-slate-500">{t('adminProducts.bulkPrice.hint')}</p>
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
            <caption className="sr-only">{t('adminProducts.bulkPrice.title')}</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
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
                  {t('adminProducts.columns.retailPrice')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('adminProducts.columns.currentPublicPrice')}
                </th>
                <th scope="col" className={th}>
                  {t('adminProducts.columns.newPublicPrice')}
                </th>
                <th scope="col" className={th}>
                  {t('adminProducts.columns.shortcuts')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((product) => {
                const label = `${product.brand} ${product.name}`;
                const text = edits[product.id]?.text ?? storedText(product);
                const changed = edits[product.id] !== undefined;
                const invalid = changed && !parsePriceInput(text).valid;
                return (
                  <tr
                    key={product.id}
                    data-testid="bulk-price-row"
                    data-changed={changed || undefined}
                    className={invalid ? 'bg-red-50' : changed ? 'bg-amber-50' : 'hover:bg-slate-50'}
                  >
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
                    <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{formatMoney(product.price, currentLanguage())}</td>
                    <td className={`${td} whitespace-nowrap text-right tabular-nums text-slate-600`}>
                      {product.price_excl_vat_excise === null ? (
                        <span className="text-slate-400">—</span>
                      ) : (
                        formatMoney(product.price_excl_vat_excise, currentLanguage())
                      )}
                    </td>
                    <td className={td}>
                      <input
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step="0.01"
                        value={text}
                        placeholder={t('adminProducts.bulkPrice.placeholder')}
                        aria-label={t('adminProducts.bulkPrice.inputLabel', { name: label })}
                        aria-invalid={invalid || undefined}
                        onChange={(event) => setText(product, event.target.value)}
                        className={`w-28 rounded-md border px-2 py-1.5 text-right text-sm tabular-nums shadow-sm focus:outline-2 focus:outline-teal-600 ${invalid ? 'border-red-500' : changed ? 'border-amber-400' : 'border-slate-300'}`}
                      />
                    </td>
                    <td className={td}>
                      <div className="flex flex-nowrap gap-1">
                        {PUBLIC_PRICE_SHORTCUTS.map((percent) => (
                          <button
                            key={percent}
                            type="button"
                            onClick={() => setText(product, percentOf(product.price, percent))}
                            aria-label={t('adminProducts.bulkPrice.percentRow', { percent, name: label })}
                            className="rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600"
                          >
                            {t('adminProducts.bulkPrice.percent', { percent })}
                          </button>
                        ))}
                      </div>
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
