import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lithuanianDate, monthBefore, monthPeriod, periodFileName } from '@shop/domain';
import { PeriodFilter } from '@/components/filters/period-filter.tsx';
import { Button } from '@/components/ui/button.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import { downloadFile } from '@/lib/download-file.ts';
import { useDownload } from '@/lib/use-download.ts';

type AccountingFile = 'journal' | 'payments';

/** GET /api/invoices/admin/journal.csv or /payments.csv of a period: saved under the server's name. */
const downloadAccountingFile = (file: AccountingFile, period: { from: string; to: string }) =>
  downloadFile(`/invoices/admin/${file}.csv?${new URLSearchParams(period)}`, `${file}-${periodFileName(period)}.csv`, 'text/csv');

/** One file's download button: its own busy state and refusal. */
function DownloadButton({ file, period, ready }: { file: AccountingFile; period: { from: string; to: string }; ready: boolean }) {
  const { t } = useTranslation();
  const { busy, error, start } = useDownload(t('adminDocuments.accountingExport.failed'));
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        onClick={() => void start(() => downloadAccountingFile(file, period))}
        disabled={busy || !ready}
        data-testid={`accounting-${file}-button`}
      >
        {busy ? t('adminDocuments.accountingExport.downloading') : t(`adminDocuments.accountingExport.${file}`)}
      </Button>
      <InlineError error={error} />
    </div>
  );
}

/**
 * The bridge to accounting (decision 083): the sales journal and the payments of a period, last
 * month chosen first, as CSV files for an accounting program.
 */
export function AccountingExport() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => monthPeriod(monthBefore(lithuanianDate(new Date()), 1)));
  const ready = period.from !== '' && period.to !== '' && period.from <= period.to;
  return (
    <section
      aria-labelledby="accounting-export-heading"
      className="my-6 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="accounting-export"
    >
      <h2 id="accounting-export-heading" className="text-base font-semibold text-slate-900">
        {t('adminDocuments.accountingExport.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('adminDocuments.accountingExport.hint')}</p>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <PeriodFilter
          from={period.from}
          to={period.to}
          labels={{ from: t('adminDocuments.accountingExport.from'), to: t('adminDocuments.accountingExport.to') }}
          testIdPrefix="accounting"
          onChange={(key, day) => setPeriod((current) => ({ ...current, [key]: day }))}
        />
        <div className="flex flex-wrap items-start gap-3 sm:mt-6">
          <DownloadButton file="journal" period={period} ready={ready} />
          <DownloadButton file="payments" period={period} ready={ready} />
        </div>
      </div>
    </section>
  );
}
