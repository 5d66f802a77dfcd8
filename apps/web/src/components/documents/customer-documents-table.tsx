import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customerDocumentStatus } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { EmptyBox } from '@/components/ui/empty-box.tsx';
import { TableState, type ListQuery } from '@/components/ui/table-state.tsx';
import { formatMoney } from '@/lib/format.ts';
import { type PaidAndOpen, DocumentBalanceLine } from './document-balance.tsx';
import { useDocumentDate } from './document-format.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';
import { PdfButton } from './pdf-button.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';

/** One row of a customer's document list: an invoice or a pre-invoice, as the list shows it. */
interface CustomerDocumentRow {
  id: number;
  number: string;
  orderNumber: string;
  issueDate: string | null;
  /** The invoice's due date or the pre-invoice's valid-until date. */
  secondDate: string | null;
  total: number;
  /** What is paid and open (decision 078); null where nothing is asked any more (cancelled, converted). */
  balance?: PaidAndOpen | null;
  status: string;
  pdfPath: string;
}

interface CustomerDocumentsTableProps {
  query: ListQuery & { isFetching: boolean; refetch: () => unknown };
  rows: readonly CustomerDocumentRow[];
  /** Names the table for screen readers. */
  caption: string;
  /** Header texts, in column order: number, order, issue date, second date, total, status, actions. */
  headers: readonly [string, string, string, string, string, string, string];
  viewLabel: string;
  loadingLabel: string;
  errorFallback: string;
  /** The empty box: its heading, its text and what it offers (a link or a button). */
  empty: { title: string; body: string; action?: ReactNode; testId: string };
  rowTestId: string;
  viewTestId: string;
  onView: (id: number) => void;
  /** Dims the table while a changed filter loads. */
  dimWhileFetching?: boolean;
}

/** View and PDF of one document. */
function DocumentActions({ row, props }: { row: CustomerDocumentRow; props: CustomerDocumentsTableProps }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" className="px-3 py-1.5" data-testid={props.viewTestId} onClick={() => props.onView(row.id)}>
        {props.viewLabel}
      </Button>
      <PdfButton path={row.pdfPath} fileName={`${row.number}.pdf`} />
    </div>
  );
}

/** A phone's list: one card per document, everything on screen without scrolling sideways. */
function DocumentCards({ props }: { props: CustomerDocumentsTableProps }) {
  const date = useDocumentDate();
  const [, order, issueDate, secondDate, total] = props.headers;
  return (
    <ul aria-label={props.caption} aria-busy={props.query.isFetching || undefined} className="space-y-3">
      {props.rows.map((row) => (
        <li key={row.id} data-testid={props.rowTestId} data-number={row.number} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 break-words font-medium text-slate-900">{row.number}</p>
            <DocumentStatusBadge status={customerDocumentStatus(row.status)} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{order}</dt>
            <dd className="break-words text-right text-slate-700">{row.orderNumber}</dd>
            <dt className="text-slate-500">{issueDate}</dt>
            <dd className="text-right text-slate-700">{date(row.issueDate)}</dd>
            <dt className="text-slate-500">{secondDate}</dt>
            <dd className="text-right text-slate-700">{date(row.secondDate)}</dd>
            <dt className="text-slate-500">{total}</dt>
            <dd className="text-right font-semibold text-slate-900">
              {formatMoney(row.total, currentLanguage())}
              {row.balance ? <DocumentBalanceLine balance={row.balance} className="block" /> : null}
            </dd>
          </dl>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <DocumentActions row={row} props={props} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A customer's invoices or pre-invoices: loading, error with a retry, an empty box, or the list with
 * View and PDF per document: a table on a wide screen, cards on a phone (never both, so each test id
 * names one element).
 */
export function CustomerDocumentsTable(props: CustomerDocumentsTableProps) {
  useTranslation(); // re-render in the new language when the reader switches
  const { query, rows, empty } = props;
  const date = useDocumentDate();
  const wide = useMediaQuery('(min-width: 768px)');
  const [number, order, issueDate, secondDate, total, status, actions] = props.headers;
  const columns = [
    { key: 'number', label: number },
    { key: 'order', label: order },
    { key: 'issue-date', label: issueDate },
    { key: 'second-date', label: secondDate },
    { key: 'total', label: total, align: 'right' as const },
    { key: 'status', label: status },
    { key: 'actions', label: actions, align: 'right' as const },
  ];

  return (
    <TableState
      query={query}
      empty={rows.length === 0}
      emptyContent={<EmptyBox testId={empty.testId} title={empty.title} body={empty.body} action={empty.action} />}
      loadingLabel={props.loadingLabel}
      errorFallback={props.errorFallback}
      onRetry={() => void query.refetch()}
    >
      {wide ? (
        <DataTable
          caption={props.caption}
          columns={columns}
          busy={query.isFetching}
          className={props.dimWhileFetching && query.isFetching ? 'opacity-70' : ''}
        >
          {rows.map((row) => (
            <tr key={row.id} data-testid={props.rowTestId} data-number={row.number}>
              <td className="px-4 py-3 font-medium text-slate-900">{row.number}</td>
              <td className="px-4 py-3 text-slate-700">{row.orderNumber}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{date(row.issueDate)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{date(row.secondDate)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-semibold">
                {formatMoney(row.total, currentLanguage())}
                {row.balance ? <DocumentBalanceLine balance={row.balance} className="block" /> : null}
              </td>
              <td className="px-4 py-3">
                <DocumentStatusBadge status={customerDocumentStatus(row.status)} />
              </td>
              <td className="px-4 py-3">
                <DocumentActions row={row} props={props} />
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <div className={props.dimWhileFetching && query.isFetching ? 'opacity-70' : ''}>
          <DocumentCards props={props} />
        </div>
      )}
    </TableState>
  );
}
