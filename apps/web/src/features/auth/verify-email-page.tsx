import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useVerifyEmail } from './api/verify-email.ts';
import { AuthCard } from './components/auth-card.tsx';
import { errorText } from '@/lib/error-text.ts';

/** Spec section 9: after a successful verification the page goes to /login after 3 seconds. */
export const VERIFY_REDIRECT_MS = 3000;

const buttonClass =
  'inline-flex w-full items-center justify-center rounded-md bg-teal-700 px-4 py-2.5 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verification = useVerifyEmail(token);

  useEffect(() => {
    if (!verification.isSuccess) return undefined;
    const timer = window.setTimeout(() => void navigate('/login', { replace: true }), VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [verification.isSuccess, navigate]);

  let content: ReactNode;
  if (!token) {
    content = (
      <div className="space-y-5" data-testid="verify-email-invalid">
        <Alert tone="error" title={t('auth.verifyEmail.invalidLink')}>
          {t('auth.verifyEmail.invalidLinkBody')}
        </Alert>
        <Link to="/login" className={buttonClass}>
          {t('auth.backToLogin')}
        </Link>
      </div>
    );
  } else if (verification.isPending) {
    content = <Spinner label={t('auth.verifyEmail.verifying')} />;
  } else if (verification.isSuccess) {
    content = (
      <div className="space-y-5" data-testid="verify-email-success">
        <Alert tone="success" title={t('auth.verifyEmail.success')}>
          <p>{t('auth.verifyEmail.successBody')}</p>
          <p className="mt-1">{t('auth.verifyEmail.redirecting')}</p>
        </Alert>
        <Link to="/login" replace className={buttonClass}>
          {t('auth.verifyEmail.goToLogin')}
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="space-y-5" data-testid="verify-email-error">
        <Alert tone="error" title={t('auth.verifyEmail.failed')}>
          {verification.error instanceof ApiError && verification.error.code === 'INVALID_TOKEN'
            ? t('auth.verifyEmail.invalidOrExpired')
            : errorText(verification.error, t('auth.verifyEmail.failed'))}
        </Alert>
        <Link to="/login" className={buttonClass}>
          {t('auth.backToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <AuthCard title={t('auth.verifyEmail.title')}>
      <title>{`${t('auth.verifyEmail.title')} · ${t('common.appName')}`}</title>
      <meta name="robots" content="noindex" />
      {content}
    </AuthCard>
  );
}
