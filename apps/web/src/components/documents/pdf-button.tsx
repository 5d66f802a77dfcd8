import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { downloadPdf } from './download-pdf.ts';
import { useDownload } from '@/lib/use-download.ts';

/** A row's Download PDF button; a failure shows the server's text (or a generic one) under it. */
export function PdfButton({ path, fileName }: { path: string; fileName: string }) {
  const { t } = useTranslation();
  const { busy, error, start } = useDownload(t('documents.modal.downloadFailed'));
  return (
    <span className="inline-flex flex-col items-end">
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        data-testid="download-pdf"
        disabled={busy}
        onClick={() => void start(() => downloadPdf(path, fileName))}
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
