import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isafDeadline, lithuanianDate, monthBefore } from '@shop/domain';
import { downloadIsaf } from '@/api/documents/admin/isaf.ts';
import { Button } from '@/components/ui/button.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import { useDownload } from '@/lib/use-download.ts';
import { SelectField } from '@/components/ui/select-field.tsx';
import { formatMonth } from '@/lib/format.ts';
import { IsafFiling } from './isaf-filing.tsx';

/** The i.SAF register of one of the last twelve months, the one due next chosen first, and whether it is filed. */
export function IsafDownload() {
  const { t } = useTranslation();
  const today = lithuanianDate(new Date());
  const months = Array.from({ length: 12 }, (_, i) => monthBefore(today, i));
  const [month, setMonth] = useState(() => isafDeadline(today).month);
  const { busy, error, start } = useDownload(t('adminDocuments.isaf.failed'));

  const download = () => start(() => downloadIsaf(month));

  return (
    <section aria-labelledby="isaf-heading" className="my-6 rounded-lg border border-slate-200 bg-white p-4" data-testid="isaf-download">
      <h2 id="isaf-heading" className="text-base font-semibold text-slate-900">
        {t('adminDocuments.isaf.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('adminDocuments.isaf.hint')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField
          label={t('adminDocuments.isaf.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          options={months.map((value) => ({ value, label: formatMonth(value) }))}
          className="w-56"
          data-testid="isaf-month"
        />
        <Button variant="secondary" onClick={() => void download()} disabled={busy} data-testid="isaf-download-button">
          {busy ? t('adminDocuments.isaf.downloading') : t('adminDocuments.isaf.download')}
        </Button>
      </div>
      <InlineError error={error} className="mt-2" />
      <IsafFiling month={month} />
    </section>
  );
}
