import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { blockOverdueDays, reminderIntervalDays, type ShopSettings } from '@shop/domain';
import { useSettings, useUpdateSettings } from '@/api/settings/shop-settings.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { Notice, SUCCESS_NOTICE_MS, useNotice } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { applyServerFieldErrors, translateFieldError } from '@/lib/form-errors.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';

/** A number typed in a field; an empty field is no number. */
const typed = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The card's form, strings as typed; the same limits as the server's (packages/domain payment.schemas.ts). */
const formSchema = z.object({
  payment_reminders_enabled: z.boolean(),
  payment_reminder_interval_days: z.string().refine((value) => reminderIntervalDays.safeParse(typed(value)).success, 'reminderIntervalInvalid'),
  // Empty: checkout is never refused for overdue invoices.
  block_overdue_days: z
    .string()
    .refine((value) => value.trim() === '' || blockOverdueDays.safeParse(typed(value)).success, 'blockOverdueDaysInvalid'),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['payment_reminders_enabled', 'payment_reminder_interval_days', 'block_overdue_days'] as const;

const toForm = (settings: ShopSettings): FormValues => ({
  payment_reminders_enabled: settings.payment_reminders_enabled,
  payment_reminder_interval_days: String(settings.payment_reminder_interval_days),
  block_overdue_days: settings.block_overdue_days === null ? '' : String(settings.block_overdue_days),
});

/**
 * The shop's payment settings (decisions 078 and 081): reminders of overdue invoices on or
 * off and their interval, and the days overdue after which checkout is refused. Saved with the shop
 * settings' one version: a change made meanwhile elsewhere is a stale write to reload.
 */
export function PaymentSettingsCard() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Card title={t('adminDocuments.paymentSettings.title')} className="mt-6">
      <p className="mb-4 text-sm text-slate-600">{t('adminDocuments.paymentSettings.description')}</p>
      {settings.isPending ? (
        <Spinner label={t('adminDocuments.paymentSettings.loading')} />
      ) : settings.isError ? (
        <Alert tone="error">{errorText(settings.error, t('adminDocuments.paymentSettings.loadFailed'))}</Alert>
      ) : (
        <PaymentSettingsForm settings={settings.data} onReload={() => settings.refetch()} />
      )}
    </Card>
  );
}

function PaymentSettingsForm({ settings, onReload }: { settings: ShopSettings; onReload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const save = useUpdateSettings();
  const staleWrite = useStaleWrite();
  const [notice, showNotice] = useNotice(SUCCESS_NOTICE_MS);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: toForm(settings) });

  // The settings as saved (after a save, or a reload after a stale write) become the new baseline.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version of the settings resets what is typed
  useEffect(() => reset(toForm(settings)), [settings.version, reset]);

  const onSubmit = handleSubmit(async (values) => {
    showNotice(null);
    staleWrite.dismiss();
    const blockDays = values.block_overdue_days.trim();
    try {
      await save.mutateAsync({
        version: settings.version,
        payment_reminders_enabled: values.payment_reminders_enabled,
        payment_reminder_interval_days: typed(values.payment_reminder_interval_days),
        block_overdue_days: blockDays === '' ? null : typed(blockDays),
      });
      showNotice({ tone: 'success', text: t('adminDocuments.paymentSettings.saved') });
    } catch (error) {
      if (staleWrite.caught(error) || applyServerFieldErrors(t, error, setError, FIELDS)) return;
      showNotice({ tone: 'error', text: errorText(error, t('adminDocuments.paymentSettings.failed')) });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="payment-settings-form" className="space-y-4">
      <Notice notice={notice} testId="payment-settings-message" />
      {staleWrite.stale ? <StaleWriteNotice onReload={() => void staleWrite.reload(onReload)} reloading={staleWrite.reloading} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckboxField
          className="sm:col-span-2"
          label={t('adminDocuments.paymentSettings.remindersEnabled')}
          hint={t('adminDocuments.paymentSettings.remindersEnabledHint')}
          {...register('payment_reminders_enabled')}
        />
        <TextField
          label={t('adminDocuments.paymentSettings.interval')}
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          step={1}
          {...register('payment_reminder_interval_days')}
          error={translateFieldError(t, errors.payment_reminder_interval_days?.message)}
          hint={t('adminDocuments.paymentSettings.intervalHint')}
        />
        <TextField
          label={t('adminDocuments.paymentSettings.blockDays')}
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          step={1}
          {...register('block_overdue_days')}
          error={translateFieldError(t, errors.block_overdue_days?.message)}
          hint={t('adminDocuments.paymentSettings.blockDaysHint')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" data-testid="save-payment-settings" disabled={!isDirty || save.isPending || staleWrite.stale}>
          {save.isPending ? t('adminDocuments.paymentSettings.saving') : t('adminDocuments.paymentSettings.save')}
        </Button>
      </div>
    </form>
  );
}
