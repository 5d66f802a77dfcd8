import { useTranslation } from 'react-i18next';
import { PRE_INVOICE_STATUSES } from '@shop/domain';
import { useAdminPreInvoices } from '@/api/documents/admin/get-pre-invoices.ts';
import { DocumentStatusBadge, useDocumentStatusLabel } from '@/components/documents/document-status-badge.tsx';
import { PreInvoiceActions } from '@/components/documents/pre-invoice-actions.tsx';
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

/** The administrators' pre-invoices, a page at a time: search and filters, the lifecycle actions in the row, view, download. */
export function PreInvoicesTab({ list, onNotice, onView, onPayments }: DocumentTabProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = useDocumentStatusLabel();
  const status = (PRE_INVOICE_STATUSES as readonly string[]).includes(list.typed.status) ? list.typed.status : '';
  const preInvoices = useAdminPreInvoices(list.params(status), !list.rangeReversed);
  const columns = useColumnChoice('pre-invoices');
  const { shows } = columns;
  const rows = preInvoices.data?.preInvoices ?? [];
  // A reversed range shows its error alone: no count nor pages of the last answer kept on screen.
  const pagination = list.rangeReversed ? undefined : preInvoices.data?.pagination;

  return (
    <>
      <DocumentListFilters
        list={list}
        status={{
          testId: 'pre-invoice-status-filter',
          value: status,
          options: [
            { value: '', label: t('adminDocuments.list.allStatuses') },
            ...PRE_INVOICE_STATUSES.map((value) => ({ value, label: label(value) })),
          ],
        }}
        count={pagination ? countText(t, 'adminDocuments.list.preInvoiceCount', pagination) : ''}
        countTestId="pre-invoices-count"
        refreshing={preInvoices.isFetching}
        onRefresh={() => void preInvoices.refetch()}
        tools={
          <>
            <ColumnChoiceMenu choice={columns} columns={optionalDocumentColumns(t, t('adminDocuments.columns.validUntil'))} />
            <ExportListButton list="pre-invoices" params={list.params(status)} disabled={list.rangeReversed} />
          </>
        }
      />
      {list.rangeReversed ? (
        <Alert tone="warning">{t('validation.periodOrder')}</Alert>
      ) : (
        <TableState
          query={preInvoices}
          empty={rows.length === 0}
          loadingLabel={t('adminDocuments.list.loadingPreInvoices')}
          errorFallback={t('adminDocuments.errors.fetchPreInvoices')}
          onRetry={() => void preInvoices.refetch()}
          emptyTitle={list.filtered ? t('adminDocuments.list.noPreInvoicesMatching') : t('adminDocuments.list.noPreInvoices')}
        >
          <DataTable
            caption={t('adminDocuments.tabs.preInvoices')}
            busy={preInvoices.isFetching}
            columns={documentColumns(t, t('adminDocuments.columns.preInvoiceNumber'), t('adminDocuments.columns.validUntil'), shows)}
          >
            {rows.map((preInvoice) => (
              <tr key={preInvoice.id} data-testid="admin-pre-invoice-row">
                <DocumentLeadCells document={preInvoice} number={preInvoice.pre_invoice_number} numberTestId="pre-invoice-number" shows={shows} />
                {shows('second-date') ? (
                  <td className={`${td} whitespace-nowrap`}>
                    {formatDate(preInvoice.valid_until, language)}
                    {preInvoice.is_expired && preInvoice.status !== 'expired' && preInvoice.status !== 'cancelled' ? (
                      <span className="block text-xs font-medium text-amber-700">{t('adminDocuments.list.expiredHint')}</span>
                    ) : null}
                  </td>
                ) : null}
                {shows('total') ? (
                  <TotalCell
                    total={preInvoice.total_amount}
                    open={preInvoice.open_amount}
                    settled={preInvoice.status === 'cancelled' || preInvoice.converted_invoice_id !== null}
                  />
                ) : null}
                {shows('status') ? (
                  <td className={td}>
                    <DocumentStatusBadge status={preInvoice.status} testId="pre-invoice-status" />
                  </td>
                ) : null}
                <td className={`${td} min-w-72`}>
                  <div className="flex flex-col gap-2">
                    {/* One invoice per order, ever: Convert is hidden for orders that already have one. */}
                    <PreInvoiceActions preInvoice={preInvoice} size="small" onNotice={onNotice} showConvert={!preInvoice.order_invoiced} />
                    <DocumentRowButtons
                      kind="pre-invoice"
                      id={preInvoice.id}
                      number={preInvoice.pre_invoice_number}
                      onView={onView}
                      onPayments={onPayments}
                      onNotice={onNotice}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        </TableState>
      )}
      <Pager page={list.page} pages={pagination?.pages ?? 1} capped={pagination?.capped} onPage={list.goToPage} busy={preInvoices.isFetching} />
    </>
  );
}
