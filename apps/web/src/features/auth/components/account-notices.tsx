import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';

/** Shown when the login answers ACCOUNT_PENDING: verified, waiting for an administrator. */
export function AccountPendingNotice() {
  const { t } = useTranslation();
  return (
    <div data-testid="account-pending-notice">
      <Alert tone="warning" title={t('auth.notices.pending.title')}>
        <p>{t('auth.notices.pending.body')}</p>
      </Alert>
    </div>
  );
}

/** Shown when the login answers ACCOUNT_REJECTED; carries the administrator's reason when given. */
export function AccountRejectedNotice({ reason }: { reason?: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="account-rejected-notice">
      <Alert tone="error" title={t('auth.notices.rejected.title')}>
        <p>{t('auth.notices.rejected.body')}</p>
        {reason ? (
          <p className="mt-1">
            <span className="font-semibold">{t('auth.notices.rejected.reason')}</span> {reason}
          </p>
        ) : null}
        <p className="mt-1">{t('auth.notices.rejected.contact')}</p>
      </Alert>
    </div>
  );
}
