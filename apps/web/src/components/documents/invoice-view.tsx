import { useTranslation } from 'react-i18next';
import type { Invoice, Seller } from '@shop/domain';
import { paymentTermsText } from '@/lib/vocabulary.ts';
import { BuyerBlock, DetailRow, ItemsTable, Notes, SellerBlock, ShippingBlock, Totals } from './document-parts.tsx';
import { formatDocumentDate } from './document-format.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

export interface InvoiceViewProps {
  invoice: Invoice;
  /** The current seller details (GET /company/info), used when the invoice carries no seller snapshot. */
  company?: Seller | null | undefined;
}

/** A VAT invoice as a document: seller, buyer, shipping, details, lines, totals and notes. Presentational only. */
export function InvoiceView({ invoice, company }: InvoiceViewProps) {
  const { t } = useTranslation();
  const date = (value: string | null | undefined) => formatDocumentDate(value, currentLanguage());
  return (
    <article className="space-y-4 text-slate-900" data-testid="invoice-view">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-slate-800 pb-3">
        <div>
          <h2 className="text-xl font-bold">{t('documents.invoice.heading')}</h2>
          <p className="text-sm text-slate-600">
            {t('documents.view.seriesNumber')}:{' '}
            <span className="font-semibold text-slate-900" data-testid="document-number">
              {invoice.invoice_number}
            </span>
          </p>
        </div>
        <DocumentStatusBadge status={invoice.status} />
      </header>

      <div className="grid gap-3 sm:grid-cols-2">
        <SellerBlock seller={invoice.seller} company={company} />
        <BuyerBlock document={invoice} />
        <ShippingBlock document={invoice} />
        <section className="rounded-md border border-slate-200 p-3 text-sm" data-testid="document-details">
          <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('documents.view.details')}</h3>
          <dl>
            <DetailRow label={t('documents.view.seriesNumber')} value={invoice.invoice_number} />
            <DetailRow label={t('documents.view.issueDate')} value={date(invoice.issue_date)} />
            <DetailRow label={t('documents.view.supplyDate')} value={date(invoice.supply_date)} />
            <DetailRow label={t('documents.view.dueDate')} value={date(invoice.due_date)} />
            <DetailRow label={t('documents.view.paymentTerms')} value={paymentTermsText(t, invoice.payment_terms)} />
            <DetailRow label={t('documents.view.orderNumber')} value={invoice.order_number} />
            <DetailRow label={t('documents.view.paidDate')} value={date(invoice.paid_date)} />
          </dl>
        </section>
      </div>

      <ItemsTable document={invoice} />
      <Totals document={invoice} />
      <Notes notes={invoice.notes} />
    </article>
  );
}
