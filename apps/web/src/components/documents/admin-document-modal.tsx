import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText, isNotFound } from '@/lib/error-text.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useAdminInvoice } from '@/api/documents/admin/get-invoice.ts';
import { useAdminPreInvoice } from '@/api/documents/admin/get-pre-invoice.ts';
import { adminInvoicePdfPath, adminPreInvoicePdfPath } from '@/api/documents/admin/pdf-paths.ts';
import { CreditNotePanel } from './credit-note-form.tsx';
import { DocumentModal } from './document-modal.tsx';
import { downloadPdf } from './download-pdf.ts';
import { InvoiceView } from './invoice-view.tsx';
import { InvoiceStatusControl } from './invoice-status-control.tsx';
import { PreInvoiceActions } from './pre-invoice-actions.tsx';
import { useCan } from '@/lib/permissions.ts';
import { PreInvoiceView } from './pre-invoice-view.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';

export type DocumentKind = 'invoice' | 'pre-invoice';
export interface DocumentTarget {
  kind: DocumentKind;
  id: number;
}

/** Downloads an administrator PDF (shared downloadPdf); resolves to the error on failure, null on success. */
export function useAdminPdfDownload() {
  return async (kind: DocumentKind, id: number, number: string): Promise<unknown> => {
    try {
      await downloadPdf(
        kind === 'invoice' ? adminInvoicePdfPath(id, currentLanguage()) : adminPreInvoicePdfPath(id, currentLanguage()),
        `${number}.pdf`,
      );
      return null;
    } catch (error) {
      return error;
    }
  };
}

/**
 * The administrator's document viewer: the shared InvoiceView / PreInvoiceView in the shared DocumentModal
 * (print, PDF), with the pre-invoice status buttons in its actions slot.
 * `canConvert` false hides Convert to invoice (the order already has its invoice).
 */
export function AdminDocumentModal({
  target,
  onClose,
  canConvert = true,
}: {
  target: DocumentTarget | null;
  onClose: () => void;
  canConvert?: boolean;
}) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (target?.kind === 'invoice') return <InvoiceModal id={target.id} onOpenChange={onOpenChange} />;
  if (target?.kind === 'pre-invoice') return <PreInvoiceModal id={target.id} onOpenChange={onOpenChange} canConvert={canConvert} />;
  return null;
}

function InvoiceModal({ id, onOpenChange }: { id: number; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const invoice = useAdminInvoice(id);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  // Status changes and credit notes are for a role that manages invoices (decision 093).
  const manageInvoices = useCan('invoices.manage');
  const title = t('adminDocuments.viewer.invoiceTitle');
  const doc = invoice.data;
  return (
    <DocumentModal
      open
      onOpenChange={onOpenChange}
      title={doc ? `${title} ${doc.invoice_number}` : title}
      ready={Boolean(doc)}
      pdfPath={(language) => adminInvoicePdfPath(id, language)}
      pdfFileName={doc ? `${doc.invoice_number}.pdf` : undefined}
      printTitle={doc?.invoice_number}
      actions={
        doc ? (
          <div className="flex flex-col gap-4">
            <section className="space-y-2" data-testid="invoice-status-panel">
              <h3 className="text-sm font-semibold text-slate-900">{t('adminDocuments.invoiceStatus.title')}</h3>
              <Notice notice={notice} testId="invoice-status-message" />
              <InvoiceStatusControl invoice={doc} onNotice={setNotice} />
              {manageInvoices ? (
                <p className="text-xs text-slate-600">
                  {doc.status === 'cancelled' ? t('adminDocuments.invoiceStatus.finalHint') : t('adminDocuments.invoiceStatus.hint')}
                </p>
              ) : null}
            </section>
            {manageInvoices ? <CreditNotePanel invoice={doc} /> : null}
          </div>
        ) : null
      }
    >
      {invoice.isPending ? (
        <Spinner label={t('adminDocuments.viewer.loading')} />
      ) : invoice.isError ? (
        <Alert tone="error">
          {isNotFound(invoice.error)
            ? t('adminDocuments.errors.invoiceNotFound')
            : errorText(invoice.error, t('adminDocuments.errors.fetchInvoiceDetails'))}
        </Alert>
      ) : (
        <InvoiceView invoice={invoice.data} />
      )}
    </DocumentModal>
  );
}

function PreInvoiceModal({ id, onOpenChange, canConvert }: { id: number; onOpenChange: (open: boolean) => void; canConvert: boolean }) {
  const { t } = useTranslation();
  const preInvoice = useAdminPreInvoice(id);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const title = t('adminDocuments.viewer.preInvoiceTitle');
  const doc = preInvoice.data;
  return (
    <DocumentModal
      open
      onOpenChange={onOpenChange}
      title={doc ? `${title} ${doc.pre_invoice_number}` : title}
      ready={Boolean(doc)}
      pdfPath={(language) => adminPreInvoicePdfPath(id, language)}
      pdfFileName={doc ? `${doc.pre_invoice_number}.pdf` : undefined}
      printTitle={doc?.pre_invoice_number}
      actions={
        doc ? (
          <div className="flex flex-col gap-2">
            <Notice notice={notice} testId="pre-invoice-action-message" />
            <PreInvoiceActions preInvoice={doc} onNotice={setNotice} showConvert={canConvert} />
          </div>
        ) : null
      }
    >
      {preInvoice.isPending ? (
        <Spinner label={t('adminDocuments.viewer.loading')} />
      ) : preInvoice.isError ? (
        <Alert tone="error">{errorText(preInvoice.error, t('adminDocuments.errors.fetchPreInvoiceDetails'))}</Alert>
      ) : (
        <PreInvoiceView preInvoice={preInvoice.data} />
      )}
    </DocumentModal>
  );
}
