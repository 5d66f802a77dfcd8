import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AGEING_BUCKETS, type ReceivablesAnswer, type ReceivablesRow, type ReceivablesSort, type ReceivablesTotal } from '@shop/domain';
import { useDocumentDate } from '@/components/documents/document-format.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { ariaSortOf, SortHeader } from './sort-header.tsx';

const td = 'px-4 py-3 text-sm text-slate-800';
const amount = `${td} whitespace-nowrap text-right tabular-nums`;

type Sums = Pick<ReceivablesTotal, 'open_amount' | 'overdue_amount' | 'buckets' | 'oldest_due_date' | 'oldest_days_overdue'>;

/** The cells every row and the total row have: open, overdue, each bucket, the oldest due date. */
function SumCells({ sums }: { sums: Sums }) {
  const { t } = useTranslation();
  const date = useDocumentDate();
  const money = (value: number) => formatMoney(value, currentLanguage());
  return (
    <>
      <td className={`${amount} font-semibold`} data-testid="receivables-open">
        {money(sums.open_amount)}
      </td>
      <td className={`${amount} ${sums.overdue_amount > 0 ? 'font-semibold text-red-700' : ''}`} data-testid="receivables-overdue">
        {money(sums.overdue_amount)}
      </td>
      {AGEING_BUCKETS.map((bucket) => (
        <td key={bucket} className={`${amount} ${sums.buckets[bucket] === 0 ? 'text-slate-500' : ''}`} data-testid={`receivables-${bucket}`}>
          {money(sums.buckets[bucket])}
        </td>
      ))}
      <td className={`${td} whitespace-nowrap`}>
        {date(sums.oldest_due_date)}
        {sums.oldest_days_overdue > 0 ? (
          <span className="block text-xs text-red-700">{t('adminReceivables.daysOverdue', { count: sums.oldest_days_overdue })}</span>
        ) : null}
      </td>
    </>
  );
}

function CustomerRow({ row }: { row: ReceivablesRow }) {
  const { t } = useTranslation();
  const overLimit = row.credit_limit !== null && row.open_amount > row.credit_limit;
  return (
    <tr data-testid="receivables-row" data-user-id={row.user_id}>
      <td className={td}>
        <Link to={`/admin/users/${row.user_id}`} className="font-medium text-teal-800 hover:underline">
          {row.company_name || t('adminReceivables.noName')}
        </Link>
        <span className="block text-xs text-slate-500">{row.company_code}</span>
      </td>
      <td className={amount}>
        {row.credit_limit === null ? (
          <span className="text-slate-500">{t('adminReceivables.noLimit')}</span>
        ) : (
          formatMoney(row.credit_limit, currentLanguage())
        )}
        {overLimit ? (
          <span className="mt-1 block">
            <Badge tone="danger">{t('adminReceivables.overLimit')}</Badge>
          </span>
        ) : null}
      </td>
      <SumCells sums={row} />
    </tr>
  );
}

/** The customers with something open, one row each, sortable by company, open, overdue and oldest due date, and the total row under them. */
export function ReceivablesTable({
  answer,
  busy,
  sort,
  order,
  onSort,
}: {
  answer: ReceivablesAnswer;
  busy: boolean;
  sort: ReceivablesSort;
  order: 'asc' | 'desc';
  onSort: (column: ReceivablesSort) => void;
}) {
  const { t } = useTranslation();
  const sortable = (column: ReceivablesSort, label: string): { key: string; label: ReactNode; sorted?: 'ascending' | 'descending' } => {
    const sorted = ariaSortOf(column, sort, order);
    return {
      key: column,
      label: <SortHeader column={column} label={label} sort={sort} order={order} onSort={onSort} />,
      ...(sorted ? { sorted } : {}),
    };
  };
  return (
    <DataTable
      caption={t('adminReceivables.caption', { date: answer.as_of })}
      busy={busy}
      testId="receivables-table"
      columns={[
        sortable('company', t('adminReceivables.columns.company')),
        { key: 'limit', label: t('adminReceivables.columns.creditLimit'), align: 'right' },
        { ...sortable('open', t('adminReceivables.columns.open')), align: 'right' },
        { ...sortable('overdue', t('adminReceivables.columns.overdue')), align: 'right' },
        ...AGEING_BUCKETS.map((bucket) => ({ key: bucket, label: t(`adminReceivables.buckets.${bucket}`), align: 'right' as const })),
        sortable('oldest', t('adminReceivables.columns.oldest')),
      ]}
      footer={
        <tr data-testid="receivables-total">
          <th scope="row" className={`${td} text-left`}>
            {t('adminReceivables.total', { count: answer.total.customers })}
          </th>
          <td className={amount} />
          <SumCells sums={answer.total} />
        </tr>
      }
    >
      {answer.customers.map((row) => (
        <CustomerRow key={row.user_id} row={row} />
      ))}
    </DataTable>
  );
}
