import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isNotFound } from '@/lib/error-text.ts';
import { DocumentModal } from './document-modal.tsx';

interface DocumentQueryModalProps<D> {
  /** The document shown; null keeps the modal closed. */
  id: number | null;
  onClose: () => void;
  query: UseQueryResult<D>;
  /** The document's number once loaded (the PDF's file name). */
  number: string | undefined;
  title: string;
  pdfPath: string | null;
  /** The error when the document is not the reader's or does not exist, and when it could not be loaded. */
  notFound: string;
  failed: string;
  /** The loaded document. */
  children: (document: D) => ReactNode;
  /** Beside the footer's buttons, once loaded (what the document's money stands at); not printed. */
  footer?: (document: D) => ReactNode;
}

/** A customer's document in the document modal: a spinner while it loads, its error, or the document with print and PDF. */
export function DocumentQueryModal<D>({
  id,
  onClose,
  query,
  number,
  title,
  pdfPath,
  notFound,
  failed,
  children,
  footer,
}: DocumentQueryModalProps<D>) {
  const { t } = useTranslation();
  return (
    <DocumentModal
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      ready={query.isSuccess}
      pdfPath={pdfPath}
      pdfFileName={number ? `${number}.pdf` : undefined}
      actions={footer && query.isSuccess ? footer(query.data) : undefined}
    >
      {query.isPending ? (
        <Spinner label={t('documents.loading')} />
      ) : query.isError ? (
        <Alert tone="error" title={isNotFound(query.error) ? notFound : failed} />
      ) : (
        children(query.data)
      )}
    </DocumentModal>
  );
}
