import { useTranslation } from 'react-i18next';
import { PRE_INVOICE_STATUSES, type PreInvoiceStatus } from '@shop/domain';
import { useAdminInvoices } from '@/api/documents/admin/get-invoices.ts';
import { useAdminPreInvoices } from '@/api/documents/admin/get-pre-invoices.ts';
import { DocumentStatusBadge, useDocumentStatusLabel } from '@/components/documents/document-status-badge.tsx';
import { PreInvoiceActions } from '@/components/documents/pre-invoice-actions.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { DocumentListToolbar } from './document-list-toolbar.tsx';
import { DocumentLeadCells, DocumentRowButtons, documentColumns, td } from './document-row.tsx';
import type { DocumentTabProps } from './document-tab-props.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** The administrators' pre-invoices: filter by status, the lifecycle actions in the row, view, download. */
export function PreInvoicesTab({ status, onStatus, onNotice, onView }: DocumentTabProps<PreInvoiceStatus>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = useDocumentStatusLabel();
  const valid = status === '' || (PRE_INVOICE_STATUSES as readonly string[]).includes(status);
  const preInvoices = useAdminPreInvoices({ status: valid ? status : '' });
  // One invoice per order, ever: Convert is hidden for orders that already have one.
  const invoices = useAdminInvoices('');
  const invoicedOrders = new Set((invoices.data ?? []).map((invoice) => invoice.order_id));

  const list = preInvoices.data ?? [];
  return (
    <>
      <DocumentListToolbar
        filterTestId="pre-invoice-status-filter"
        value={valid ? status : ''}
        options={[
          { value: '', label: t('adminDocuments.list.allStatuses') },
          ...PRE_INVOICE_STATUSES.map((value) => ({ value, label: label(value) })),
        ]}
        onChange={onStatus}
        count={preInvoices.data ? t('adminDocuments.list.preInvoiceCount', { count: list.length }) : ''}
        countTestId="pre-invoices-count"
        refreshing={preInvoices.isFetching}
        onRefresh={() => void preInvoices.refetch()}
      />
      <TableState
        query={preInvoices}
        empty={list.length === 0}
        loadingLabel={t('adminDocuments.list.loadingPreInvoices')}
        errorFallback={t('adminDocuments.errors.fetchPreInvoices')}
        emptyTitle={status ? t('adminDocuments.list.noPreInvoicesFiltered') : t('adminDocuments.list.noPreInvoices')}
      >
        <DataTable
          caption={t('adminDocuments.tabs.preInvoices')}
          busy={preInvoices.isFetching}
          columns={documentColumns(t, t('adminDocuments.columns.preInvoiceNumber'), t('adminDocuments.columns.validUntil'))}
        >
          {list.map((preInvoice) => (
            <tr key={preInvoice.id} data-testid="admin-pre-invoice-row">
              <DocumentLeadCells document={preInvoice} number={preInvoice.pre_invoice_number} numberTestId="pre-invoice-number" />
              <td className={`${td} whitespace-nowrap`}>
                {formatDate(preInvoice.valid_until, language)}
                {preInvoice.is_expired && preInvoice.status !== 'expired' && preInvoice.status !== 'cancelled' ? (
                  <span className="block text-xs font-medium text-amber-700">{t('adminDocuments.list.expiredHint')}</span>
                ) : null}
              </td>
              <td className={`${td} text-right tabular-nums`}>{formatMoney(preInvoice.total_amount, language)}</td>
              <td className={td}>
                <DocumentStatusBadge status={preInvoice.status} testId="pre-invoice-status" />
              </td>
              <td className={`${td} min-w-72`}>
                <div className="flex flex-col gap-2">
                  <PreInvoiceActions
                    preInvoice={preInvoice}
                    size="small"
                    onNotice={onNotice}
                    showConvert={!invoicedOrders.has(preInvoice.order_id)}
                  />
                  <DocumentRowButtons
                    kind="pre-invoice"
                    id={preInvoice.id}
                    number={preInvoice.pre_invoice_number}
                    onView={onView}
                    onNotice={onNotice}
                  />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      </TableState>
    </>
  );
}
