import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useResendVerification } from '../api/resend-verification.ts';
import { errorText } from '@/lib/error-text.ts';

/** Shown when the login answers EMAIL_NOT_VERIFIED, with a button that sends a new link. */
export function EmailVerificationBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <div
      role="alert"
      data-testid="email-verification-banner"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">{t('auth.verificationBanner.title')}</p>
      <p className="mt-1">{t('auth.verificationBanner.body')}</p>
      {resend.isSuccess ? (
        <p role="status" className="mt-2 font-medium text-green-800">
          {t('auth.verificationBanner.sent')}
        </p>
      ) : (
        <Button variant="secondary" className="mt-3" disabled={resend.isPending || !email} onClick={() => resend.mutate(email)}>
          {resend.isPending ? t('auth.verificationBanner.sending') : t('auth.verificationBanner.resend')}
        </Button>
      )}
      {resend.isError ? <p className="mt-2 text-red-700">{errorText(resend.error, t('auth.verificationBanner.failed'))}</p> : null}
    </div>
  );
}
