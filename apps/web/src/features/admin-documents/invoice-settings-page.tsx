import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/ui/back-link.tsx';
import { z } from 'zod';
import { DEFAULT_PAYMENT_TERMS_RULE, formatDocumentNumber, type InvoiceSettingsAnswer } from '@shop/domain';
import { PaymentTermsFields } from '@/components/account/payment-terms-fields.tsx';
import { checkTermsDays, ruleOfTermsForm, termsFormFields, termsFormValues } from '@/components/account/payment-terms-form.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, PageTitle } from '@/components/ui/card.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { translateFieldError } from '@/lib/form-errors.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { useInvoiceSettings } from '@/api/documents/admin/get-invoice-settings.ts';
import { useUpdateInvoiceSettings } from '@/api/documents/admin/update-invoice-settings.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { PaymentSettingsCard } from './components/payment-settings-card.tsx';
import { PreInvoiceOnConfirmCard } from './components/pre-invoice-on-confirm-card.tsx';
import { StaffTwoFactorCard } from './components/staff-two-factor-card.tsx';

const optional = (max: number) => z.string().trim().max(max, 'tooLong');

/** The form's own schema (strings everywhere); the same limits as the server's (packages/domain document.schemas.ts). */
const formFields = z.object({
  name: optional(200).min(1, 'companyNameRequired'),
  company_code: optional(50),
  vat_number: optional(50),
  address: optional(300),
  city: optional(100),
  postal_code: optional(20),
  country: optional(100),
  email: optional(254).refine((value) => value === '' || z.email().safeParse(value).success, 'adminDocuments.settings.errors.email'),
  phone: optional(50),
  bank_name: optional(200),
  iban: optional(50),
  invoice_prefix: optional(20).regex(/^[A-Za-z0-9-]*$/, 'prefixInvalid'),
  pre_invoice_prefix: optional(20).regex(/^[A-Za-z0-9-]*$/, 'prefixInvalid'),
  credit_note_prefix: optional(20).regex(/^[A-Za-z0-9-]*$/, 'prefixInvalid'),
  number_padding: z
    .number('adminDocuments.settings.errors.padding')
    .int('adminDocuments.settings.errors.padding')
    .min(1, 'adminDocuments.settings.errors.padding')
    .max(10, 'adminDocuments.settings.errors.padding'),
  number_pattern: optional(100).refine((pattern) => pattern.includes('{number}'), 'patternNeedsNumber'),
  yearly_reset: z.boolean(),
  // The default terms are chosen from a select (decision 054), sent as `default_payment_terms_rule`.
  ...termsFormFields,
  seller_company_details: optional(2000),
  // Both required before the first document (decision 057): no document carries a blank "Issued by".
  issuer_position: optional(100).min(1, 'adminDocuments.settings.errors.issuerPosition'),
  issuer_name: optional(200).min(1, 'adminDocuments.settings.errors.issuerName'),
});
const formSchema = formFields.superRefine(checkTermsDays);
type FormValues = z.infer<typeof formSchema>;

function toForm(answer: InvoiceSettingsAnswer): FormValues {
  const { settings, company } = answer;
  return {
    name: company.name ?? '',
    company_code: company.company_code ?? '',
    vat_number: company.vat_number ?? '',
    address: company.address ?? '',
    city: company.city ?? '',
    postal_code: company.postal_code ?? '',
    country: company.country ?? '',
    email: company.email ?? '',
    phone: company.phone ?? '',
    bank_name: company.bank_name ?? '',
    iban: company.iban ?? '',
    invoice_prefix: settings.invoice_prefix ?? '',
    pre_invoice_prefix: settings.pre_invoice_prefix ?? '',
    credit_note_prefix: settings.credit_note_prefix ?? '',
    number_padding: settings.number_padding ?? 5,
    number_pattern: settings.number_pattern ?? '{prefix}-{year}-{number}',
    yearly_reset: settings.yearly_reset ?? true,
    ...termsFormValues(settings.default_payment_terms_rule ?? DEFAULT_PAYMENT_TERMS_RULE),
    seller_company_details: settings.seller_company_details ?? '',
    issuer_position: settings.issuer_position ?? '',
    issuer_name: settings.issuer_name ?? '',
  };
}

const orNull = (value: string) => (value === '' ? null : value);

export default function InvoiceSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminDocuments.settings.title')} noindex />
      <InvoiceSettingsPageContent />
    </>
  );
}

function InvoiceSettingsPageContent() {
  const { t } = useTranslation();
  const settings = useInvoiceSettings();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to="/admin/invoices" className="mb-2">
        {t('adminDocuments.settings.back')}
      </BackLink>
      <PageTitle subtitle={t('adminDocuments.settings.subtitle')}>{t('adminDocuments.settings.title')}</PageTitle>
      {settings.isPending ? (
        <Spinner label={t('adminDocuments.settings.loading')} />
      ) : settings.isError ? (
        <Alert tone="error">{errorText(settings.error, t('adminDocuments.errors.fetchSettings'))}</Alert>
      ) : (
        <SettingsForm answer={settings.data} onReload={() => settings.refetch()} />
      )}
      <PaymentSettingsCard />
      <PreInvoiceOnConfirmCard />
      <StaffTwoFactorCard />
    </div>
  );
}

/** `onReload` reads the settings again; the fresh answer resets the form (the effect below). */
function SettingsForm({ answer, onReload }: { answer: InvoiceSettingsAnswer; onReload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const save = useUpdateInvoiceSettings();
  const staleWrite = useStaleWrite();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty, dirtyFields },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: toForm(answer) });

  // A fresh answer from the server (after a save) becomes the new baseline.
  useEffect(() => reset(toForm(answer)), [answer, reset]);

  const fieldError = (message: string | undefined) => (message?.startsWith('adminDocuments.') ? t(message) : translateFieldError(t, message));

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    staleWrite.dismiss();
    try {
      await save.mutateAsync({
        company: {
          version: answer.company.version,
          name: values.name,
          company_code: orNull(values.company_code),
          vat_number: orNull(values.vat_number),
          address: values.address,
          city: values.city,
          postal_code: values.postal_code,
          country: values.country,
          email: values.email,
          phone: values.phone,
          bank_name: orNull(values.bank_name),
          iban: orNull(values.iban),
        },
        settings: {
          version: answer.settings.version,
          invoice_prefix: values.invoice_prefix,
          pre_invoice_prefix: values.pre_invoice_prefix,
          credit_note_prefix: values.credit_note_prefix,
          number_padding: values.number_padding,
          number_pattern: values.number_pattern,
          yearly_reset: values.yearly_reset,
          // Sent when chosen: an old text not understood stays flagged until the administrator picks terms.
          ...(dirtyFields.terms_code || dirtyFields.terms_days
            ? { default_payment_terms_rule: ruleOfTermsForm(values) ?? DEFAULT_PAYMENT_TERMS_RULE }
            : {}),
          seller_company_details: orNull(values.seller_company_details),
          issuer_position: orNull(values.issuer_position),
          issuer_name: orNull(values.issuer_name),
        },
      });
      setNotice({ tone: 'success', text: t('adminDocuments.settings.saved') });
    } catch (error) {
      if (!staleWrite.caught(error)) setNotice({ tone: 'error', text: errorText(error, t('adminDocuments.errors.saveSettings')) });
    }
  });

  // A live preview of the pattern as typed (the saved counters give the real next numbers).
  const [pattern, invoicePrefix, padding] = watch(['number_pattern', 'invoice_prefix', 'number_padding']);
  const paddingValid = Number.isInteger(padding) && padding >= 1 && padding <= 10;
  const example =
    pattern?.includes('{number}') && paddingValid ? formatDocumentNumber(pattern, invoicePrefix ?? '', 1, padding, new Date().getFullYear()) : null;

  const text = (name: Exclude<keyof FormValues, 'number_padding' | 'yearly_reset'>, labelKey: string, extra: Record<string, unknown> = {}) => (
    <TextField label={t(labelKey)} {...register(name)} error={fieldError(errors[name]?.message)} {...extra} />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="settings-form" className="space-y-6">
      <Notice notice={notice} />
      {staleWrite.stale ? <StaleWriteNotice onReload={() => void staleWrite.reload(onReload)} reloading={staleWrite.reloading} /> : null}

      <Card title={t('adminDocuments.settings.nextNumbers')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <NextNumber label={t('adminDocuments.settings.nextInvoice')} value={answer.next_numbers.invoice} testId="next-invoice-number" />
          <NextNumber label={t('adminDocuments.settings.nextPreInvoice')} value={answer.next_numbers.pre_invoice} testId="next-pre-invoice-number" />
          <NextNumber label={t('adminDocuments.settings.nextCreditNote')} value={answer.next_numbers.credit_note} testId="next-credit-note-number" />
        </dl>
        <p className="mt-3 text-xs text-slate-500">{t('adminDocuments.settings.nextNumbersHint')}</p>
      </Card>

      <Card title={t('adminDocuments.settings.sellerTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', 'adminDocuments.settings.fields.name', { required: true, autoComplete: 'organization' })}
          {text('company_code', 'adminDocuments.settings.fields.companyCode')}
          {text('vat_number', 'adminDocuments.settings.fields.vatCode')}
          {text('address', 'adminDocuments.settings.fields.address', { autoComplete: 'street-address' })}
          {text('city', 'adminDocuments.settings.fields.city')}
          {text('postal_code', 'adminDocuments.settings.fields.postalCode')}
          {text('country', 'adminDocuments.settings.fields.country')}
          {text('email', 'adminDocuments.settings.fields.email', { type: 'email' })}
          {text('phone', 'adminDocuments.settings.fields.phone', { type: 'tel' })}
          {text('bank_name', 'adminDocuments.settings.fields.bankName')}
          {text('iban', 'adminDocuments.settings.fields.iban')}
          {text('issuer_position', 'adminDocuments.settings.fields.issuerPosition', {
            required: true,
            hint: t('adminDocuments.settings.issuerPositionHint'),
          })}
          {text('issuer_name', 'adminDocuments.settings.fields.issuerName', { required: true, hint: t('adminDocuments.settings.issuerNameHint') })}
        </div>
      </Card>

      <Card title={t('adminDocuments.settings.numberingTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('invoice_prefix', 'adminDocuments.settings.fields.invoicePrefix')}
          {text('pre_invoice_prefix', 'adminDocuments.settings.fields.preInvoicePrefix')}
          {text('credit_note_prefix', 'adminDocuments.settings.fields.creditNotePrefix')}
          <TextField
            label={t('adminDocuments.settings.fields.padding')}
            type="number"
            min={1}
            max={10}
            step={1}
            {...register('number_padding', { valueAsNumber: true })}
            error={fieldError(errors.number_padding?.message)}
            hint={t('adminDocuments.settings.paddingHint')}
          />
          <TextField
            label={t('adminDocuments.settings.fields.pattern')}
            {...register('number_pattern')}
            error={fieldError(errors.number_pattern?.message)}
            hint={
              <>
                {t('adminDocuments.settings.patternHint')}
                {example ? <> {t('adminDocuments.settings.patternExample', { example })}</> : null}
              </>
            }
          />
          <CheckboxField
            className="sm:col-span-2"
            label={t('adminDocuments.settings.fields.yearlyReset')}
            hint={t('adminDocuments.settings.yearlyResetHint')}
            {...register('yearly_reset')}
          />
          <PaymentTermsFields
            code={{ ...register('terms_code'), error: fieldError(errors.terms_code?.message) }}
            days={{ ...register('terms_days'), error: fieldError(errors.terms_days?.message) }}
            chosen={watch('terms_code')}
            notUnderstood={answer.settings.default_payment_terms_rule ? null : answer.settings.default_payment_terms}
            applies={DEFAULT_PAYMENT_TERMS_RULE}
          />
          <TextareaField
            className="sm:col-span-2"
            label={t('adminDocuments.settings.fields.sellerDetails')}
            hint={t('adminDocuments.settings.sellerDetailsHint')}
            {...register('seller_company_details')}
            error={fieldError(errors.seller_company_details?.message)}
          />
        </div>
      </Card>

      <div className="flex justify-end gap-3">
        <Button variant="secondary" disabled={!isDirty || save.isPending} onClick={() => reset(toForm(answer))}>
          {t('adminDocuments.settings.discard')}
        </Button>
        <Button type="submit" data-testid="save-settings" disabled={save.isPending || staleWrite.stale}>
          {save.isPending ? t('adminDocuments.settings.saving') : t('adminDocuments.settings.save')}
        </Button>
      </div>
    </form>
  );
}

/** The number the next document of a kind will get. */
function NextNumber({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 font-mono text-lg text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
