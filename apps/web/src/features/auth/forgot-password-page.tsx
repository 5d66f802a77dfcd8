import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { emailRequestSchema } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { fieldBinder } from '@/lib/form-field.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { AuthCard, linkClass } from './components/auth-card.tsx';
import { AuthSubmitButton } from './components/auth-submit-button.tsx';
import { errorText } from '@/lib/error-text.ts';
import { AuthOutcome } from './components/auth-outcome.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

type ForgotValues = z.input<typeof emailRequestSchema>;
type ForgotOutput = z.output<typeof emailRequestSchema>;

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues, unknown, ForgotOutput>({ resolver: zodResolver(emailRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email);
    } catch {
      // The error is shown from the mutation state.
    }
  });

  return (
    <AuthCard title={t('auth.forgotPassword.title')} subtitle={forgot.isSuccess ? undefined : t('auth.forgotPassword.subtitle')}>
      <PageMeta title={t('auth.forgotPassword.title')} description={t('meta.forgotPassword.description')} />
      {forgot.isSuccess ? (
        <AuthOutcome
          testId="forgot-password-sent"
          title={t('auth.forgotPassword.sentTitle')}
          linkText={t('auth.backToLogin')}
          linkClassName={linkClass}
        >
          {t('auth.forgotPassword.sent')}
        </AuthOutcome>
      ) : (
        <>
          {forgot.isError ? (
            <div className="mb-5">
              <Alert tone="error">{errorText(forgot.error, t('auth.forgotPassword.failed'))}</Alert>
            </div>
          ) : null}
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <TextField label={t('auth.fields.email')} type="email" autoComplete="email" required {...fieldBinder(t, register, errors)('email')} />
            <AuthSubmitButton
              busy={isSubmitting || forgot.isPending}
              label={t('auth.forgotPassword.submit')}
              busyLabel={t('auth.forgotPassword.submitting')}
            />
          </form>
          <p className="mt-6 text-sm text-slate-600">
            <Link to="/login" className={linkClass}>
              {t('auth.backToLogin')}
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
