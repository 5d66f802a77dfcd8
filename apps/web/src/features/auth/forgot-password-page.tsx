import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { emailRequestSchema } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { translateFieldError } from '@/lib/form-errors.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { AuthCard, linkClass } from './components/auth-card.tsx';
import { errorText } from '@/lib/error-text.ts';

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
      <title>{`${t('auth.forgotPassword.title')} · ${t('common.appName')}`}</title>
      <meta name="robots" content="noindex" />
      {forgot.isSuccess ? (
        <div className="space-y-5" data-testid="forgot-password-sent">
          <Alert tone="success" title={t('auth.forgotPassword.sentTitle')}>
            {t('auth.forgotPassword.sent')}
          </Alert>
          <Link to="/login" className={linkClass}>
            {t('auth.backToLogin')}
          </Link>
        </div>
      ) : (
        <>
          {forgot.isError ? (
            <div className="mb-5">
              <Alert tone="error">{errorText(forgot.error, t('auth.forgotPassword.failed'))}</Alert>
            </div>
          ) : null}
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <TextField
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              required
              {...register('email')}
              error={translateFieldError(t, errors.email?.message)}
            />
            <Button type="submit" className="w-full py-2.5" disabled={isSubmitting || forgot.isPending}>
              {isSubmitting || forgot.isPending ? t('auth.forgotPassword.submitting') : t('auth.forgotPassword.submit')}
            </Button>
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
