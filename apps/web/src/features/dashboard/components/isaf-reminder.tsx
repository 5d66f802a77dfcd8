import { useTranslation } from 'react-i18next';
import { isafDeadline, lithuanianDate } from '@shop/domain';
import { downloadIsaf } from '@/api/documents/admin/isaf.ts';
import { Button } from '@/components/ui/button.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import { useDownload } from '@/lib/use-download.ts';
import { formatDate, formatMonth } from '@/lib/format.ts';

/**
 * The administrators' reminder of the i.SAF deadline: from the 1st to the 20th, last month's register
 * is due (amber, with the days left and its download); after the 20th, the next one is named quietly.
 */
export function IsafReminder() {
  const { t } = useTranslation();
  const deadline = isafDeadline(lithuanianDate(new Date()));
  const { busy, error, start } = useDownload(t('dashboard.isaf.failed'));
  const month = formatMonth(deadline.month);
  const due = formatDate(deadline.due);

  const download = () => start(() => downloadIsaf(deadline.month));

  return (
    <section
      aria-labelledby="isaf-reminder-heading"
      data-testid="isaf-reminder"
      data-due-now={deadline.dueNow}
      className={`rounded-lg border p-4 ${deadline.dueNow ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}
    >
      <h2 id="isaf-reminder-heading" className="text-base font-semibold text-slate-900">
        {t('dashboard.isaf.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {deadline.dueNow ? t('dashboard.isaf.dueNow', { month, due, count: deadline.daysLeft }) : t('dashboard.isaf.next', { month, due })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant={deadline.dueNow ? 'primary' : 'secondary'}
          onClick={() => void download()}
          disabled={busy}
          data-testid="isaf-reminder-download"
        >
          {busy ? t('dashboard.isaf.downloading') : t('dashboard.isaf.download', { month })}
        </Button>
      </div>
      <InlineError error={error} className="mt-2" />
    </section>
  );
}
