import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '@shop/domain';
import { useAdminInvoices } from '@/api/documents/admin/get-invoices.ts';
import { useUpdateInvoiceStatus } from '@/api/documents/admin/update-invoice-status.ts';
import { useDocumentStatusLabel } from '@/components/documents/document-status-badge.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { errorText } from '@/lib/error-text.ts';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { DocumentListToolbar } from './document-list-toolbar.tsx';
import { DocumentLeadCells, DocumentRowButtons, documentColumns, td } from './document-row.tsx';
import type { DocumentTabProps } from './document-tab-props.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** The administrators' invoices: filter by status, change a status in the row, view, download. */
export function InvoicesTab({ status, onStatus, onNotice, onView }: DocumentTabProps<InvoiceStatus>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = useDocumentStatusLabel();
  const valid = status === '' || (INVOICE_STATUSES as readonly string[]).includes(status);
  const invoices = useAdminInvoices(valid ? status : '');
  const update = useUpdateInvoiceStatus();

  const onChange = async (invoice: Invoice, next: InvoiceStatus) => {
    onNotice(null);
    try {
      await update.mutateAsync({ id: invoice.id, status: next });
      onNotice({ tone: 'success', text: t('adminDocuments.messages.invoiceStatusUpdated', { number: invoice.invoice_number, status: label(next) }) });
    } catch (error) {
      onNotice({ tone: 'error', text: errorText(error, t('adminDocuments.errors.updateInvoiceStatus')) });
    }
  };

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
                <select
                  data-testid="invoice-status-select"
                  aria-label={t('adminDocuments.list.changeInvoiceStatus', { number: invoice.invoice_number })}
                  value={invoice.status}
                  disabled={update.isPending}
                  onChange={(event) => void onChange(invoice, event.target.value as InvoiceStatus)}
                  className="block min-w-28 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:outline-2 focus:outline-teal-600 disabled:bg-slate-100"
                >
                  {INVOICE_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {label(value)}
                    </option>
                  ))}
                </select>
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
