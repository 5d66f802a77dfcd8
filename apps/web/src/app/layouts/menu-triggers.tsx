import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Session } from '@/lib/session.ts';
import type { AdminNavEntries } from './admin-nav-items.tsx';
import type { NavItem } from './nav-config.ts';
import { ChevronDownIcon, SettingsIcon, UserIcon } from './icons.tsx';

// The dropdowns (and the menu library under them) load after the first paint and only for signed-in
// users: until then the same trigger face stands in their place, so nothing moves when they arrive.
const ProfileMenu = lazy(() => import('./profile-menu.tsx'));
const SettingsMenu = lazy(() => import('./settings-menu.tsx'));
// The administrators' entries follow the member's role (decision 093): the role's table loads with them.
const AdminNavItems = lazy(() => import('./admin-nav-items.tsx'));

/** The administrators' entries of the bar or the mobile menu, drawn by `children` once their code is there. */
export function AdminNavSlot({ children }: { children: (entries: AdminNavEntries) => ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AdminNavItems>{children}</AdminNavItems>
    </Suspense>
  );
}

/** The label of the profile menu: the company name, or the e-mail when there is none. */
export function profileLabel(session: Session): string {
  return session.user.company_name?.trim() || session.user.email;
}

export const profileTriggerClass =
  'inline-flex max-w-56 items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 data-[state=open]:bg-slate-50';

export function ProfileTriggerFace({ session }: { session: Session }) {
  return (
    <>
      <UserIcon className="h-4 w-4 shrink-0 text-teal-700" />
      <span className="truncate">{profileLabel(session)}</span>
      <ChevronDownIcon className="h-4 w-4 shrink-0 text-slate-400" />
    </>
  );
}

export const settingsTriggerClass = (active: boolean) =>
  `inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 data-[state=open]:bg-slate-100 ${
    active ? 'text-teal-800' : 'text-slate-700 hover:bg-slate-100'
  }`;

export function SettingsTriggerFace() {
  const { t } = useTranslation();
  return (
    <>
      <SettingsIcon />
      {t('nav.settings')}
      <ChevronDownIcon className="h-4 w-4 text-slate-400" />
    </>
  );
}

/** Whether the current page is one of the Settings entries (the trigger is then highlighted). */
export function useSettingsActive(items: NavItem[]): boolean {
  const { pathname } = useLocation();
  return items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}

export function ProfileMenuSlot({ session }: { session: Session }) {
  return (
    <Suspense
      fallback={
        <span className={profileTriggerClass}>
          <ProfileTriggerFace session={session} />
        </span>
      }
    >
      <ProfileMenu session={session} />
    </Suspense>
  );
}

export function SettingsMenuSlot({ items }: { items: NavItem[] }) {
  const active = useSettingsActive(items);
  if (items.length === 0) return null;
  return (
    <Suspense
      fallback={
        <span className={settingsTriggerClass(active)}>
          <SettingsTriggerFace />
        </span>
      }
    >
      <SettingsMenu items={items} />
    </Suspense>
  );
}
