import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { useSession } from '@/lib/session.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { AddressBook } from './addresses/address-book.tsx';
import { useCurrentUser } from './api/get-current-user.ts';
import { AccountStatusPanel } from './components/account-status-panel.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { HeldCompanyChanges } from './components/held-company-changes.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { SessionsCard } from './components/sessions-card.tsx';
import { TwoFactorCard } from './components/two-factor-card.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

type Mode = 'info' | 'password';

export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('profile.title')} noindex />
      <ProfilePageContent />
    </>
  );
}

function ProfilePageContent() {
  const { t } = useTranslation();
  const session = useSession();
  const [mode, setMode] = useState<Mode>('info');
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const staleWrite = useStaleWrite();
  const sessionUserId = session?.user.id ?? 0;
  const current = useCurrentUser(sessionUserId, session !== null);
  if (!session) return null;
  // The stored user is shown at once; the server's copy replaces it when it arrives.
  const user = current.data ?? session.user;

  const switchTo = (next: Mode) => {
    setMode(next);
    setMessage(null);
    staleWrite.dismiss();
  };

  const tabClass = (active: boolean) =>
    `min-h-11 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-teal-600 ${active ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('profile.subtitle')}>{t('profile.title')}</PageTitle>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2" aria-labelledby="profile-form-heading">
          <header className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <h2 id="profile-form-heading" className="text-lg font-semibold text-slate-900">
              {mode === 'info' ? t('profile.companyInfo') : t('profile.changePassword')}
            </h2>
            <fieldset className="inline-flex min-w-0 rounded-lg bg-slate-100 p-1" aria-label={t('profile.formMode')}>
              <button type="button" className={tabClass(mode === 'info')} aria-pressed={mode === 'info'} onClick={() => switchTo('info')}>
                {t('profile.companyInfo')}
              </button>
              <button type="button" className={tabClass(mode === 'password')} aria-pressed={mode === 'password'} onClick={() => switchTo('password')}>
                {t('profile.changePassword')}
              </button>
            </fieldset>
          </header>
          <Notice notice={message} className="mb-5" />
          {staleWrite.stale && mode === 'info' ? (
            <div className="mb-5">
              <StaleWriteNotice onReload={() => void staleWrite.reload(() => current.refetch())} reloading={staleWrite.reloading} />
            </div>
          ) : null}
          {mode === 'info' ? <HeldCompanyChanges user={user} onMessage={setMessage} /> : null}
          {/* A fresh copy of the account has a new version, so the form starts again from it. */}
          {mode === 'info' ? (
            <ProfileForm key={`${user.version}-${user.updated_at}`} user={user} onMessage={setMessage} onStale={staleWrite.show} />
          ) : (
            <ChangePasswordForm onMessage={setMessage} />
          )}
        </section>
        {/* A member of staff the shop requires it of sets it up before anything else (decision 094): first, on a phone too. */}
        <aside className={`space-y-6 ${user.mfa_setup_required ? 'max-lg:order-first' : ''}`}>
          <AccountStatusPanel user={user} />
          <TwoFactorCard user={user} />
          <SessionsCard />
        </aside>
        {/* Shipping addresses, below the company information (customers only). */}
        <AddressBook className="lg:col-span-2" />
      </div>
    </div>
  );
}
