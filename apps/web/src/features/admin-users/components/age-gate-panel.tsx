import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { errorText } from '@/lib/error-text.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useResetAgeGate } from '../api/reset-age-gate.ts';

/** The age-verification panel on top of the users list; a reset asks every visitor again. */
export function AgeGatePanel() {
  const { t } = useTranslation();
  const reset = useResetAgeGate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <section
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="age-gate-panel"
    >
      <div>
        <h2 className="font-semibold text-amber-900">{t('adminUsers.ageGate.title')}</h2>
        <p className="text-sm text-amber-900/80">{t('adminUsers.ageGate.description')}</p>
        {reset.isSuccess ? (
          <div className="mt-2">
            <Alert tone="success">{t('adminUsers.ageGate.done')}</Alert>
          </div>
        ) : null}
        {reset.isError ? (
          <div className="mt-2">
            <Alert tone="error">{errorText(reset.error, t('adminUsers.ageGate.failed'))}</Alert>
          </div>
        ) : null}
      </div>
      <Button variant="secondary" onClick={() => setConfirmOpen(true)} disabled={reset.isPending} data-testid="age-gate-reset">
        {t('adminUsers.ageGate.reset')}
      </Button>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('adminUsers.ageGate.confirmTitle')}
        description={t('adminUsers.ageGate.confirmText')}
        confirmLabel={t('adminUsers.ageGate.reset')}
        cancelLabel={t('adminUsers.ageGate.cancel')}
        tone="primary"
        busy={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirmOpen(false) })}
      />
    </section>
  );
}
