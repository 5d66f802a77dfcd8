import { useTranslation } from 'react-i18next';
import { DEFAULT_PAYMENT_TERMS_RULE, type PaymentTermsRule } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { BoundField } from '@/lib/form-field.ts';
import { paymentTermsWords } from '@/lib/vocabulary.ts';

interface PaymentTermsFieldsProps {
  /** The select's registration and error (`terms_code`). */
  code: BoundField;
  /** The days input's registration and error (`terms_days`). */
  days: BoundField;
  /** The code chosen now (the form's `watch`): the days input shows for net days only. */
  chosen: string;
  /** Offer "the shop's default" (a customer), with the default it stands for. */
  shopDefault?: PaymentTermsRule | null | undefined;
  /** An old text the migration could not read, kept until an administrator chooses (decision 054). */
  notUnderstood?: string | null | undefined;
  /** What invoices use meanwhile. */
  applies?: PaymentTermsRule | null | undefined;
}

/** Payment terms chosen, not typed: net N days or 100 % prepayment, in the reader's language. */
export function PaymentTermsFields({ code, days, chosen, shopDefault, notUnderstood, applies }: PaymentTermsFieldsProps) {
  const { t } = useTranslation();
  const options = [
    ...(shopDefault !== undefined
      ? [{ value: '', label: t('paymentTermsField.shopDefault', { terms: paymentTermsWords(t, shopDefault ?? DEFAULT_PAYMENT_TERMS_RULE) }) }]
      : []),
    { value: 'net_days', label: t('paymentTermsField.netDays') },
    { value: 'prepayment', label: t('paymentTermsField.prepayment') },
  ];
  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2" data-testid="payment-terms-fields">
      {notUnderstood ? (
        <div className="sm:col-span-2" data-testid="terms-not-understood">
          <Alert tone="warning" title={t('paymentTermsField.notUnderstoodTitle')}>
            {t('paymentTermsField.notUnderstood', { text: notUnderstood, applies: paymentTermsWords(t, applies ?? DEFAULT_PAYMENT_TERMS_RULE) })}
          </Alert>
        </div>
      ) : null}
      <SelectField label={t('paymentTermsField.label')} options={options} {...code} />
      {chosen === 'net_days' ? (
        <TextField
          label={t('paymentTermsField.days')}
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          step={1}
          hint={t('paymentTermsField.daysHint')}
          {...days}
        />
      ) : null}
    </div>
  );
}
