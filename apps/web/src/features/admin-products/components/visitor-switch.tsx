import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useSettings, useUpdateSettings } from '@/api/settings/shop-settings.ts';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';

/** The operator switch "show the catalogue to visitors" (Lithuania bans tobacco advertising). */
export function VisitorSwitch() {
  const { t } = useTranslation();
  const settings = useSettings();
  const update = useUpdateSettings();
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const staleWrite = useStaleWrite();

  const visible =
    update.isPending && update.variables?.catalogue_visible_to_visitors !== undefined
      ? update.variables.catalogue_visible_to_visitors
      : (settings.data?.catalogue_visible_to_visitors ?? false);

  const onChange = async (next: boolean) => {
    setMessage(null);
    staleWrite.dismiss();
    try {
      await update.mutateAsync({ catalogue_visible_to_visitors: next, version: settings.data?.version });
      setMessage({ tone: 'success', text: next ? t('adminProducts.visitors.nowVisible') : t('adminProducts.visitors.nowHidden') });
    } catch (error) {
      if (!staleWrite.caught(error)) setMessage({ tone: 'error', text: errorText(error, t('adminProducts.visitors.failed')) });
    }
  };

  return (
    <section
      className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-busy={settings.isPending || update.isPending || undefined}
    >
      {settings.isPending ? (
        <Spinner label={t('adminProducts.visitors.loading')} />
      ) : settings.isError ? (
        <Alert tone="error">{errorText(settings.error, t('adminProducts.visitors.failedToLoad'))}</Alert>
      ) : (
        <Switch
          data-testid="visitor-switch"
          checked={visible}
          onCheckedChange={(next) => void onChange(next)}
          disabled={update.isPending}
          label={t('adminProducts.visitors.label')}
          description={t('adminProducts.visitors.description')}
          stateText={visible ? t('adminProducts.visitors.on') : t('adminProducts.visitors.off')}
        />
      )}
      <p className="mt-3 text-xs leading-5 text-slate-600" data-testid="visitor-switch-law">
        {t('adminProducts.visitors.law')}
      </p>
      <Notice notice={message} className="mt-3" />
      {staleWrite.stale ? (
        <div className="mt-3">
          <StaleWriteNotice
            onReload={() => void staleWrite.reload(() => settings.refetch())}
            reloading={staleWrite.reloading}
            hint={t('adminProducts.visitors.staleHint')}
          />
        </div>
      ) : null}
    </section>
  );
}
