import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, type InvoiceStatus } from '@shop/domain';
import { useAdminInvoices } from '@/api/documents/admin/get-invoices.ts';
import { useDocumentStatusLabel } from '@/components/documents/document-status-badge.tsx';
import { InvoiceStatusControl } from '@/components/documents/invoice-status-control.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { DocumentListToolbar } from './document-list-toolbar.tsx';
import { DocumentLeadCells, DocumentRowButtons, documentColumns, td } from './document-row.tsx';
import type { DocumentTabProps } from './document-tab-props.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** The administrators' invoices: filter by status, change a status in the row (a cancel asks why), view, download. */
export function InvoicesTab({ status, onStatus, onNotice, onView }: DocumentTabProps<InvoiceStatus>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = useDocumentStatusLabel();
  const valid = status === '' || (INVOICE_STATUSES as readonly string[]).includes(status);
  const invoices = useAdminInvoices(valid ? status : '');

  const list = invoices.data ?? [];
  return (
    <>
      <DocumentListToolbar
        filterTestId="invoice-status-filter"
        value={valid ? status : ''}
        options={[{ value: '', label: t('adminDocuments.list.allStatuses') }, ...INVOICE_STATUSES.map((value) => ({ value, label: label(value) }))]}
        onChange={onStatus}
        count={invoices.data ? t('adminDocuments.list.invoiceCount', { count: list.length }) : ''}
        countTestId="invoices-count"
        refreshing={invoices.isFetching}
        onRefresh={() => void invoices.refetch()}
      />
      <TableState
        query={invoices}
        empty={list.length === 0}
        loadingLabel={t('adminDocuments.list.loadingInvoices')}
        errorFallback={t('adminDocuments.errors.fetchInvoices')}
        emptyTitle={status ? t('adminDocuments.list.noInvoicesFiltered') : t('adminDocuments.list.noInvoices')}
      >
        <DataTable
          caption={t('adminDocuments.tabs.invoices')}
          busy={invoices.isFetching}
          columns={documentColumns(t, t('adminDocuments.columns.invoiceNumber'), t('adminDocuments.columns.dueDate'))}
        >
          {list.map((invoice) => (
            <tr key={invoice.id} data-testid="admin-invoice-row">
              <DocumentLeadCells document={invoice} number={invoice.invoice_number} numberTestId="invoice-number" />
              <td className={`${td} whitespace-nowrap`}>{formatDate(invoice.due_date, language)}</td>
              <td className={`${td} text-right tabular-nums`}>{formatMoney(invoice.total_amount, language)}</td>
              <td className={td}>
                <InvoiceStatusControl invoice={invoice} onNotice={onNotice} />
              </td>
              <td className={td}>
                <DocumentRowButtons kind="invoice" id={invoice.id} number={invoice.invoice_number} onView={onView} onNotice={onNotice} />
              </td>
            </tr>
          ))}
        </DataTable>
      </TableState>
    </>
  );
}
