import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { BILLING_ADDRESS_PARTS, HOME_COUNTRY, registerFormSchema, type RegisterRequest } from '@shop/domain';
import { BillingAddressFields } from '@/components/account/company-fields.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useRegister } from './api/register.ts';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { AuthCard, primaryLinkClass } from './components/auth-card.tsx';
import { AuthFooterLinks } from './components/auth-footer-links.tsx';
import { AuthSubmitButton } from './components/auth-submit-button.tsx';
import { FormSection } from './components/form-section.tsx';
import { errorText } from '@/lib/error-text.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

type RegisterValues = z.input<typeof registerFormSchema>;
type RegisterOutput = z.output<typeof registerFormSchema>;

const FORM_FIELDS = [
  'company_name',
  'company_reg_number',
  'contact_person',
  'email',
  'password',
  'confirmPassword',
  'phone',
  'tax_id',
  ...BILLING_ADDRESS_PARTS,
] as const;

/** Anti-spam timing (decision 001): when the form opened, and a counter ticking every second since. */
function useFormTimer() {
  const startedAt = useRef(new Date().toISOString());
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setElapsedSeconds((seconds) => seconds + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return { startedAt: startedAt.current, elapsedSeconds };
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const registration = useRegister();
  const { startedAt, elapsedSeconds } = useFormTimer();
  const [serverError, setServerError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      company_name: '',
      company_reg_number: '',
      contact_person: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      tax_id: '',
      billing_address: '',
      billing_city: '',
      billing_postal_code: '',
      billing_country: HOME_COUNTRY,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body: RegisterRequest = {
      company_name: values.company_name,
      company_reg_number: values.company_reg_number,
      contact_person: values.contact_person,
      email: values.email,
      password: values.password,
      phone: values.phone?.trim() || undefined,
      tax_id: values.tax_id?.trim() || undefined,
      billing_address: values.billing_address,
      billing_city: values.billing_city,
      billing_postal_code: values.billing_postal_code,
      billing_country: values.billing_country,
      language: currentLanguage(),
      js_enabled: true,
      form_elapsed_seconds: elapsedSeconds,
      form_started_at: startedAt,
    };
    try {
      await registration.mutateAsync(body);
      setRegistered(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      applyServerFieldErrors(t, error, setError, FORM_FIELDS);
      const text =
        error instanceof ApiError && error.code === 'BAD_REQUEST' ? t('auth.register.errors.refused') : errorText(error, t('auth.register.failed'));
      setServerError(text);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  });

  if (registered) {
    return (
      <AuthCard title={t('auth.register.success.title')}>
        <PageMeta title={t('auth.register.success.title')} description={t('meta.register.description')} />
        <div role="status" data-testid="register-success" className="space-y-5">
          <p className="text-slate-700">{t('auth.register.success.intro')}</p>
          <ol className="space-y-3">
            {(['verify', 'approval', 'notified'] as const).map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xs font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span className="text-sm text-slate-700">{t(`auth.register.success.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
          <p className="text-sm text-slate-500">{t('auth.register.success.spamHint')}</p>
          <Link to="/login" className={primaryLinkClass}>
            {t('auth.register.success.goToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const busy = isSubmitting || registration.isPending;
  const field = fieldBinder(t, register, errors);

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} wide>
      <PageMeta title={t('auth.register.title')} description={t('meta.register.description')} />
      {serverError ? (
        <div className="mb-5">
          <Alert tone="error">{serverError}</Alert>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <FormSection legend={t('auth.register.companySection')}>
          <TextField label={t('auth.fields.companyName')} autoComplete="organization" required className="sm:col-span-2" {...field('company_name')} />
          <TextField label={t('auth.fields.companyRegNumber')} required {...field('company_reg_number')} />
          <TextField label={t('auth.fields.vatNumber')} hint={t('auth.fields.optional')} {...field('tax_id')} />
        </FormSection>
        <FormSection legend={t('auth.register.contactSection')}>
          <TextField label={t('auth.fields.contactPerson')} autoComplete="name" required {...field('contact_person')} />
          <TextField label={t('auth.fields.phone')} type="tel" autoComplete="tel" hint={t('auth.fields.optional')} {...field('phone')} />
          <TextField label={t('auth.fields.email')} type="email" autoComplete="email" required className="sm:col-span-2" {...field('email')} />
        </FormSection>
        <FormSection legend={t('auth.register.billingSection')} hint={t('auth.register.billingHint')}>
          <BillingAddressFields field={field} label={(key) => t(`auth.fields.${key}`)} autofill />
        </FormSection>
        <FormSection legend={t('auth.register.passwordSection')}>
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="new-password"
            required
            hint={t('auth.fields.passwordHint')}
            {...field('password')}
          />
          <PasswordField label={t('auth.fields.confirmPassword')} autoComplete="new-password" required {...field('confirmPassword')} />
        </FormSection>
        <p className="text-xs text-slate-500">{t('auth.register.approvalNote')}</p>
        <AuthSubmitButton busy={busy} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
      </form>
      <AuthFooterLinks prompt={t('auth.register.haveAccount')} to="/login">
        {t('auth.register.loginLink')}
      </AuthFooterLinks>
    </AuthCard>
  );
}
