import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_SHIPPING_FROM_CENTS, VAT_RATE, centsToEuros, eurosToCents, type CartSummary as CartTotals } from '@shop/domain';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** One line of the totals: its name and amount; the total line stands out below a rule. */
function SummaryRow({ label, testId, total = false, children }: { label: ReactNode; testId: string; total?: boolean; children: ReactNode }) {
  return (
    <div className={total ? 'flex justify-between gap-4 border-t border-slate-200 pt-3 text-base' : 'flex justify-between gap-4'}>
      <dt className={total ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={total ? 'font-bold text-slate-900' : 'font-medium text-slate-900'} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Subtotal, VAT, order completion fee (shipping) and total, as computed by the server. */
export function CartSummary({ totals, children, title, lines }: { totals: CartTotals; children?: ReactNode; title?: ReactNode; lines?: ReactNode }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currentLanguage());
  const subtotalCents = eurosToCents(totals.subtotal);
  const missingCents = FREE_SHIPPING_FROM_CENTS - subtotalCents;
  const hasFee = totals.shipping_amount > 0;
  const vatPercent = Math.round((totals.tax_rate || VAT_RATE) * 100);

  return (
    <section data-testid="cart-summary" aria-labelledby="cart-summary-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="cart-summary-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {title ?? t('cart.summary.title')}
      </h2>
      {lines ? <div className="mb-4 border-b border-slate-200 pb-2">{lines}</div> : null}
      <dl className="space-y-2 text-sm">
        <SummaryRow label={t('cart.summary.subtotal')} testId="summary-subtotal">
          {money(totals.subtotal)}
        </SummaryRow>
        <SummaryRow
          label={
            <>
              {t('cart.summary.shipping')}
              {hasFee ? (
                <span className="block text-xs text-slate-500">
                  {t('cart.summary.feeExplained', { threshold: money(centsToEuros(FREE_SHIPPING_FROM_CENTS)) })}
                </span>
              ) : null}
            </>
          }
          testId="summary-shipping"
        >
          {hasFee ? money(totals.shipping_amount) : <span className="text-green-700">{t('cart.summary.free')}</span>}
        </SummaryRow>
        <SummaryRow label={t('cart.summary.vat', { rate: vatPercent })} testId="summary-vat">
          {money(totals.tax_amount)}
        </SummaryRow>
        <SummaryRow label={t('cart.summary.total')} testId="summary-total" total>
          {money(totals.total)}
        </SummaryRow>
      </dl>
      {hasFee && missingCents > 0 ? (
        <p className="mt-4 rounded-md bg-teal-50 px-3 py-2 text-sm text-teal-900" data-testid="free-shipping-hint">
          {t('cart.summary.freeShippingHint', { amount: money(centsToEuros(missingCents)) })}
        </p>
      ) : null}
      <p className="mt-3 text-xs text-slate-500">{t('cart.summary.pricesNote')}</p>
      {children ? <div className="mt-5 space-y-3">{children}</div> : null}
    </section>
  );
}
