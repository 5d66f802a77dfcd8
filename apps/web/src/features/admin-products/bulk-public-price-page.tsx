import { useTranslation } from 'react-i18next';
import type { ProductView } from '@shop/domain';
import { usePriceLimitsConfirm } from '@/components/price-limits-confirm.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MoneyInput } from '@/components/ui/money-input.tsx';
import { moneyRefusals, moneyText } from '@/lib/money-text.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatMoney } from '@/lib/format.ts';
import { useSaveBulkPublicPrices, type PublicPriceUpdate } from './api/bulk-save.ts';
import { bulkColumn, BulkRow, bulkTd, ProductInfoCells, productInfoColumns } from './components/bulk-edit-cells.tsx';
import { BulkEditLayout } from './components/bulk-edit-layout.tsx';
import { withRowEdit } from './components/bulk-edits.ts';
import { parsePriceInput, percentOf, PUBLIC_PRICE_SHORTCUTS } from './components/percent-price.ts';
import { useBulkEdits } from './components/use-bulk-edits.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

function storedText(product: ProductView): string {
  return moneyText(product.price_excl_vat_excise);
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
  const bulk = useBulkEdits();
  const { all, shown, edits, setEdits } = bulk;
  const save = useSaveBulkPublicPrices();
  const priceLimits = usePriceLimitsConfirm();
  const labelOf = (product: ProductView) => t('adminProducts.bulkPrice.inputLabel', { name: `${product.brand} ${product.name}` });

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
  const invalid: string[] = [];
  for (const product of all) {
    const edit = edits[product.id];
    if (edit === undefined) continue;
    const parsed = parsePriceInput(edit.text);
    if (!parsed.valid) invalid.push(labelOf(product));
    else if (parsed.value !== product.price_excl_vat_excise)
      valid.push({ id: product.id, price_excl_vat_excise: parsed.value, version: edit.version });
  }

  // A row holding no amount is named and nothing is sent (decision 061), never "nothing to save".
  const onSave = async () => {
    const refused = moneyRefusals(invalid);
    if (refused) return bulk.refuse({ tone: 'error', text: refused });
    if (valid.length === 0) return bulk.refuse({ tone: 'info', text: t('adminProducts.bulkPrice.noValid') });
    await bulk.submit(async () => {
      const updated = await priceLimits.send((confirm) => save.mutateAsync({ updates: valid, confirm }));
      if (updated === null) return null;
      // Saved rows now show their stored value; invalid ones stay for the administrator to fix.
      setEdits((previous) => {
        const next = { ...previous };
        for (const update of valid) delete next[update.id];
        return next;
      });
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
          onClick={() => applyPercent(shown, percent)}
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
      changedCount={valid.length + invalid.length}
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
        const text = edits[product.id]?.text ?? storedText(product);
        const changed = edits[product.id] !== undefined;
        const invalidRow = changed && !parsePriceInput(text).valid;
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
                label={labelOf(product)}
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
