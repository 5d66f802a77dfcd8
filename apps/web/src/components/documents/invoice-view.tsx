import { useTranslation } from 'react-i18next';
import type { Invoice, Seller } from '@shop/domain';
import { DetailRow } from './document-parts.tsx';
import { formatDocumentDate } from './document-format.ts';
import { DocumentLayout } from './document-layout.tsx';

export interface InvoiceViewProps {
  invoice: Invoice;
  /** The current seller details (GET /company/info), used when the invoice carries no seller snapshot. */
  company?: Seller | null | undefined;
}

/** A VAT invoice as a document: seller, buyer, shipping, details, lines, totals and notes. Presentational only. */
export function InvoiceView({ invoice, company }: InvoiceViewProps) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null | undefined) => formatDocumentDate(value, i18n.language);
  return (
    <DocumentLayout
      document={invoice}
      company={company}
      testId="invoice-view"
      heading={t('documents.invoice.heading')}
      number={invoice.invoice_number}
      thirdDetail={<DetailRow label={t('documents.view.supplyDate')} value={date(invoice.supply_date)} />}
      lastDetail={<DetailRow label={t('documents.view.paidDate')} value={date(invoice.paid_date)} />}
    />
  );
}
