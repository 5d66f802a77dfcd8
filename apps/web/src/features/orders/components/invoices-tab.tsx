import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES } from '@shop/domain';
import { CustomerDocumentsTable } from '@/components/documents/customer-documents-table.tsx';
import { useDocumentStatusLabel } from '@/components/documents/document-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { countText } from '@/lib/count-text.ts';
import { StatusFilter } from './status-filter.tsx';
import { creditNotePdfPath, invoicePdfPath } from '@/api/documents/document-keys.ts';
import { useCreditNotes } from '@/api/documents/get-credit-notes.ts';
import { CreditNotesTable } from '@/components/documents/credit-notes-table.tsx';
import { useInvoices } from '@/api/documents/get-invoices.ts';
import { InvoiceModal } from '@/components/documents/invoice-modal.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

const isInvoiceStatus = (value: string | null): value is string => value !== null && (INVOICE_STATUSES as readonly string[]).includes(value);

/** The Invoices tab: the customer's invoices, a page at a time, with a status filter, a viewer and PDF downloads. */
export function InvoicesTab({ status: rawStatus, onStatus }: { status: string | null; onStatus: (status: string | null) => void }) {
  const { t } = useTranslation();
  const status = isInvoiceStatus(rawStatus) ? rawStatus : null;
  // The page is the tab's own: another status starts at the first page.
  const [paged, setPaged] = useState({ status, page: 1 });
  const page = paged.status === status ? paged.page : 1;
  const invoices = useInvoices(status, page);
  const statusLabel = useDocumentStatusLabel();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = invoices.data?.invoices ?? [];
  const pagination = invoices.data?.pagination;

  return (
    <div className="space-y-4">
      <StatusFilter
        label={t('orders.invoices.filterLabel')}
        testId="invoices-tab-status"
        status={status}
        statuses={INVOICE_STATUSES}
        statusLabel={statusLabel}
        onStatus={onStatus}
        countText={pagination ? countText(t, 'orders.invoices.count', pagination) : null}
      />

      <CustomerDocumentsTable
        query={invoices}
        rows={list.map((invoice) => ({
          id: invoice.id,
          number: invoice.invoice_number,
          orderNumber: invoice.order_number,
          issueDate: invoice.issue_date,
          secondDate: invoice.due_date,
          total: invoice.total_amount,
          balance: invoice.status === 'cancelled' ? null : { paid: invoice.paid_amount, open: invoice.open_amount, overdue: invoice.is_overdue },
          status: invoice.status,
          pdfPath: invoicePdfPath(invoice.id, currentLanguage()),
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
      <Pager
        page={page}
        pages={pagination?.pages ?? 1}
        capped={pagination?.capped}
        onPage={(next) => setPaged({ status, page: next })}
        busy={invoices.isFetching}
      />
      <InvoiceModal invoiceId={openId} onClose={() => setOpenId(null)} />
      <CustomerCreditNotes />
    </div>
  );
}

/** The customer's credit notes under the invoices, a page at a time, when there are any. */
function CustomerCreditNotes() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const creditNotes = useCreditNotes({ page });
  const notes = creditNotes.data?.creditNotes ?? [];
  const pagination = creditNotes.data?.pagination;
  if (!pagination || pagination.total === 0) return null;
  return (
    <section aria-labelledby="credit-notes-heading" className="space-y-2 pt-4" data-testid="customer-credit-notes">
      <h2 id="credit-notes-heading" className="text-lg font-semibold text-slate-900">
        {t('documents.creditNotes.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('documents.creditNotes.hint')}</p>
      <CreditNotesTable
        query={creditNotes}
        notes={notes}
        pdfPath={(note) => creditNotePdfPath(note.id, currentLanguage())}
        emptyTitle={t('documents.creditNotes.none')}
      />
      <Pager page={page} pages={pagination.pages} capped={pagination.capped} onPage={setPage} busy={creditNotes.isFetching} />
    </section>
  );
}
