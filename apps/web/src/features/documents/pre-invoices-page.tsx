import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/card.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { preInvoicePdfPath } from '@/api/documents/document-keys.ts';
import { usePreInvoices } from '@/api/documents/get-pre-invoices.ts';
import { CustomerDocumentsTable } from '@/components/documents/customer-documents-table.tsx';
import { PreInvoiceModal } from '@/components/documents/pre-invoice-modal.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { useAddressFilters } from '@/lib/use-address-filters.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

/** /pre-invoices: the customer's pro-forma invoices with a viewer and PDF downloads. */
export default function PreInvoicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('documents.preInvoices.title')} noindex />
      <PreInvoicesPageContent />
    </>
  );
}

function PreInvoicesPageContent() {
  const { t } = useTranslation();
  // The page is kept in the address: a reload or Back shows the same page.
  const { page, goToPage } = useAddressFilters([]);
  const preInvoices = usePreInvoices(page);
  const [openId, setOpenId] = useState<number | null>(null);
  const pagination = preInvoices.data?.pagination;
  const rows = (preInvoices.data?.preInvoices ?? []).map((item) => ({
    id: item.id,
    number: item.pre_invoice_number,
    orderNumber: item.order_number,
    issueDate: item.issue_date ?? item.created_at,
    secondDate: item.valid_until,
    total: item.total_amount,
    // What of the prepayment is paid and open; a converted one is paid on its invoice.
    balance: item.status === 'cancelled' || item.converted_invoice_id !== null ? null : { paid: item.paid_amount, open: item.open_amount },
    // A draft or sent pre-invoice past its date reads as expired.
    status: item.is_expired && ['draft', 'sent'].includes(item.status) ? 'expired' : item.status,
    pdfPath: preInvoicePdfPath(item.id, currentLanguage()),
  }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle subtitle={t('documents.preInvoices.subtitle')}>{t('documents.preInvoices.title')}</PageTitle>
        <Link
          to="/orders"
          className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('documents.preInvoices.toOrders')}
        </Link>
      </div>

      <CustomerDocumentsTable
        query={preInvoices}
        rows={rows}
        caption={t('documents.preInvoices.title')}
        headers={[
          t('documents.list.number'),
          t('documents.list.order'),
          t('documents.list.date'),
          t('documents.preInvoice.validUntil'),
          t('documents.list.total'),
          t('documents.list.status'),
          t('documents.list.actions'),
        ]}
        viewLabel={t('documents.list.view')}
        loadingLabel={t('documents.loading')}
        errorFallback={t('documents.errors.fetchPreInvoices')}
        empty={{
          title: t('documents.preInvoices.emptyTitle'),
          body: t('documents.preInvoices.emptyBody'),
          testId: 'pre-invoices-empty',
          action: (
            <Link
              to="/orders"
              className="mt-5 inline-flex items-center justify-center rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800"
            >
              {t('documents.preInvoices.toOrders')}
            </Link>
          ),
        }}
        rowTestId="pre-invoice-row"
        viewTestId="view-pre-invoice"
        onView={setOpenId}
        dimWhileFetching
      />
      <Pager page={page} pages={pagination?.pages ?? 1} capped={pagination?.capped} onPage={goToPage} busy={preInvoices.isFetching} />
      <PreInvoiceModal preInvoiceId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
