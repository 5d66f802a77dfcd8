import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { downloadPdf } from './download-pdf.ts';
import { errorText } from '@/lib/error-text.ts';

/** A row's Download PDF button; a failure shows the server's text (or a generic one) under it. */
export function PdfButton({ path, fileName }: { path: string; fileName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="inline-flex flex-col items-end">
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        data-testid="download-pdf"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await downloadPdf(path, fileName);
          } catch (failure) {
            setError(errorText(failure, t('documents.modal.downloadFailed')));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? t('documents.modal.downloading') : t('documents.modal.downloadPdf')}
      </Button>
      {error ? (
        <span role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
