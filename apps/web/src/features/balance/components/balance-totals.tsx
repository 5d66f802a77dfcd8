import { useTranslation } from 'react-i18next';
import type { AccountBalanceAnswer } from '@shop/domain';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** What the customer owes in all, what of it is past due, and its credit limit when it has one. */
export function BalanceTotals({ totals }: { totals: AccountBalanceAnswer['totals'] }) {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, currentLanguage());
  const late = totals.overdue_amount > 0;
  return (
    <section aria-label={t('balance.totalsLabel')} className="grid gap-4 sm:grid-cols-3" data-testid="balance-totals">
      <Figure
        label={t('balance.open')}
        value={money(totals.open_amount)}
        note={t('balance.openInvoices', { count: totals.open_invoices })}
        testId="balance-open"
      />
      <Figure
        label={t('balance.overdue')}
        value={money(totals.overdue_amount)}
        note={late ? t('balance.overdueInvoices', { count: totals.overdue_invoices }) : t('balance.nothingOverdue')}
        alert={late}
        testId="balance-overdue"
      />
      {totals.credit_limit !== null ? (
        <Figure label={t('balance.creditLimit')} value={money(totals.credit_limit)} note={t('balance.creditNote')} testId="balance-credit-limit" />
      ) : null}
    </section>
  );
}

function Figure({ label, value, note, alert = false, testId }: { label: string; value: string; note: string; alert?: boolean; testId: string }) {
  return (
    <dl className={`rounded-lg border p-5 shadow-sm ${alert ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`} data-testid={testId}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold tabular-nums ${alert ? 'text-red-800' : 'text-slate-900'}`}>{value}</dd>
      <dd className="mt-1 text-sm text-slate-600">{note}</dd>
    </dl>
  );
}
