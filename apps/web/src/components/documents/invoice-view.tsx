import { useTranslation } from 'react-i18next';
import type { Invoice } from '@shop/domain';
import { useDocumentDate } from './document-format.ts';
import { DocumentLayout, type SellerFallback } from './document-layout.tsx';
import { DetailRow } from './document-parts.tsx';

interface InvoiceViewProps extends SellerFallback {
  invoice: Invoice;
}

/** A VAT invoice as a document: seller, buyer, shipping, details, lines, totals and notes. Presentational only. */
export function InvoiceView({ invoice, company }: InvoiceViewProps) {
  const { t } = useTranslation();
  const date = useDocumentDate();
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
