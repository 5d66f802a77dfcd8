import { useTranslation } from 'react-i18next';
import { customerDocumentStatus } from '@shop/domain';
import { useCompanyInfo } from '@/api/documents/get-company-info.ts';
import { preInvoicePdfPath } from '@/api/documents/document-keys.ts';
import { usePreInvoice } from '@/api/documents/get-pre-invoice.ts';
import { DocumentBalanceLine } from './document-balance.tsx';
import { DocumentQueryModal } from './document-query-modal.tsx';
import { PreInvoiceView } from './pre-invoice-view.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

/** The customer's pre-invoice modal: GET /pre-invoices/:id. */
export function PreInvoiceModal({ preInvoiceId, onClose }: { preInvoiceId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const preInvoice = usePreInvoice(preInvoiceId);
  const company = useCompanyInfo(preInvoiceId !== null);
  const number = preInvoice.data?.pre_invoice_number;
  return (
    <DocumentQueryModal
      id={preInvoiceId}
      onClose={onClose}
      query={preInvoice}
      number={number}
      title={number ? t('documents.preInvoice.modalTitle', { number }) : t('documents.preInvoice.heading')}
      pdfPath={preInvoiceId !== null ? preInvoicePdfPath(preInvoiceId, currentLanguage()) : null}
      notFound={t('documents.errors.preInvoiceNotFound')}
      failed={t('documents.errors.preInvoiceDetails')}
      footer={(loaded) =>
        loaded.status === 'cancelled' || loaded.converted_invoice_id !== null ? null : (
          <DocumentBalanceLine balance={{ paid: loaded.paid_amount, open: loaded.open_amount }} className="text-sm" />
        )
      }
    >
      {(loaded) => <PreInvoiceView preInvoice={{ ...loaded, status: customerDocumentStatus(loaded.status) }} company={company.data} />}
    </DocumentQueryModal>
  );
}
