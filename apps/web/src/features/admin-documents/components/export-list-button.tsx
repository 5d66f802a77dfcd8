import { useTranslation } from 'react-i18next';
import { type DocumentListParams, listQuery } from '@/api/documents/admin/document-list-params.ts';
import { Button } from '@/components/ui/button.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import { downloadFile } from '@/lib/download-file.ts';
import { useDownload } from '@/lib/use-download.ts';

/** Which list: its API path and the file's name when the server gives none. */
const EXPORTS = {
  invoices: '/invoices/admin/export.csv',
  'pre-invoices': '/pre-invoices/admin/export.csv',
  'credit-notes': '/credit-notes/admin/export.csv',
} as const;

/**
 * Export CSV (decision 097): every document the list's filters match (not only the page), with every
 * column whatever the screen shows, saved under the server's name. Not offered while the days are reversed.
 */
export function ExportListButton({ list, params, disabled }: { list: keyof typeof EXPORTS; params: DocumentListParams; disabled: boolean }) {
  const { t } = useTranslation();
  const { busy, error, start } = useDownload(t('adminDocuments.exportList.failed'));
  const path = `${EXPORTS[list]}${listQuery({ ...params, page: undefined, limit: undefined })}`;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        title={t('adminDocuments.exportList.hint')}
        onClick={() => void start(() => downloadFile(path, `${list}.csv`, 'text/csv'))}
        disabled={busy || disabled}
        data-testid="export-list-button"
      >
        {busy ? t('adminDocuments.exportList.busy') : t('adminDocuments.exportList.button')}
      </Button>
      <InlineError error={error} />
    </div>
  );
}
