import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceListRow, PreInvoiceListRow } from '@shop/domain';
import { useAdminPdfDownload, type DocumentKind, type DocumentTarget } from '@/components/documents/admin-document-modal.tsx';
import type { PayableTarget } from '@/components/documents/payments-dialog.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { Column } from '@/components/ui/data-table.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useCan } from '@/lib/permissions.ts';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** A cell of the administrators' document lists. */
export const td = 'px-4 py-3 align-top text-sm text-slate-800';

/** The columns a reader may hide of both lists (the number and the actions always show), by key and header. */
export function optionalDocumentColumns(t: TFunction, secondDateLabel: string) {
  return [
    { key: 'order', label: t('adminDocuments.columns.order') },
    { key: 'company', label: t('adminDocuments.columns.company') },
    { key: 'email', label: t('adminDocuments.columns.email') },
    { key: 'issue-date', label: t('adminDocuments.columns.issueDate') },
    { key: 'second-date', label: secondDateLabel },
    { key: 'total', label: t('adminDocuments.columns.total') },
    { key: 'status', label: t('adminDocuments.columns.status') },
  ];
}

/** The columns both lists have that `shows` lets through; the first names the number, the sixth the document's second date. */
export function documentColumns(t: TFunction, numberLabel: string, secondDateLabel: string, shows: (key: string) => boolean): Column[] {
  const columns: Column[] = [
    { key: 'number', label: numberLabel },
    ...optionalDocumentColumns(t, secondDateLabel).map((column) => (column.key === 'total' ? { ...column, align: 'right' as const } : column)),
    { key: 'actions', label: t('adminDocuments.columns.actions') },
  ];
  return columns.filter((column) => shows(column.key));
}

/** The first cells of a row: number, order (a link to it), company, e-mail and issue date, each that `shows` lets through. */
export function DocumentLeadCells({
  document,
  number,
  numberTestId,
  shows,
}: {
  document: InvoiceListRow | PreInvoiceListRow;
  number: string;
  numberTestId: string;
  shows: (key: string) => boolean;
}) {
  useTranslation(); // re-render in the new language when the reader switches
  return (
    <>
      <td className={`${td} font-medium`} data-testid={numberTestId}>
        {number}
      </td>
      {shows('order') ? (
        <td className={td}>
          <Link
            to={`/admin/orders/${document.order_id}`}
            className="whitespace-nowrap font-medium text-teal-800 hover:underline"
            data-testid="document-order-link"
          >
            {document.order_number}
          </Link>
        </td>
      ) : null}
      {shows('company') ? <td className={td}>{document.company_name}</td> : null}
      {shows('email') ? <td className={td}>{document.email}</td> : null}
      {shows('issue-date') ? <td className={`${td} whitespace-nowrap`}>{formatDate(document.issue_date, currentLanguage())}</td> : null}
    </>
  );
}

const DOWNLOAD_FAILED = { invoice: 'adminDocuments.errors.downloadInvoice', 'pre-invoice': 'adminDocuments.errors.downloadPreInvoice' } as const;

/** The total cell: the document's total, and under it what is still open of it (decision 078). */
export function TotalCell({ total, open, settled }: { total: number; open: number; settled: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <td className={`${td} whitespace-nowrap text-right tabular-nums`}>
      {formatMoney(total, language)}
      {settled ? null : (
        <span className="block text-xs text-slate-600" data-testid="document-open-amount">
          {t('adminDocuments.list.openAmount', { amount: formatMoney(Math.max(open, 0), language) })}
        </span>
      )}
    </td>
  );
}

/** View (in the modal), Payments and Download PDF of one document; a failed download says so in the page's notice. */
export function DocumentRowButtons(props: {
  kind: DocumentKind;
  id: number;
  number: string;
  onView: (target: DocumentTarget) => void;
  onPayments: (target: PayableTarget) => void;
  onNotice: (notice: NoticeMessage | null) => void;
}) {
  const { t } = useTranslation();
  const download = useAdminPdfDownload();
  // Payments are recorded by a role holding payments.manage (decision 093).
  const payments = useCan('payments.manage');
  const { kind, id, number, onNotice } = props;
  const onDownload = async () => {
    onNotice(null);
    const failure = await download(kind, id, number);
    if (failure) onNotice({ tone: 'error', text: errorText(failure, t(DOWNLOAD_FAILED[kind])) });
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" className="px-2.5 py-1 text-xs" data-testid={`view-${kind}-admin`} onClick={() => props.onView({ kind, id })}>
        {t('adminDocuments.actions.view')}
      </Button>
      {payments ? (
        <Button
          variant="secondary"
          className="px-2.5 py-1 text-xs"
          data-testid={`${kind}-payments`}
          onClick={() => {
            onNotice(null);
            props.onPayments({ kind, id });
          }}
        >
          {t('adminDocuments.actions.payments')}
        </Button>
      ) : null}
      <Button variant="secondary" className="px-2.5 py-1 text-xs" data-testid={`download-${kind}-pdf-admin`} onClick={() => void onDownload()}>
        {t('adminDocuments.actions.downloadPdf')}
      </Button>
    </div>
  );
}
