import { useTranslation } from 'react-i18next';
import { DocumentModal } from './document-modal.tsx';
import { InvoiceView } from './invoice-view.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCompanyInfo } from '@/api/documents/get-company-info.ts';
import { invoicePdfPath } from '@/api/documents/document-keys.ts';
import { useInvoice } from '@/api/documents/get-invoice.ts';
import { isNotFound } from '@/lib/error-text.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** The customer's invoice modal: GET /invoices/:id, seller from the invoice or /company/info. */
export function InvoiceModal({ invoiceId, onClose }: { invoiceId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const invoice = useInvoice(invoiceId);
  const company = useCompanyInfo(invoiceId !== null);
  const number = invoice.data?.invoice_number;
  return (
    <DocumentModal
      open={invoiceId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={number ? t('documents.invoice.modalTitle', { number }) : t('documents.invoice.heading')}
      ready={invoice.isSuccess}
      pdfPath={invoiceId !== null ? invoicePdfPath(invoiceId, currentLanguage()) : null}
      pdfFileName={number ? `${number}.pdf` : undefined}
    >
      {invoice.isPending ? (
        <Spinner label={t('documents.loading')} />
      ) : invoice.isError ? (
        <Alert tone="error" title={isNotFound(invoice.error) ? t('documents.errors.invoiceNotFound') : t('documents.errors.invoiceDetails')} />
      ) : (
        <InvoiceView invoice={invoice.data} company={company.data} />
      )}
    </DocumentModal>
  );
}
