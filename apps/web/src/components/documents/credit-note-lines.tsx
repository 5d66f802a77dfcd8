import { useTranslation } from 'react-i18next';
import { centsToEuros, creditSkuKey, type Invoice, type LineLeft, unitsOf } from '@shop/domain';
import { MoneyInput } from '@/components/ui/money-input.tsx';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import type { DraftErrors, LineDraft, LineMode } from './credit-note-draft.ts';
import { emptyLine } from './credit-note-draft.ts';
import { validationKey } from '@/lib/form-errors.ts';

const input = 'w-24 rounded-md border px-2 py-1 text-right tabular-nums';
const border = (error: string | undefined) => (error ? 'border-red-500 bg-red-50' : 'border-slate-300');

/**
 * The invoice lines still creditable, each with its units left and prices now, how it is credited
 * (returned units or a price correction with the corrected net unit price) and how many units.
 */
export function CreditNoteLines(props: {
  invoice: Invoice;
  left: ReadonlyMap<string, LineLeft>;
  lines: Record<string, LineDraft>;
  errors: DraftErrors;
  onChange: (sku: string, line: LineDraft) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const open = props.invoice.items.filter((line) => unitsOf(props.left.get(creditSkuKey(line.sku)) ?? { sku: line.sku, tiers: [] }) > 0);
  const fieldError = (key: string) => {
    const problem = props.errors[key];
    return problem ? t(validationKey(problem)) : undefined;
  };
  return (
    <ul className="space-y-3" data-testid="credit-note-lines">
      {open.map((item) => {
        const left = props.left.get(creditSkuKey(item.sku))!;
        const line = props.lines[item.sku] ?? emptyLine;
        const set = (change: Partial<LineDraft>) => props.onChange(item.sku, { ...line, ...change });
        const quantityError = fieldError(`${item.sku}.quantity`);
        const priceError = fieldError(`${item.sku}.price`);
        const prices = left.tiers.map((tier) => formatMoney(centsToEuros(tier.unitCents), language)).join(', ');
        return (
          <li key={item.sku} className="space-y-1 rounded-md bg-slate-50 p-2 text-sm" data-testid="credit-note-line" data-sku={item.sku}>
            <p className="text-slate-800">
              {item.product_name} <span className="text-slate-500">({item.sku})</span>
              <span className="block text-xs text-slate-500">
                {t('adminDocuments.creditNote.unitsLeft', { count: unitsOf(left) })} · {t('adminDocuments.creditNote.currentPrices', { prices })}
              </span>
            </p>
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col gap-0.5">
                <span className="text-xs text-slate-600">{t('adminDocuments.creditNote.lineMode')}</span>
                <select
                  value={line.mode}
                  onChange={(event) => set({ mode: event.target.value as LineMode })}
                  className="rounded-md border border-slate-300 bg-white px-2 py-1"
                  data-testid="credit-line-mode"
                >
                  <option value="returned">{t('adminDocuments.creditNote.modeReturned')}</option>
                  <option value="price_correction">{t('adminDocuments.creditNote.modePrice')}</option>
                </select>
              </label>
              <label className="flex flex-col gap-0.5">
                <span className="text-xs text-slate-600">{t('adminDocuments.creditNote.quantity')}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={unitsOf(left)}
                  step={1}
                  value={line.quantity}
                  placeholder="0"
                  aria-invalid={quantityError ? true : undefined}
                  onChange={(event) => set({ quantity: event.target.value })}
                  className={`${input} ${border(quantityError)}`}
                  data-testid="credit-line-quantity"
                />
              </label>
              {line.mode === 'price_correction' ? (
                <div className="flex flex-col gap-0.5">
                  <span className="text-xs text-slate-600" aria-hidden="true">
                    {t('adminDocuments.creditNote.correctedPrice')}
                  </span>
                  <MoneyInput
                    variant="cell"
                    label={`${t('adminDocuments.creditNote.correctedPrice')} (${item.sku})`}
                    value={line.price}
                    onValueChange={(price) => set({ price })}
                    error={priceError}
                    inputClassName={`${input} ${border(priceError)}`}
                    data-testid="credit-line-price"
                  />
                </div>
              ) : null}
            </div>
            {quantityError ? (
              <p role="alert" className="text-xs text-red-700">
                {quantityError}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
