import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/error-text.ts';
import { downloadPdf } from './download-pdf.ts';
import { type PdfPath, usePdfLanguage } from './pdf-language-select.tsx';
import { printDocument } from './print-document.ts';

interface DocumentModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The document (InvoiceView / PreInvoiceView), or a spinner / error while it loads. */
  children: ReactNode;
  /** Print and Download PDF are enabled only when the document is shown. */
  ready?: boolean;
  /**
   * PDF address relative to the API base, e.g. `/invoices/7/pdf?lang=lt`; no address hides the button.
   * A function of the language offers the reader a choice of the PDF's language (administrators:
   * any document in Lithuanian or English, decision 057), starting from the screen's.
   */
  pdfPath?: PdfPath | null | undefined;
  /** Used when the server sends no file name. */
  pdfFileName?: string | undefined;
  /** Title of the print window. */
  printTitle?: string | undefined;
  /** The administrators' actions on the document (status, credit notes): beside it on a wide screen, under it on a narrow one. */
  actions?: ReactNode;
}

/** A large Radix dialog for a document with Print, Download PDF and Close in its footer. */
export function DocumentModal({ open, onOpenChange, title, children, ready = true, pdfPath, pdfFileName, printTitle, actions }: DocumentModalProps) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const { address: pdfAddress, select: pdfLanguageSelect } = usePdfLanguage(pdfPath);

  const print = () => {
    setMessage(null);
    const element = bodyRef.current;
    if (!element) return;
    const titleText = printTitle ?? (typeof title === 'string' ? title : document.title);
    if (!printDocument(titleText, element)) setMessage(t('documents.modal.popupBlocked'));
  };

  const download = async () => {
    if (!pdfAddress) return;
    setMessage(null);
    setDownloading(true);
    try {
      await downloadPdf(pdfAddress, pdfFileName);
    } catch (error) {
      setMessage(errorText(error, t('documents.modal.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setMessage(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          data-testid="document-modal"
          aria-describedby={undefined}
          className={`fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[96vw] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl ${actions ? 'max-w-6xl' : 'max-w-4xl'}`}
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-600"
              aria-label={t('documents.modal.close')}
            >
              <span aria-hidden="true" className="block text-xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          {/* The administrators' actions (status, a credit note's form) sit beside the document on a wide screen and under it on a
              narrow one, never in the footer: a form opened there took the height of the document. */}
          <div className="min-h-0 flex-1 overflow-y-auto lg:flex lg:overflow-hidden">
            <div className="px-5 py-4 lg:min-h-0 lg:min-w-0 lg:flex-1 lg:overflow-y-auto" data-testid="document-body">
              <div ref={bodyRef}>{children}</div>
            </div>
            {actions ? (
              <aside
                aria-label={t('documents.modal.actions')}
                className="border-t border-slate-200 px-5 py-4 lg:w-96 lg:shrink-0 lg:overflow-y-auto lg:border-l lg:border-t-0"
                data-testid="document-actions"
              >
                {actions}
              </aside>
            ) : null}
          </div>
          {message ? (
            <div className="px-5 pb-2">
              <Alert tone="error">{message}</Alert>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-5 py-3">
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={print} disabled={!ready} data-testid="print-document">
                {t('documents.modal.print')}
              </Button>
              {pdfLanguageSelect}
              {pdfAddress ? (
                <Button variant="secondary" onClick={() => void download()} disabled={!ready || downloading} data-testid="download-pdf">
                  {downloading ? t('documents.modal.downloading') : t('documents.modal.downloadPdf')}
                </Button>
              ) : null}
              <Dialog.Close asChild>
                <Button data-testid="close-document">{t('documents.modal.close')}</Button>
              </Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
