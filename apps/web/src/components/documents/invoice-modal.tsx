import { useTranslation } from 'react-i18next';
import { customerDocumentStatus } from '@shop/domain';
import { useCompanyInfo } from '@/api/documents/get-company-info.ts';
import { invoicePdfPath } from '@/api/documents/document-keys.ts';
import { useInvoice } from '@/api/documents/get-invoice.ts';
import { DocumentBalanceLine } from './document-balance.tsx';
import { DocumentQueryModal } from './document-query-modal.tsx';
import { InvoiceView } from './invoice-view.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

/** The customer's invoice modal: GET /invoices/:id, seller from the invoice or /company/info. */
export function InvoiceModal({ invoiceId, onClose }: { invoiceId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const invoice = useInvoice(invoiceId);
  const company = useCompanyInfo(invoiceId !== null);
  const number = invoice.data?.invoice_number;
  return (
    <DocumentQueryModal
      id={invoiceId}
      onClose={onClose}
      query={invoice}
      number={number}
      title={number ? t('documents.invoice.modalTitle', { number }) : t('documents.invoice.heading')}
      pdfPath={invoiceId !== null ? invoicePdfPath(invoiceId, currentLanguage()) : null}
      notFound={t('documents.errors.invoiceNotFound')}
      failed={t('documents.errors.invoiceDetails')}
      footer={(loaded) =>
        loaded.status === 'cancelled' ? null : (
          <DocumentBalanceLine balance={{ paid: loaded.paid_amount, open: loaded.open_amount, overdue: loaded.is_overdue }} className="text-sm" />
        )
      }
    >
      {(loaded) => <InvoiceView invoice={{ ...loaded, status: customerDocumentStatus(loaded.status) }} company={company.data} />}
    </DocumentQueryModal>
  );
}
