import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lithuanianDate, type IsafPeriod } from '@shop/domain';
import { useCloseIsafPeriod, useIsafPeriods } from '@/api/documents/admin/isaf-periods.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import { errorText } from '@/lib/error-text.ts';
import { formatDateTime, formatMonth } from '@/lib/format.ts';

/**
 * Whether the chosen month is marked as filed with VMI (decision 052), by whom and when, and "Mark as
 * filed" (confirmed first) for an ended month that is not; under it, every filed month.
 */
export function IsafFiling({ month }: { month: string }) {
  const { t } = useTranslation();
  const periods = useIsafPeriods();
  const close = useCloseIsafPeriod();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ended = month < lithuanianDate(new Date()).slice(0, 7);
  const filed = periods.data?.find((period) => period.month === month);
  const name = formatMonth(month);

  const markFiled = async () => {
    setError(null);
    try {
      await close.mutateAsync(month);
      setConfirming(false);
    } catch (failure) {
      setConfirming(false);
      setError(errorText(failure, t('adminDocuments.isafFiling.failed')));
    }
  };

  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      {periods.isError ? (
        <InlineError error={errorText(periods.error, t('adminDocuments.isafFiling.loadFailed'))} />
      ) : !periods.data ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700" data-testid="isaf-month-state">
            {filed
              ? t('adminDocuments.isafFiling.filed', { month: name, ...whoAndWhen(filed, t('adminDocuments.isafFiling.someone')) })
              : ended
                ? t('adminDocuments.isafFiling.open', { month: name })
                : t('adminDocuments.isafFiling.notEnded', { month: name })}
          </p>
          {!filed && ended ? (
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={close.isPending} data-testid="isaf-mark-filed">
              {t('adminDocuments.isafFiling.markFiled')}
            </Button>
          ) : null}
        </div>
      )}
      <InlineError error={error} className="mt-2" />
      <FiledMonths periods={periods.data ?? []} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('adminDocuments.isafFiling.confirmTitle', { month: name })}
        description={t('adminDocuments.isafFiling.confirmDescription')}
        confirmLabel={t('adminDocuments.isafFiling.confirm')}
        cancelLabel={t('adminDocuments.isafFiling.keep')}
        onConfirm={() => void markFiled()}
        busy={close.isPending}
        tone="primary"
      />
    </div>
  );
}

const whoAndWhen = (period: IsafPeriod, someone: string) => ({ who: period.closed_by_email ?? someone, when: formatDateTime(period.closed_at) });

function FiledMonths({ periods }: { periods: IsafPeriod[] }) {
  const { t } = useTranslation();
  if (periods.length === 0) return null;
  return (
    <details open className="mt-3 text-sm text-slate-700" data-testid="isaf-filed-months">
      <summary className="cursor-pointer font-medium text-slate-800">{t('adminDocuments.isafFiling.filedMonths', { count: periods.length })}</summary>
      <ul className="mt-2 space-y-1">
        {periods.map((period) => (
          <li key={period.month} data-testid="isaf-filed-month">
            {t('adminDocuments.isafFiling.filedLine', {
              month: formatMonth(period.month),
              ...whoAndWhen(period, t('adminDocuments.isafFiling.someone')),
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}
