import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getReceivables } from '@/api/receivables/get-receivables.ts';
import { Card } from '@/components/ui/card.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import { errorText } from '@/lib/error-text.ts';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useDashboardQuery } from '../api/dashboard-query.ts';

/** The customers the card names: those owing the most past due. */
const TOP = 3;

/** The administrators' card of what customers owe: open and overdue in all, the largest late payers, and the way to the receivables. */
export function ReceivablesCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = useDashboardQuery(userId, 'receivables', (signal) =>
    getReceivables({ as_of: '', sort: 'overdue', order: 'desc', page: 1, limit: TOP }, signal),
  );
  const money = (value: number) => formatMoney(value, currentLanguage());
  const answer = query.data;
  const late = answer?.customers.filter((row) => row.overdue_amount > 0) ?? [];

  return (
    <Card
      title={t('dashboard.receivables.title')}
      actions={
        <Link to="/admin/receivables" className="text-sm font-medium text-teal-800 hover:underline" data-testid="dashboard-receivables-link">
          {t('dashboard.receivables.viewAll')}
        </Link>
      }
    >
      {query.isError ? <InlineError error={errorText(query.error, t('dashboard.receivables.failed'))} /> : null}
      <dl className="grid gap-4 sm:grid-cols-3" aria-busy={query.isPending || undefined} data-testid="dashboard-receivables">
        <Figure label={t('dashboard.receivables.open')} value={answer ? money(answer.total.open_amount) : '…'} />
        <Figure
          label={t('dashboard.receivables.overdue')}
          value={answer ? money(answer.total.overdue_amount) : '…'}
          alert={(answer?.total.overdue_amount ?? 0) > 0}
        />
        <Figure label={t('dashboard.receivables.customers')} value={answer ? String(answer.total.customers) : '…'} />
      </dl>
      {late.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-medium text-slate-700">{t('dashboard.receivables.largestLate')}</h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {late.map((row) => (
              <li key={row.user_id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 truncate text-slate-800">{row.company_name}</span>
                <span className="whitespace-nowrap font-semibold text-red-700 tabular-nums">
                  {money(row.overdue_amount)}
                  <span className="ml-2 text-xs font-normal text-slate-500">
                    {t('dashboard.receivables.days', { count: row.oldest_days_overdue })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-xl font-semibold tabular-nums ${alert ? 'text-red-700' : 'text-slate-900'}`}>{value}</dd>
    </div>
  );
}
