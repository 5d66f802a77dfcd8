import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { registerFormSchema, type RegisterRequest } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { applyServerFieldErrors, translateFieldError } from '@/lib/form-errors.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useRegister } from './api/register.ts';
import { AuthCard, linkClass } from './components/auth-card.tsx';
import { PasswordField } from './components/password-field.tsx';
import { errorText } from '@/lib/error-text.ts';

type RegisterValues = z.input<typeof registerFormSchema>;
type RegisterOutput = z.output<typeof registerFormSchema>;

const FORM_FIELDS = ['company_name', 'company_reg_number', 'contact_person', 'email', 'password', 'confirmPassword', 'phone', 'tax_id'] as const;

/** Anti-spam timing (DESIGN.md): when the form opened, and a counter ticking every second since. */
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
        <title>{`${t('auth.register.success.title')} · ${t('common.appName')}`}</title>
        <meta name="robots" content="noindex" />
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
          <Link
            to="/login"
            className="inline-flex w-full items-center justify-center rounded-md bg-teal-700 px-4 py-2.5 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            {t('auth.register.success.goToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const busy = isSubmitting || registration.isPending;
  const fieldError = (message: string | undefined) => translateFieldError(t, message);

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} wide>
      <title>{`${t('auth.register.title')} · ${t('common.appName')}`}</title>
      <meta name="robots" content="noindex" />
      {serverError ? (
        <div className="mb-5">
          <Alert tone="error">{serverError}</Alert>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-semibold uppercase tracking-wider text-slate-500">{t('auth.register.companySection')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('auth.fields.companyName')}
              autoComplete="organization"
              required
              className="sm:col-span-2"
              {...register('company_name')}
              error={fieldError(errors.company_name?.message)}
            />
            <TextField
              label={t('auth.fields.companyRegNumber')}
              required
              {...register('company_reg_number')}
              error={fieldError(errors.company_reg_number?.message)}
            />
            <TextField
              label={t('auth.fields.vatNumber')}
              hint={t('auth.fields.optional')}
              {...register('tax_id')}
              error={fieldError(errors.tax_id?.message)}
            />
          </div>
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-semibold uppercase tracking-wider text-slate-500">{t('auth.register.contactSection')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('auth.fields.contactPerson')}
              autoComplete="name"
              required
              {...register('contact_person')}
              error={fieldError(errors.contact_person?.message)}
            />
            <TextField
              label={t('auth.fields.phone')}
              type="tel"
              autoComplete="tel"
              hint={t('auth.fields.optional')}
              {...register('phone')}
              error={fieldError(errors.phone?.message)}
            />
            <TextField
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              required
              className="sm:col-span-2"
              {...register('email')}
              error={fieldError(errors.email?.message)}
            />
          </div>
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-semibold uppercase tracking-wider text-slate-500">{t('auth.register.passwordSection')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordField
              label={t('auth.fields.password')}
              autoComplete="new-password"
              required
              hint={t('auth.fields.passwordHint')}
              {...register('password')}
              error={fieldError(errors.password?.message)}
            />
            <PasswordField
              label={t('auth.fields.confirmPassword')}
              autoComplete="new-password"
              required
              {...register('confirmPassword')}
              error={fieldError(errors.confirmPassword?.message)}
            />
          </div>
        </fieldset>
        <p className="text-xs text-slate-500">{t('auth.register.approvalNote')}</p>
        <Button type="submit" className="w-full py-2.5" disabled={busy}>
          {busy ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
      <div className="mt-8 space-y-2 border-t border-slate-100 pt-6 text-sm text-slate-600">
        <p>
          {t('auth.register.haveAccount')}{' '}
          <Link to="/login" className={linkClass}>
            {t('auth.register.loginLink')}
          </Link>
        </p>
        <p>
          <Link to="/" className={linkClass}>
            {t('auth.backToHome')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
