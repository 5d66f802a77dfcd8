import { useTranslation } from 'react-i18next';
import { DocumentModal } from './document-modal.tsx';
import { PreInvoiceView } from './pre-invoice-view.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCompanyInfo } from '@/api/documents/get-company-info.ts';
import { preInvoicePdfPath } from '@/api/documents/document-keys.ts';
import { usePreInvoice } from '@/api/documents/get-pre-invoice.ts';
import { isNotFound } from '@/lib/error-text.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** The customer's pre-invoice modal: GET /pre-invoices/:id. */
export function PreInvoiceModal({ preInvoiceId, onClose }: { preInvoiceId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const preInvoice = usePreInvoice(preInvoiceId);
  const company = useCompanyInfo(preInvoiceId !== null);
  const number = preInvoice.data?.pre_invoice_number;
  return (
    <DocumentModal
      open={preInvoiceId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={number ? t('documents.preInvoice.modalTitle', { number }) : t('documents.preInvoice.heading')}
      ready={preInvoice.isSuccess}
      pdfPath={preInvoiceId !== null ? preInvoicePdfPath(preInvoiceId, currentLanguage()) : null}
      pdfFileName={number ? `${number}.pdf` : undefined}
    >
      {preInvoice.isPending ? (
        <Spinner label={t('documents.loading')} />
      ) : preInvoice.isError ? (
        <Alert
          tone="error"
          title={isNotFound(preInvoice.error) ? t('documents.errors.preInvoiceNotFound') : t('documents.errors.preInvoiceDetails')}
        />
      ) : (
        <PreInvoiceView preInvoice={preInvoice.data} company={company.data} />
      )}
    </DocumentModal>
  );
}
