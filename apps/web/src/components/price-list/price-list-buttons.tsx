import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import { downloadFile } from '@/lib/download-file.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useDownload } from '@/lib/use-download.ts';

const FORMATS = { csv: 'text/csv', pdf: 'application/pdf' } as const;
type Format = keyof typeof FORMATS;

/**
 * Downloads the customer's price list (GET /api/products/price-list.csv|pdf) at their own prices,
 * headed in the language they read; the server names the file.
 */
export function PriceListButtons({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { busy, error, start } = useDownload(t('priceList.failed'));
  const download = (format: Format) =>
    void start(() =>
      downloadFile(`/products/price-list.${format}?lang=${currentLanguage()}`, `${t('priceList.fileName')}.${format}`, FORMATS[format]),
    );
  return (
    <div className={className} data-testid="price-list-downloads">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="px-3 py-1.5" data-testid="price-list-csv" disabled={busy} onClick={() => download('csv')}>
          {t('priceList.csv')}
        </Button>
        <Button variant="secondary" className="px-3 py-1.5" data-testid="price-list-pdf" disabled={busy} onClick={() => download('pdf')}>
          {t('priceList.pdf')}
        </Button>
      </div>
      <InlineError error={error} className="mt-2" />
    </div>
  );
}

/** The dashboard's quick action: what the price list is, and its two downloads. */
export function PriceListQuickAction() {
  const { t } = useTranslation();
  return (
    <div className="rounded-md border border-slate-200 p-4" data-testid="price-list-action">
      <span className="font-medium text-teal-800">{t('priceList.title')}</span>
      <span className="mt-1 block text-sm text-slate-600">{t('priceList.text')}</span>
      <PriceListButtons className="mt-3" />
    </div>
  );
}
