import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { downloadFile } from '@/lib/download-file.ts';
import { useDownload } from '@/lib/use-download.ts';

/** "Export CSV": every product with its stock and every price (GET /api/products/admin/export.csv); the server names the file. */
export function ExportProductsButton() {
  const { t } = useTranslation();
  const { busy, error, start } = useDownload(t('adminProducts.export.failed'));
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        data-testid="products-export"
        disabled={busy}
        onClick={() => void start(() => downloadFile('/products/admin/export.csv', 'products.csv', 'text/csv'))}
      >
        {busy ? t('adminProducts.export.busy') : t('adminProducts.export.button')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
