import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentBase, PaymentTermsLine, Seller } from '@shop/domain';
import { termsLineWords } from '@/lib/vocabulary.ts';
import { BuyerBlock, DetailRow, ItemsTable, Notes, SellerBlock, ShippingBlock, Totals } from './document-parts.tsx';
import { useDocumentDate } from './document-format.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';

/** The current seller details (GET /company/info), used when a document carries no seller snapshot. */
export interface SellerFallback {
  company?: Seller | null | undefined;
}

interface DocumentLayoutProps extends SellerFallback {
  /** An invoice or pre-invoice: its terms line comes from the rule it was issued with (decision 054). */
  document: DocumentBase & { status: string; payment_terms_line: PaymentTermsLine };
  testId: string;
  heading: string;
  number: string;
  /** Notices under the header (the pro-forma and expiry notices). */
  notices?: ReactNode;
  /** The details row after the issue date (supply date; valid until). */
  thirdDetail: ReactNode;
  /** The last details row (paid date; prepayment percentage). */
  lastDetail: ReactNode;
  /** More totals rows (the prepayment). */
  extraTotals?: ReactNode;
  /** Between the totals and the notes. */
  afterTotals?: ReactNode;
}

/** The layout invoices and pre-invoices share: header, seller, buyer, shipping, details, lines, totals and notes. */
export function DocumentLayout(props: DocumentLayoutProps) {
  const { t } = useTranslation();
  const { document } = props;
  const date = useDocumentDate();
  return (
    <article className="space-y-4 text-slate-900" data-testid={props.testId}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-slate-800 pb-3">
        <div>
          <h2 className="text-xl font-bold">{props.heading}</h2>
          <p className="text-sm text-slate-600">
            {t('documents.view.seriesNumber')}:{' '}
            <span className="font-semibold text-slate-900" data-testid="document-number">
              {props.number}
            </span>
          </p>
        </div>
        <DocumentStatusBadge status={document.status} />
      </header>

      {props.notices}

      <div className="grid gap-3 sm:grid-cols-2">
        <SellerBlock seller={document.seller} company={props.company} />
        <BuyerBlock document={document} />
        <ShippingBlock document={document} />
        <section className="rounded-md border border-slate-200 p-3 text-sm" data-testid="document-details">
          <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('documents.view.details')}</h3>
          <dl>
            <DetailRow label={t('documents.view.seriesNumber')} value={props.number} />
            <DetailRow label={t('documents.view.issueDate')} value={date(document.issue_date)} />
            {props.thirdDetail}
            <DetailRow label={t('documents.view.dueDate')} value={date(document.due_date)} />
            <DetailRow label={t('documents.view.paymentTerms')} value={termsLineWords(t, document.payment_terms_line, date)} testId="payment-terms" />
            <DetailRow label={t('documents.view.orderNumber')} value={document.order_number} />
            <DetailRow label={t('documents.view.customerReference')} value={document.customer_reference} testId="document-customer-reference" />
            {props.lastDetail}
          </dl>
        </section>
      </div>

      <ItemsTable document={document} />
      <Totals document={document}>{props.extraTotals}</Totals>
      {props.afterTotals}
      <Notes notes={document.notes} />
    </article>
  );
}
