import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings, useUpdateSettings } from '@/api/settings/shop-settings.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';

/**
 * The shop setting `require_staff_mfa` (decision 094): every member of staff signs in
 * with two-factor sign-in, and one without it sets it up at its next sign-in. Only an owner who has
 * it on may switch it on (the API refuses `mfaOwnFirst` otherwise).
 */
export function StaffTwoFactorCard() {
  const { t } = useTranslation();
  const settings = useSettings();
  const update = useUpdateSettings();
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const staleWrite = useStaleWrite();
  const on =
    update.isPending && update.variables?.require_staff_mfa !== undefined
      ? update.variables.require_staff_mfa
      : (settings.data?.require_staff_mfa ?? false);

  const onChange = async (next: boolean) => {
    setMessage(null);
    staleWrite.dismiss();
    try {
      await update.mutateAsync({ require_staff_mfa: next, version: settings.data?.version });
      setMessage({ tone: 'success', text: next ? t('staffTwoFactor.nowRequired') : t('staffTwoFactor.nowOptional') });
    } catch (error) {
      if (!staleWrite.caught(error)) setMessage({ tone: 'error', text: errorText(error, t('staffTwoFactor.failed')) });
    }
  };

  return (
    <Card title={t('staffTwoFactor.title')} className="mt-6">
      {settings.isPending ? (
        <Spinner label={t('adminDocuments.paymentSettings.loading')} />
      ) : settings.isError ? (
        <Alert tone="error">{errorText(settings.error, t('adminDocuments.paymentSettings.loadFailed'))}</Alert>
      ) : (
        <Switch
          data-testid="require-staff-mfa"
          checked={on}
          onCheckedChange={(next) => void onChange(next)}
          disabled={update.isPending}
          label={t('staffTwoFactor.label')}
          description={t('staffTwoFactor.description')}
          stateText={on ? t('staffTwoFactor.on') : t('staffTwoFactor.off')}
        />
      )}
      <Notice notice={message} className="mt-3" />
      {staleWrite.stale ? (
        <div className="mt-3">
          <StaleWriteNotice onReload={() => void staleWrite.reload(() => settings.refetch())} reloading={staleWrite.reloading} />
        </div>
      ) : null}
    </Card>
  );
}
