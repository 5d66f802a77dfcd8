import { useTranslation } from 'react-i18next';
import { hasPrices, type ProductView } from '@shop/domain';
import { usePriceLimitsConfirm } from '@/components/price-limits-confirm.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MoneyInput } from '@/components/ui/money-input.tsx';
import { moneyRefusals, moneyText } from '@/lib/money-text.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatMoney } from '@/lib/format.ts';
import { useSaveBulkPublicPrices, type PublicPriceUpdate } from './api/bulk-save.ts';
import { bulkColumn, BulkRow, bulkTd, ProductInfoCells, productInfoColumns } from './components/bulk-edit-cells.tsx';
import { BulkEditLayout } from './components/bulk-edit-layout.tsx';
import { rowState, withoutRows, withRowEdit } from './components/bulk-edits.ts';
import { parsePriceInput, percentOf, PUBLIC_PRICE_SHORTCUTS } from './components/percent-price.ts';
import { useBulkEdits } from './components/use-bulk-edits.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

const storedText = (product: ProductView) => moneyText(product.price_excl_vat_excise);

/** Whether the typed text is the stored public price (blank = none). */
function isStoredPrice(text: string, stored: number | null): boolean {
  const parsed = parsePriceInput(text);
  return parsed.valid && parsed.value === stored;
}

/** The public price (excl. VAT and excise, what visitors see) of many products at once. */
export default function BulkPublicPricePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminProducts.bulkPrice.title')} noindex />
      <BulkPublicPricePageContent />
    </>
  );
}

function BulkPublicPricePageContent() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const bulk = useBulkEdits(parsePriceInput);
  const { edits, setEdits, changes, invalid } = bulk;
  // This page's roles always read prices (decision 099).
  const shown = bulk.shown.filter(hasPrices);
  const save = useSaveBulkPublicPrices();
  const priceLimits = usePriceLimitsConfirm();
  const labelOf = (name: string) => t('adminProducts.bulkPrice.inputLabel', { name });
  const startOf = (product: ProductView) => ({
    id: product.id,
    stored: product.price_excl_vat_excise,
    version: product.version,
    label: `${product.brand} ${product.name}`,
  });

  const setText = (product: ProductView, text: string) => {
    setEdits((previous) => withRowEdit(previous, startOf(product), text, isStoredPrice));
  };

  // Decision 076: a shortcut fills the products of the page shown, the ones the operator sees, and says how many.
  const applyPercent = (percent: number) => {
    setEdits((previous) => {
      let next = previous;
      for (const product of shown) next = withRowEdit(next, startOf(product), percentOf(product.price, percent), isStoredPrice);
      return next;
    });
    bulk.setNotice({ tone: 'info', text: t('adminProducts.bulkPrice.filled', { count: shown.length, percent }) });
  };

  // A row holding no amount is named and nothing is sent (decision 061), never "nothing to save".
  const onSave = async () => {
    const refused = moneyRefusals(invalid.map((edit) => labelOf(edit.label)));
    if (refused) return bulk.refuse({ tone: 'error', text: refused });
    if (changes.length === 0) return bulk.refuse({ tone: 'info', text: t('adminProducts.bulkPrice.noValid') });
    const updates: PublicPriceUpdate[] = changes.map(({ id, value, version }) => ({ id, price_excl_vat_excise: value, version }));
    await bulk.submit(async () => {
      const updated = await priceLimits.send((confirm) => save.mutateAsync({ updates, confirm }));
      if (updated === null) return null;
      // Saved rows now show their stored value; invalid ones stay for the administrator to fix.
      setEdits((previous) =>
        withoutRows(
          previous,
          updates.map((update) => update.id),
        ),
      );
      return { tone: 'success', text: t('adminProducts.bulkPrice.updated', { count: updated }) };
    }, t('adminProducts.bulkPrice.failed'));
  };

  const columns = [
    ...productInfoColumns(t),
    bulkColumn('retailPrice', t('adminProducts.columns.retailPrice'), 'right'),
    bulkColumn('currentPublicPrice', t('adminProducts.columns.currentPublicPrice'), 'right'),
    bulkColumn('newPublicPrice', t('adminProducts.columns.newPublicPrice')),
    bulkColumn('shortcuts', t('adminProducts.columns.shortcuts')),
  ];

  const toolbar = (
    <div className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <span className="text-sm font-medium text-slate-700">{t('adminProducts.bulkPrice.applyToShown', { count: shown.length })}</span>
      {PUBLIC_PRICE_SHORTCUTS.map((percent) => (
        <Button
          key={percent}
          variant="secondary"
          className="px-3 py-1.5"
          disabled={shown.length === 0}
          onClick={() => applyPercent(percent)}
          aria-label={t('adminProducts.bulkPrice.percentAll', { percent })}
        >
          {t('adminProducts.bulkPrice.percent', { percent })}
        </Button>
      ))}
      <p className="w-full text-xs text-slate-500">{t('adminProducts.bulkPrice.hint')}</p>
    </div>
  );

  return (
    <BulkEditLayout
      bulk={bulk}
      title={t('adminProducts.bulkPrice.title')}
      subtitle={t('adminProducts.bulkPrice.subtitle')}
      saving={save.isPending}
      onSave={() => void onSave()}
      toolbar={
        <>
          {toolbar}
          {priceLimits.dialog}
        </>
      }
      columns={columns}
    >
      {shown.map((product) => {
        const label = `${product.brand} ${product.name}`;
        const { text, changed, invalid: invalidRow } = rowState(edits[product.id], storedText(product), parsePriceInput);
        return (
          <BulkRow key={product.id} testId="bulk-price-row" changed={changed} invalid={invalidRow}>
            <ProductInfoCells product={product} inactiveLabel={t('adminProducts.status.inactive')} />
            <td className={`${bulkTd} whitespace-nowrap text-right tabular-nums`}>{formatMoney(product.price, language)}</td>
            <td className={`${bulkTd} whitespace-nowrap text-right tabular-nums text-slate-600`}>
              {product.price_excl_vat_excise === null ? (
                <span className="text-slate-400">—</span>
              ) : (
                formatMoney(product.price_excl_vat_excise, language)
              )}
            </td>
            <td className={bulkTd}>
              <MoneyInput
                variant="cell"
                value={text}
                placeholder={t('adminProducts.bulkPrice.placeholder')}
                label={labelOf(label)}
                onValueChange={(typed) => setText(product, typed)}
                data-testid="bulk-price-input"
                inputClassName={`w-28 rounded-md border px-2 py-1.5 text-right text-sm tabular-nums shadow-sm focus:outline-2 focus:outline-teal-600 ${invalidRow ? 'border-red-500' : changed ? 'border-amber-400' : 'border-slate-300'}`}
              />
            </td>
            <td className={bulkTd}>
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
          </BulkRow>
        );
      })}
    </BulkEditLayout>
  );
}
