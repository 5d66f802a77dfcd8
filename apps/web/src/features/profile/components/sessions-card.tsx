import { useTranslation } from 'react-i18next';
import { useLogout } from '@/lib/use-logout.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useLogoutEverywhere } from '../api/logout-everywhere.ts';

/** "Log out everywhere": ends every session of the account on the server, then this browser's. */
export function SessionsCard() {
  const { t } = useTranslation();
  const logout = useLogout();
  const mutation = useLogoutEverywhere();

  return (
    <Card title={t('profile.sessions.title')}>
      <p className="text-sm text-slate-600">{t('profile.sessions.note')}</p>
      {mutation.isError ? (
        <div className="mt-3">
          <Alert tone="error">{t('profile.sessions.failed')}</Alert>
        </div>
      ) : null}
      <Button
        variant="secondary"
        className="mt-4 w-full"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate(undefined, { onSuccess: () => logout({ endedOnServer: true }) })}
      >
        {t('profile.sessions.logoutEverywhere')}
      </Button>
    </Card>
  );
}
