import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useVerifyEmail } from './api/verify-email.ts';
import { AuthCard } from './components/auth-card.tsx';
import { errorText } from '@/lib/error-text.ts';
import { AuthOutcome } from './components/auth-outcome.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

/** After a successful verification the page goes to /login after 3 seconds. */
const VERIFY_REDIRECT_MS = 3000;

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verification = useVerifyEmail(token);

  // A link opened again for a verified e-mail says so and waits for the reader (decision 090).
  const alreadyVerified = verification.data?.already_verified === true;
  useEffect(() => {
    if (!verification.isSuccess || alreadyVerified) return undefined;
    const timer = window.setTimeout(() => void navigate('/login', { replace: true }), VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [verification.isSuccess, alreadyVerified, navigate]);

  let content: ReactNode;
  if (!token) {
    content = (
      <AuthOutcome testId="verify-email-invalid" tone="error" title={t('auth.verifyEmail.invalidLink')} linkText={t('auth.backToLogin')}>
        {t('auth.verifyEmail.invalidLinkBody')}
      </AuthOutcome>
    );
  } else if (verification.isPending) {
    content = <Spinner label={t('auth.verifyEmail.verifying')} />;
  } else if (alreadyVerified) {
    content = (
      <AuthOutcome testId="verify-email-already" title={t('verifyEmailAgain.title')} replace linkText={t('auth.verifyEmail.goToLogin')}>
        {t('verifyEmailAgain.body')}
      </AuthOutcome>
    );
  } else if (verification.isSuccess) {
    content = (
      <AuthOutcome testId="verify-email-success" title={t('auth.verifyEmail.success')} replace linkText={t('auth.verifyEmail.goToLogin')}>
        <p>{t('auth.verifyEmail.successBody')}</p>
        <p className="mt-1">{t('auth.verifyEmail.redirecting')}</p>
      </AuthOutcome>
    );
  } else {
    content = (
      <AuthOutcome testId="verify-email-error" tone="error" title={t('auth.verifyEmail.failed')} linkText={t('auth.backToLogin')}>
        {verification.error instanceof ApiError && verification.error.code === 'INVALID_TOKEN'
          ? t('auth.verifyEmail.invalidOrExpired')
          : errorText(verification.error, t('auth.verifyEmail.failed'))}
      </AuthOutcome>
    );
  }

  return (
    <AuthCard title={t('auth.verifyEmail.title')}>
      <PageMeta title={t('auth.verifyEmail.title')} noindex />
      {content}
    </AuthCard>
  );
}
