import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDocumentDate } from '@/components/documents/document-format.ts';
import { DocumentStatusBadge } from '@/components/documents/document-status-badge.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatMoney } from '@/lib/format.ts';
import { preInvoicePdfPath } from '@/api/documents/document-keys.ts';
import { usePreInvoices } from '@/api/documents/get-pre-invoices.ts';
import { PdfButton } from '@/components/documents/pdf-button.tsx';
import { PreInvoiceModal } from '@/components/documents/pre-invoice-modal.tsx';
import { errorText } from '@/lib/error-text.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** /pre-invoices: the customer's pro-forma invoices with a viewer and PDF downloads. */
export default function PreInvoicesPage() {
  const { t } = useTranslation();
  const preInvoices = usePreInvoices();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = preInvoices.data ?? [];
  const date = (value: string | null | undefined) => formatDocumentDate(value, currentLanguage());

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

      {preInvoices.isPending ? (
        <Spinner label={t('documents.loading')} />
      ) : preInvoices.isError ? (
        <Alert tone="error" title={errorText(preInvoices.error, t('documents.errors.fetchPreInvoices'))}>
          <Button variant="secondary" className="mt-2" onClick={() => void preInvoices.refetch()}>
            {t('documents.retry')}
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <div data-testid="pre-invoices-empty" className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t('documents.preInvoices.emptyTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('documents.preInvoices.emptyBody')}</p>
          <Link
            to="/orders"
            className="mt-5 inline-flex items-center justify-center rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800"
          >
            {t('documents.preInvoices.toOrders')}
          </Link>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t('documents.list.number')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('documents.list.order')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('documents.list.date')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('documents.preInvoice.validUntil')}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t('documents.list.total')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('documents.list.status')}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t('documents.list.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((item) => (
                <tr key={item.id} data-testid="pre-invoice-row" data-number={item.pre_invoice_number}>
                  <td className="px-4 py-3 font-medium text-slate-900">{item.pre_invoice_number}</td>
                  <td className="px-4 py-3 text-slate-700">{item.order_number}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">{date(item.issue_date ?? item.created_at)}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">{date(item.valid_until)}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-right font-semibold">{formatMoney(item.total_amount, currentLanguage())}</td>
                  <td className="px-4 py-3">
                    <DocumentStatusBadge status={item.is_expired && ['draft', 'sent'].includes(item.status) ? 'expired' : item.status} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button variant="secondary" className="px-3 py-1.5" data-testid="view-pre-invoice" onClick={() => setOpenId(item.id)}>
                        {t('documents.list.view')}
                      </Button>
                      <PdfButton path={preInvoicePdfPath(item.id, currentLanguage())} fileName={`${item.pre_invoice_number}.pdf`} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PreInvoiceModal preInvoiceId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
