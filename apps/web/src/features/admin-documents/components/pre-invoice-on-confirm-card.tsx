import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRE_INVOICE_ON_CONFIRM, type PreInvoiceOnConfirm, type ShopSettings } from '@shop/domain';
import { useSettings, useUpdateSettings } from '@/api/settings/shop-settings.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Notice, SUCCESS_NOTICE_MS, useNotice } from '@/components/ui/notice.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';

/**
 * The shop setting `pre_invoice_on_confirm` (decision 085): who gets the pre-invoice with
 * the confirmation of an order. Saved with the shop settings' one version.
 */
export function PreInvoiceOnConfirmCard() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Card title={t('adminDocuments.preInvoiceOnConfirm.title')} className="mt-6">
      {settings.isPending ? (
        <Spinner label={t('adminDocuments.paymentSettings.loading')} />
      ) : settings.isError ? (
        <Alert tone="error">{errorText(settings.error, t('adminDocuments.paymentSettings.loadFailed'))}</Alert>
      ) : (
        <PreInvoiceOnConfirmForm key={settings.data.version} settings={settings.data} onReload={() => settings.refetch()} />
      )}
    </Card>
  );
}

function PreInvoiceOnConfirmForm({ settings, onReload }: { settings: ShopSettings; onReload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const save = useUpdateSettings();
  const staleWrite = useStaleWrite();
  const [notice, showNotice] = useNotice(SUCCESS_NOTICE_MS);
  const [value, setValue] = useState<PreInvoiceOnConfirm>(settings.pre_invoice_on_confirm);

  const submit = async () => {
    showNotice(null);
    staleWrite.dismiss();
    try {
      await save.mutateAsync({ version: settings.version, pre_invoice_on_confirm: value });
      showNotice({ tone: 'success', text: t('adminDocuments.preInvoiceOnConfirm.saved') });
    } catch (error) {
      if (staleWrite.caught(error)) return;
      showNotice({ tone: 'error', text: errorText(error, t('adminDocuments.paymentSettings.failed')) });
    }
  };

  return (
    <form
      className="space-y-4"
      data-testid="pre-invoice-on-confirm-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Notice notice={notice} testId="pre-invoice-on-confirm-message" />
      {staleWrite.stale ? <StaleWriteNotice onReload={() => void staleWrite.reload(onReload)} reloading={staleWrite.reloading} /> : null}
      <SelectField
        label={t('adminDocuments.preInvoiceOnConfirm.label')}
        hint={t('adminDocuments.preInvoiceOnConfirm.hint')}
        value={value}
        onChange={(event) => setValue(event.target.value as PreInvoiceOnConfirm)}
        options={PRE_INVOICE_ON_CONFIRM.map((option) => ({ value: option, label: t(`adminDocuments.preInvoiceOnConfirm.options.${option}`) }))}
        data-testid="pre-invoice-on-confirm"
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={value === settings.pre_invoice_on_confirm || save.isPending || staleWrite.stale}>
          {save.isPending ? t('adminDocuments.paymentSettings.saving') : t('adminDocuments.preInvoiceOnConfirm.save')}
        </Button>
      </div>
    </form>
  );
}
