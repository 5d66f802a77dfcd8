import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { AuthSubmitButton } from './auth-submit-button.tsx';

/**
 * The login's second step (decision 094): the 6-digit code of the authenticator app, or a recovery
 * code. The password stays with the page; "Back" returns to the first step. Its texts are a signed-in
 * person's (account texts), loaded before the step shows.
 */
export function OneTimeCodeStep(props: { busy: boolean; error: string | null; onCode: (code: string) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) props.onCode(code);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" data-testid="login-code-step">
      <p className="text-sm text-slate-700">{t('twoFactor.login.prompt')}</p>
      {props.error ? <Alert tone="error">{props.error}</Alert> : null}
      <TextField
        label={t('twoFactor.login.code')}
        hint={t('twoFactor.login.hint')}
        autoComplete="one-time-code"
        autoFocus
        maxLength={32}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <AuthSubmitButton busy={props.busy} label={t('twoFactor.login.submit')} busyLabel={t('auth.login.submitting')} />
      <button type="button" className="min-h-11 w-full text-sm text-slate-600 underline hover:text-slate-900" onClick={props.onBack}>
        {t('twoFactor.login.back')}
      </button>
    </form>
  );
}
