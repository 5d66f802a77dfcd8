import { useTranslation } from 'react-i18next';
import type { PreInvoice, Seller } from '@shop/domain';
import { formatMoney } from '@/lib/format.ts';
import { paymentTermsText } from '@/lib/vocabulary.ts';
import { BuyerBlock, DetailRow, ItemsTable, Notes, SellerBlock, ShippingBlock, Totals } from './document-parts.tsx';
import { formatDocumentDate } from './document-format.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

export interface PreInvoiceViewProps {
  preInvoice: PreInvoice;
  /** The current seller details, used when the pre-invoice carries no seller snapshot. */
  company?: Seller | null | undefined;
}

/** A pro-forma invoice: the invoice layout plus validity, prepayment and the pro-forma notice. */
export function PreInvoiceView({ preInvoice, company }: PreInvoiceViewProps) {
  const { t } = useTranslation();
  const date = (value: string | null | undefined) => formatDocumentDate(value, currentLanguage());
  const percentage = Number(preInvoice.prepayment_percentage ?? 100);
  const prepayment = preInvoice.prepayment_amount ?? preInvoice.total_amount;
  const expired = Boolean(preInvoice.is_expired) && preInvoice.status !== 'paid' && preInvoice.status !== 'converted';
  return (
    <article className="space-y-4 text-slate-900" data-testid="pre-invoice-view">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-slate-800 pb-3">
        <div>
          <h2 className="text-xl font-bold">{t('documents.preInvoice.heading')}</h2>
          <p className="text-sm text-slate-600">
            {t('documents.view.seriesNumber')}:{' '}
            <span className="font-semibold text-slate-900" data-testid="document-number">
              {preInvoice.pre_invoice_number}
            </span>
          </p>
        </div>
        <DocumentStatusBadge status={preInvoice.status} />
      </header>

      <p className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900" data-testid="pro-forma-notice">
        {t('documents.preInvoice.proFormaNotice')}
      </p>
      {expired ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
          data-testid="expired-notice"
        >
          {t('documents.preInvoice.expiredNotice', { date: date(preInvoice.valid_until) })}
        </p>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-2">
        <SellerBlock seller={preInvoice.seller} company={company} />
        <BuyerBlock document={preInvoice} />
        <ShippingBlock document={preInvoice} />
        <section className="rounded-md border border-slate-200 p-3 text-sm" data-testid="document-details">
          <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('documents.view.details')}</h3>
          <dl>
            <DetailRow label={t('documents.view.seriesNumber')} value={preInvoice.pre_invoice_number} />
            <DetailRow label={t('documents.view.issueDate')} value={date(preInvoice.issue_date)} />
            <DetailRow label={t('documents.preInvoice.validUntil')} value={date(preInvoice.valid_until)} testId="valid-until" />
            <DetailRow label={t('documents.view.dueDate')} value={date(preInvoice.due_date)} />
            <DetailRow label={t('documents.view.paymentTerms')} value={paymentTermsText(t, preInvoice.payment_terms)} />
            <DetailRow label={t('documents.view.orderNumber')} value={preInvoice.order_number} />
            <DetailRow label={t('documents.preInvoice.prepaymentPercentage')} value={`${percentage} %`} />
          </dl>
        </section>
      </div>

      <ItemsTable document={preInvoice} />
      <Totals document={preInvoice}>
        <div className="mt-2 flex justify-between gap-3 rounded bg-slate-100 px-2 py-1.5 font-semibold">
          <dt>{t('documents.preInvoice.prepaymentAmount', { percentage })}</dt>
          <dd data-testid="prepayment-amount">{formatMoney(prepayment, currentLanguage())}</dd>
        </div>
      </Totals>
      {percentage < 100 ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="prepayment-notice">
          {t('documents.preInvoice.prepaymentNotice', {
            percentage,
            amount: formatMoney(prepayment, currentLanguage()),
            rest: formatMoney(Number(preInvoice.total_amount) - Number(prepayment), currentLanguage()),
          })}
        </p>
      ) : null}
      <Notes notes={preInvoice.notes} />
    </article>
  );
}
