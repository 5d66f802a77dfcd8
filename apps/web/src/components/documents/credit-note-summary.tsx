import { useTranslation } from 'react-i18next';
import { centsToEuros, type CreditNote, type CreditPlan } from '@shop/domain';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** What an issued credit note took back, line by line: returned units, price corrections, a discount. */
export function CreditNoteContents({ note }: { note: CreditNote }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currentLanguage());
  return (
    <ul className="ml-4 list-disc text-xs text-slate-600" data-testid="credit-note-contents">
      {note.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an issued note's lines are frozen in their order and carry no id
        <li key={index}>
          {item.kind === 'price_correction'
            ? t('adminDocuments.creditNote.lineCorrection', {
                sku: item.sku,
                from: money(item.invoiced_unit_price ?? 0),
                to: money(item.corrected_unit_price ?? 0),
                pcs: t('documents.items.pcs', { count: -item.quantity }),
                total: money(item.total_price),
              })
            : t('adminDocuments.creditNote.lineReturned', {
                sku: item.sku,
                pcs: t('documents.items.pcs', { count: -item.quantity }),
                price: money(item.unit_price),
                total: money(item.total_price),
              })}
        </li>
      ))}
      {note.discount_amount !== 0 ? (
        <li>
          {t(note.discount_amount < 0 ? 'adminDocuments.creditNote.discountLine' : 'adminDocuments.creditNote.discountsBack', {
            amount: money(note.discount_amount),
          })}
        </li>
      ) : null}
    </ul>
  );
}

/** The preview of a draft credit note: its net amount, the fee when it goes back, VAT and total. */
export function CreditNotePreview({ plan }: { plan: CreditPlan }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(centsToEuros(cents), currentLanguage());
  const rows: Array<[string, number]> = [
    [t('adminDocuments.creditNote.previewNet'), plan.subtotal],
    ...(plan.shipping !== 0 ? ([[t('adminDocuments.creditNote.previewFee'), plan.shipping]] as Array<[string, number]>) : []),
    [t('adminDocuments.creditNote.previewVat'), plan.tax],
  ];
  return (
    <section className="rounded-md bg-slate-50 p-2 text-sm" aria-live="polite" data-testid="credit-note-preview">
      <h4 className="font-medium text-slate-700">{t('adminDocuments.creditNote.preview')}</h4>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 tabular-nums">
        {rows.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right">{money(cents)}</dd>
          </div>
        ))}
        <dt className="font-semibold text-slate-900">{t('adminDocuments.creditNote.previewTotal')}</dt>
        <dd className="text-right font-semibold text-slate-900" data-testid="credit-note-preview-total">
          {money(plan.total)}
        </dd>
      </dl>
    </section>
  );
}
