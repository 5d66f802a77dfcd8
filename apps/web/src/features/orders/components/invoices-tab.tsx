import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES } from '@shop/domain';
import { formatDocumentDate } from '@/components/documents/document-format.ts';
import { DocumentStatusBadge, useDocumentStatusLabel } from '@/components/documents/document-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { invoicePdfPath } from '@/api/documents/document-keys.ts';
import { useInvoices } from '@/api/documents/get-invoices.ts';
import { InvoiceModal } from '@/components/documents/invoice-modal.tsx';
import { PdfButton } from '@/components/documents/pdf-button.tsx';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { ListStates } from './list-states.tsx';
import { StatusFilter } from './status-filter.tsx';
import { HeaderRow } from '@/components/ui/header-row.tsx';

const isInvoiceStatus = (value: string | null): value is string => value !== null && (INVOICE_STATUSES as readonly string[]).includes(value);

/** The Invoices tab: the customer's invoices with a status filter, a viewer and PDF downloads. */
export function InvoicesTab({ status: rawStatus, onStatus }: { status: string | null; onStatus: (status: string | null) => void }) {
  const { t } = useTranslation();
  const status = isInvoiceStatus(rawStatus) ? rawStatus : null;
  const invoices = useInvoices(status);
  const statusLabel = useDocumentStatusLabel();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = invoices.data ?? [];
  const date = (value: string | null | undefined) => formatDocumentDate(value, currentLanguage());

  return (
    <div className="space-y-4">
      <StatusFilter
        label={t('orders.invoices.filterLabel')}
        testId="invoices-tab-status"
        status={status}
        statuses={INVOICE_STATUSES}
        statusLabel={statusLabel}
        onStatus={onStatus}
        countText={invoices.isSuccess ? t('orders.invoices.count', { count: list.length }) : null}
      />

      <ListStates
        query={invoices}
        empty={list.length === 0}
        loadingLabel={t('orders.invoices.loading')}
        errorFallback={t('orders.errors.fetchInvoices')}
        emptyTestId="invoices-empty"
        emptyTitle={status ? t('orders.invoices.filteredTitle') : t('orders.invoices.emptyTitle')}
        emptyBody={status ? t('orders.invoices.filteredBody') : t('orders.invoices.emptyBody')}
        emptyAction={
          status ? (
            <Button variant="secondary" className="mt-5" onClick={() => onStatus(null)}>
              {t('orders.invoices.showAll')}
            </Button>
          ) : null
        }
      >
        <div className={`overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm ${invoices.isFetching ? 'opacity-70' : ''}`}>
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <HeaderRow
                columns={[
                  { id: 'number', label: t('orders.invoices.number') },
                  { id: 'order', label: t('orders.invoices.order') },
                  { id: 'issueDate', label: t('orders.invoices.issueDate') },
                  { id: 'dueDate', label: t('orders.invoices.dueDate') },
                  { id: 'total', label: t('orders.invoices.total'), align: 'right' },
                  { id: 'status', label: t('orders.invoices.status') },
                  { id: 'actions', label: t('orders.invoices.actions'), align: 'right' },
                ]}
              />
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((invoice) => (
                <tr key={invoice.id} data-testid="invoice-row" data-number={invoice.invoice_number}>
                  <td className="px-4 py-3 font-medium text-slate-900">{invoice.invoice_number}</td>
                  <td className="px-4 py-3 text-slate-700">{invoice.order_number}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">{date(invoice.issue_date)}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">{date(invoice.due_date)}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-right font-semibold">{formatMoney(invoice.total_amount, currentLanguage())}</td>
                  <td className="px-4 py-3">
                    <DocumentStatusBadge status={invoice.status} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button variant="secondary" className="px-3 py-1.5" data-testid="view-invoice" onClick={() => setOpenId(invoice.id)}>
                        {t('orders.invoices.view')}
                      </Button>
                      <PdfButton path={invoicePdfPath(invoice.id, currentLanguage())} fileName={`${invoice.invoice_number}.pdf`} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListStates>
      <InvoiceModal invoiceId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
