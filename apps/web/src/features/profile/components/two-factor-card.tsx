import { groupedRecoveryCode, type MfaSetupAnswer, type User } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useDisableTwoFactor, useEnableTwoFactor, useRenewRecoveryCodes, useStartTwoFactorSetup } from '../api/two-factor.ts';

/**
 * "Two-factor sign-in" (decision 094), for customers and staff alike: set up with a QR code (or the
 * secret typed into the app), confirmed with a code; the ten recovery codes shown once, to copy or
 * download, and made anew with a code (the old ones stop working); switched off with a code. The
 * secret is on screen only while the setup is open.
 */
export function TwoFactorCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<MfaSetupAnswer | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<{ codes: string[]; renewed: boolean } | null>(null);
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();

  return (
    <Card title={t('twoFactor.title')}>
      <div id="two-factor" data-testid="two-factor" className="space-y-4 text-sm text-slate-700">
        {user.mfa_setup_required ? <Alert tone="warning">{t('twoFactor.requiredForStaff')}</Alert> : null}
        {recoveryCodes ? (
          <RecoveryCodes
            codes={recoveryCodes.codes}
            title={recoveryCodes.renewed ? t('twoFactor.renewed') : t('twoFactor.enabled')}
            note={recoveryCodes.renewed ? t('twoFactor.renewedNote') : t('twoFactor.recoveryNote')}
            onDone={() => setRecoveryCodes(null)}
          />
        ) : user.mfa_enabled ? (
          <>
            <p data-testid="two-factor-on">
              <span className="font-semibold text-teal-800">{t('twoFactor.on')}</span> {t('twoFactor.onNote')}
            </p>
            <div data-testid="renew-recovery-codes" className="space-y-3">
              <p>{t('twoFactor.renewNote')}</p>
              <CodeForm
                label={t('twoFactor.renewLabel')}
                hint={t('twoFactor.renewHint')}
                submit={t('twoFactor.renew')}
                variant="secondary"
                busy={renew.isPending}
                error={renew.isError ? errorText(renew.error, t('twoFactor.failed')) : null}
                onCode={(code) => renew.mutate(code, { onSuccess: (answer) => setRecoveryCodes({ codes: answer.recovery_codes, renewed: true }) })}
              />
            </div>
            <hr className="border-slate-200" />
            <CodeForm
              label={t('twoFactor.disableLabel')}
              hint={t('twoFactor.disableHint')}
              submit={t('twoFactor.disable')}
              variant="secondary"
              busy={disable.isPending}
              error={disable.isError ? errorText(disable.error, t('twoFactor.failed')) : null}
              onCode={(code) => disable.mutate(code)}
            />
          </>
        ) : setup ? (
          <>
            <p>{t('twoFactor.scan')}</p>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
              alt={t('twoFactor.qrAlt')}
              width={192}
              height={192}
              className="mx-auto rounded border border-slate-200"
            />
            <p>{t('twoFactor.typeSecret')}</p>
            <code
              data-testid="two-factor-secret"
              className="block rounded bg-slate-100 px-3 py-2 text-center font-mono text-sm tracking-wider break-all"
            >
              {setup.secret}
            </code>
            <CodeForm
              label={t('twoFactor.confirmLabel')}
              hint={t('twoFactor.confirmHint')}
              submit={t('twoFactor.confirm')}
              busy={enable.isPending}
              error={enable.isError ? errorText(enable.error, t('twoFactor.failed')) : null}
              onCode={(code) =>
                enable.mutate(code, {
                  onSuccess: (answer) => {
                    setSetup(null);
                    setRecoveryCodes({ codes: answer.recovery_codes, renewed: false });
                  },
                })
              }
            />
            <Button variant="ghost" className="w-full" onClick={() => setSetup(null)}>
              {t('twoFactor.cancel')}
            </Button>
          </>
        ) : (
          <>
            <p>{t('twoFactor.offNote')}</p>
            {start.isError ? <Alert tone="error">{errorText(start.error, t('twoFactor.failed'))}</Alert> : null}
            <Button className="w-full" disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setSetup })}>
              {t('twoFactor.setUp')}
            </Button>
          </>
        )}
        {disable.isSuccess && !user.mfa_enabled ? <Alert tone="success">{t('twoFactor.turnedOff')}</Alert> : null}
      </div>
    </Card>
  );
}

function CodeForm(props: {
  label: string;
  hint: string;
  submit: string;
  busy: boolean;
  error: string | null;
  variant?: 'primary' | 'secondary';
  onCode: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) props.onCode(code.trim());
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {props.error ? <Alert tone="error">{props.error}</Alert> : null}
      <TextField
        label={props.label}
        hint={props.hint}
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={32}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant={props.variant ?? 'primary'} className="w-full" disabled={props.busy || !code.trim()}>
        {props.submit}
      </Button>
    </form>
  );
}

/** The ten recovery codes, shown this once: to copy, to download as a text file, then put away. */
function RecoveryCodes({ codes, title, note, onDone }: { codes: string[]; title: string; note: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = codes.map(groupedRecoveryCode).join('\n');
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <>
      <Alert tone="success" title={title}>
        {note}
      </Alert>
      <ol data-testid="recovery-codes" className="grid grid-cols-2 gap-2 rounded bg-slate-100 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{groupedRecoveryCode(code)}</li>
        ))}
      </ol>
      <div className="flex gap-2">
        <Button variant="secondary" className="flex-1" onClick={() => void copy()}>
          {copied ? t('twoFactor.copied') : t('twoFactor.copy')}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={download}>
          {t('twoFactor.download')}
        </Button>
      </div>
      <Button className="w-full" onClick={onDone}>
        {t('twoFactor.saved')}
      </Button>
    </>
  );
}
