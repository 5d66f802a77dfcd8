import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetPasswordFormSchema } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { applyServerFieldErrors, serverFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { useResetTokenValidity } from './api/check-reset-token.ts';
import { useResetPassword } from './api/reset-password.ts';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { AuthCard, linkClass } from './components/auth-card.tsx';
import { AuthSubmitButton } from './components/auth-submit-button.tsx';
import { errorText } from '@/lib/error-text.ts';
import { AuthOutcome } from './components/auth-outcome.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

type ResetValues = z.input<typeof resetPasswordFormSchema>;
type ResetOutput = z.output<typeof resetPasswordFormSchema>;

/** The one text for a missing, invalid or expired reset link. */
function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <AuthOutcome testId="reset-link-invalid" tone="error" to="/forgot-password" linkText={t('auth.resetPassword.requestNewLink')}>
      {t('auth.resetPassword.invalidLink')}
    </AuthOutcome>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues, unknown, ResetOutput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      // A password the server refuses (decision 018) is shown at the field; anything else from the mutation state.
      applyServerFieldErrors(t, error, setError, ['password']);
    }
  });

  if (reset.isSuccess) {
    return (
      <AuthOutcome testId="reset-password-success" title={t('auth.resetPassword.successTitle')} linkText={t('auth.resetPassword.goToLogin')}>
        {t('auth.resetPassword.success')}
      </AuthOutcome>
    );
  }
  if (reset.error instanceof ApiError && reset.error.code === 'INVALID_TOKEN') return <InvalidResetLink />;

  const busy = isSubmitting || reset.isPending;
  const field = fieldBinder(t, register, errors);
  return (
    <>
      {reset.isError && !serverFieldErrors(t, reset.error).password ? (
        <div className="mb-5">
          <Alert tone="error">{errorText(reset.error, t('auth.resetPassword.failed'))}</Alert>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <PasswordField
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          required
          hint={t('auth.fields.passwordHint')}
          {...field('password')}
        />
        <PasswordField label={t('auth.fields.confirmNewPassword')} autoComplete="new-password" required {...field('confirmPassword')} />
        <AuthSubmitButton busy={busy} label={t('auth.resetPassword.submit')} busyLabel={t('auth.resetPassword.submitting')} />
      </form>
    </>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const validity = useResetTokenValidity(token);

  let content: ReactNode;
  if (!token) content = <InvalidResetLink />;
  else if (validity.isPending) content = <Spinner label={t('auth.resetPassword.checking')} />;
  else if (validity.isError) {
    content =
      validity.error instanceof ApiError && validity.error.status >= 400 && validity.error.status < 500 ? (
        <InvalidResetLink />
      ) : (
        <Alert tone="error">{errorText(validity.error, t('auth.resetPassword.failed'))}</Alert>
      );
  } else if (!validity.data) content = <InvalidResetLink />;
  else content = <ResetForm token={token} />;

  return (
    <AuthCard title={t('auth.resetPassword.title')}>
      <PageMeta title={t('auth.resetPassword.title')} noindex />
      {content}
      <p className="mt-6 text-sm text-slate-600">
        <Link to="/login" className={linkClass}>
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
