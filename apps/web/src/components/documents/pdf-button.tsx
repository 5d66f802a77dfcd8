import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { downloadPdf } from './download-pdf.ts';
import { type PdfPath, usePdfLanguage } from './pdf-language-select.tsx';
import { useDownload } from '@/lib/use-download.ts';

/**
 * A row's Download PDF button (with the language choice where `path` is a function of it); a failure
 * shows the server's text (or a generic one) under it.
 */
export function PdfButton({ path, fileName }: { path: PdfPath; fileName: string }) {
  const { t } = useTranslation();
  const { busy, error, start } = useDownload(t('documents.modal.downloadFailed'));
  const { address, select } = usePdfLanguage(path);
  return (
    <span className="inline-flex flex-col items-end">
      <span className="inline-flex items-center gap-2">
        {select}
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          data-testid="download-pdf"
          disabled={busy}
          onClick={() => void start(() => downloadPdf(address ?? '', fileName))}
        >
          {busy ? t('documents.modal.downloading') : t('documents.modal.downloadPdf')}
        </Button>
      </span>
      {error ? (
        <span role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
