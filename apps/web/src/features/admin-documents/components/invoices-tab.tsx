import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES } from '@shop/domain';
import { useAdminInvoices } from '@/api/documents/admin/get-invoices.ts';
import { useDocumentStatusLabel } from '@/components/documents/document-status-badge.tsx';
import { InvoiceStatusControl } from '@/components/documents/invoice-status-control.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { countText } from '@/lib/count-text.ts';
import { formatDate } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useColumnChoice } from '../use-column-choice.ts';
import { ColumnChoiceMenu } from './column-choice-menu.tsx';
import { DocumentListFilters } from './document-list-filters.tsx';
import { ExportListButton } from './export-list-button.tsx';
import { DocumentLeadCells, DocumentRowButtons, documentColumns, optionalDocumentColumns, TotalCell, td } from './document-row.tsx';
import type { DocumentTabProps } from './document-tab-props.ts';

/**
 * The administrators' invoices, a page at a time: search and filters, the open amount, a status change
 * in the row (a cancel asks why, paid asks the day), overdue, view, payments, download.
 */
export function InvoicesTab({ list, onNotice, onView, onPayments }: DocumentTabProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = useDocumentStatusLabel();
  const status = (INVOICE_STATUSES as readonly string[]).includes(list.typed.status) ? list.typed.status : '';
  const invoices = useAdminInvoices(list.params(status), !list.rangeReversed);
  const columns = useColumnChoice('invoices');
  const { shows } = columns;
  const rows = invoices.data?.invoices ?? [];
  // A reversed range shows its error alone: no count nor pages of the last answer kept on screen.
  const pagination = list.rangeReversed ? undefined : invoices.data?.pagination;

  return (
    <>
      <DocumentListFilters
        list={list}
        status={{
          testId: 'invoice-status-filter',
          value: status,
          options: [{ value: '', label: t('adminDocuments.list.allStatuses') }, ...INVOICE_STATUSES.map((value) => ({ value, label: label(value) }))],
        }}
        count={pagination ? countText(t, 'adminDocuments.list.invoiceCount', pagination) : ''}
        countTestId="invoices-count"
        refreshing={invoices.isFetching}
        onRefresh={() => void invoices.refetch()}
        tools={
          <>
            <ColumnChoiceMenu choice={columns} columns={optionalDocumentColumns(t, t('adminDocuments.columns.dueDate'))} />
            <ExportListButton list="invoices" params={list.params(status)} disabled={list.rangeReversed} />
          </>
        }
      />
      {list.rangeReversed ? (
        <Alert tone="warning">{t('validation.periodOrder')}</Alert>
      ) : (
        <TableState
          query={invoices}
          empty={rows.length === 0}
          loadingLabel={t('adminDocuments.list.loadingInvoices')}
          errorFallback={t('adminDocuments.errors.fetchInvoices')}
          onRetry={() => void invoices.refetch()}
          emptyTitle={list.filtered ? t('adminDocuments.list.noInvoicesMatching') : t('adminDocuments.list.noInvoices')}
        >
          <DataTable
            caption={t('adminDocuments.tabs.invoices')}
            busy={invoices.isFetching}
            columns={documentColumns(t, t('adminDocuments.columns.invoiceNumber'), t('adminDocuments.columns.dueDate'), shows)}
          >
            {rows.map((invoice) => (
              <tr key={invoice.id} data-testid="admin-invoice-row">
                <DocumentLeadCells document={invoice} number={invoice.invoice_number} numberTestId="invoice-number" shows={shows} />
                {shows('second-date') ? <td className={`${td} whitespace-nowrap`}>{formatDate(invoice.due_date, language)}</td> : null}
                {shows('total') ? (
                  <TotalCell total={invoice.total_amount} open={invoice.open_amount} settled={invoice.status === 'cancelled'} />
                ) : null}
                {shows('status') ? (
                  <td className={td}>
                    <InvoiceStatusControl invoice={invoice} onNotice={onNotice} />
                  </td>
                ) : null}
                <td className={td}>
                  <DocumentRowButtons
                    kind="invoice"
                    id={invoice.id}
                    number={invoice.invoice_number}
                    onView={onView}
                    onPayments={onPayments}
                    onNotice={onNotice}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        </TableState>
      )}
      <Pager page={list.page} pages={pagination?.pages ?? 1} capped={pagination?.capped} onPage={list.goToPage} busy={invoices.isFetching} />
    </>
  );
}
