import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES } from '@shop/domain';
import { CustomerDocumentsTable } from '@/components/documents/customer-documents-table.tsx';
import { useDocumentStatusLabel } from '@/components/documents/document-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { invoicePdfPath } from '@/api/documents/document-keys.ts';
import { useInvoices } from '@/api/documents/get-invoices.ts';
import { InvoiceModal } from '@/components/documents/invoice-modal.tsx';

const isInvoiceStatus = (value: string | null): value is string => value !== null && (INVOICE_STATUSES as readonly string[]).includes(value);

/** The Invoices tab: the customer's invoices with a status filter, a viewer and PDF downloads. */
export function InvoicesTab({ status: rawStatus, onStatus }: { status: string | null; onStatus: (status: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const status = isInvoiceStatus(rawStatus) ? rawStatus : null;
  const invoices = useInvoices(status);
  const statusLabel = useDocumentStatusLabel();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = invoices.data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          className="w-full sm:w-64"
          label={t('orders.invoices.filterLabel')}
          data-testid="invoices-tab-status"
          value={status ?? ''}
          onChange={(event) => onStatus(event.target.value || null)}
          options={[{ value: '', label: t('orders.filter.all') }, ...INVOICE_STATUSES.map((value) => ({ value, label: statusLabel(value) }))]}
        />
        {invoices.isSuccess ? <p className="text-sm text-slate-600">{t('orders.invoices.count', { count: list.length })}</p> : null}
      </div>

      <CustomerDocumentsTable
        query={invoices}
        rows={list.map((invoice) => ({
          id: invoice.id,
          number: invoice.invoice_number,
          orderNumber: invoice.order_number,
          issueDate: invoice.issue_date,
          secondDate: invoice.due_date,
          total: invoice.total_amount,
          status: invoice.status,
          pdfPath: invoicePdfPath(invoice.id, i18n.language),
        }))}
        caption={t('orders.tabs.invoices')}
        headers={[
          t('orders.invoices.number'),
          t('orders.invoices.order'),
          t('orders.invoices.issueDate'),
          t('orders.invoices.dueDate'),
          t('orders.invoices.total'),
          t('orders.invoices.status'),
          t('orders.invoices.actions'),
        ]}
        viewLabel={t('orders.invoices.view')}
        loadingLabel={t('orders.invoices.loading')}
        errorFallback={t('orders.errors.fetchInvoices')}
        empty={{
          title: status ? t('orders.invoices.filteredTitle') : t('orders.invoices.emptyTitle'),
          body: status ? t('orders.invoices.filteredBody') : t('orders.invoices.emptyBody'),
          testId: 'invoices-empty',
          action: status ? (
            <Button variant="secondary" className="mt-5" onClick={() => onStatus(null)}>
              {t('orders.invoices.showAll')}
            </Button>
          ) : null,
        }}
        rowTestId="invoice-row"
        viewTestId="view-invoice"
        onView={setOpenId}
        dimWhileFetching
      />
      <InvoiceModal invoiceId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
