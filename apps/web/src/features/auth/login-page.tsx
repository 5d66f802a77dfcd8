import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginRequestSchema, type LoginRequest } from '@shop/domain';
import { startPageOf } from '@/lib/start-page.ts';
import { useReturnPath } from '@/lib/return-path.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { forgetSessionEnded, sessionEndedNoted, startSession } from '@/lib/session.ts';
import { useLogin } from './api/login.ts';
import { codeStepAfter, loginWithCode } from './login-step.ts';
import { OneTimeCodeStep } from './components/one-time-code-step.tsx';
import { loadPageTexts } from '@/lib/i18n.ts';
import { AccountPendingNotice, AccountRejectedNotice } from './components/account-notices.tsx';
import { linkClass } from './components/auth-card.tsx';
import { EmailVerificationBanner } from './components/email-verification-banner.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { AuthFooterLinks } from './components/auth-footer-links.tsx';
import { AuthSubmitButton } from './components/auth-submit-button.tsx';
import { errorText } from '@/lib/error-text.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

type LoginValues = z.input<typeof loginRequestSchema>;
type LoginOutput = z.output<typeof loginRequestSchema>;

type LoginFailure =
  | { kind: 'error'; text: string }
  | { kind: 'unverified'; email: string }
  | { kind: 'pending' }
  | { kind: 'rejected'; reason?: string };

interface LoginLocationState {
  from?: string;
  reason?: string;
}

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = useReturnPath();
  const login = useLogin();
  // Why the reader is here after the API ended the session: the app's note (lib/session.ts), or the router's state.
  const [sessionExpired] = useState(() => (location.state as LoginLocationState | null)?.reason === 'session_expired' || sessionEndedNoted());
  // "Log out everywhere" on the profile page lands here (decision 090). Its text is a signed-in
  // person's (account texts, loaded by the profile page): after a reload without them, nothing is said.
  const [signedOutEverywhere] = useState(
    () => (location.state as LoginLocationState | null)?.reason === 'logged_out_everywhere' && i18n.exists('devices.signedOutEverywhere'),
  );
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  useEffect(() => forgetSessionEnded(), []);

  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, LoginOutput>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  // The error clears as soon as a field is edited (not on focus or blur).
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') setFailure(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  // After the password, an account with two-factor sign-in asks for its code (decision 094): the page keeps the password.
  const [codeStep, setCodeStep] = useState<{ credentials: LoginOutput; wrong: string | null } | null>(null);

  const attempt = async (request: LoginRequest, values: LoginOutput) => {
    setFailure(null);
    try {
      const answer = await login.mutateAsync(request);
      if (!answer?.token || !answer.user) {
        setFailure({ kind: 'error', text: t('auth.errors.invalidResponse') });
        return;
      }
      startSession({ token: answer.token, user: answer.user });
      // A guard's page first; else the role's first screen (decision 093).
      // Staff the shop requires two-factor sign-in of set it up on the profile first (decision 094).
      void navigate(answer.user.mfa_setup_required ? '/profile' : (returnPath ?? startPageOf(answer.user)), { replace: true });
    } catch (error) {
      const step = codeStepAfter(error);
      if (step) {
        await loadPageTexts('account');
        return setCodeStep({ credentials: values, wrong: step === 'wrong' ? errorText(error, t('auth.login.failed')) : null });
      }
      if (error instanceof ApiError && error.status === 403) {
        if (error.code === 'EMAIL_NOT_VERIFIED') return setFailure({ kind: 'unverified', email: values.email });
        if (error.code === 'ACCOUNT_PENDING') return setFailure({ kind: 'pending' });
        if (error.code === 'ACCOUNT_REJECTED') return setFailure({ kind: 'rejected', reason: String(error.params.reason ?? '') || undefined });
      }
      setFailure({ kind: 'error', text: errorText(error, t('auth.login.failed')) });
    }
  };
  const onSubmit = handleSubmit((values) => attempt(values, values));

  const busy = isSubmitting || login.isPending;
  const field = fieldBinder(t, register, errors);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageMeta title={t('auth.login.title')} description={t('meta.login.description')} />
      <div className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2">
        <aside
          className="relative hidden flex-col justify-between bg-gradient-to-br from-teal-800 via-teal-700 to-slate-800 p-10 text-white lg:flex"
          data-testid="login-marketing-panel"
        >
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-teal-200">{t('common.appName')}</p>
            <h2 className="mt-4 text-3xl font-bold leading-tight">{t('auth.login.panel.title')}</h2>
            <p className="mt-4 text-teal-50">{t('auth.login.panel.body')}</p>
          </div>
          <ul className="mt-10 space-y-4">
            {(['prices', 'invoices', 'orders'] as const).map((point) => (
              <li key={point} className="flex gap-3">
                <span
                  className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-teal-500/30 text-teal-100"
                  aria-hidden="true"
                >
                  ✓
                </span>
                <span className="text-sm text-teal-50">{t(`auth.login.panel.${point}`)}</span>
              </li>
            ))}
          </ul>
        </aside>

        <section className="p-6 sm:p-10">
          <h1 className="text-2xl font-bold text-slate-900">{t('auth.login.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('auth.login.subtitle')}</p>

          <div className="mt-6 space-y-3">
            {signedOutEverywhere ? (
              <div data-testid="signed-out-everywhere">
                <Alert tone="success">{t('devices.signedOutEverywhere')}</Alert>
              </div>
            ) : null}
            {sessionExpired && !signedOutEverywhere ? (
              <div data-testid="session-ended">
                <Alert tone="warning" title={t('auth.login.sessionExpired')}>
                  {t('auth.login.sessionExpiredBody')}
                </Alert>
              </div>
            ) : null}
            {failure?.kind === 'error' ? <Alert tone="error">{failure.text}</Alert> : null}
            {failure?.kind === 'unverified' ? <EmailVerificationBanner email={failure.email} /> : null}
            {failure?.kind === 'pending' ? <AccountPendingNotice /> : null}
            {failure?.kind === 'rejected' ? <AccountRejectedNotice reason={failure.reason} /> : null}
          </div>

          {codeStep ? (
            <OneTimeCodeStep
              busy={login.isPending}
              error={codeStep.wrong}
              onCode={(code) => void attempt(loginWithCode(codeStep.credentials, code), codeStep.credentials)}
              onBack={() => setCodeStep(null)}
            />
          ) : (
            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
              <TextField label={t('auth.fields.email')} type="email" autoComplete="email" required {...field('email')} />
              <div>
                <PasswordField label={t('auth.fields.password')} autoComplete="current-password" required {...field('password')} />
                <div className="mt-2 text-right text-sm">
                  <Link to="/forgot-password" className={`inline-flex min-h-11 items-center ${linkClass}`}>
                    {t('auth.login.forgotPassword')}
                  </Link>
                </div>
              </div>
              <AuthSubmitButton busy={busy} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
            </form>
          )}

          <AuthFooterLinks prompt={t('auth.login.noAccount')} to="/register">
            {t('auth.login.registerLink')}
          </AuthFooterLinks>
        </section>
      </div>
    </div>
  );
}
