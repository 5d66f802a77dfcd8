import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Session } from '@/lib/session.ts';
import { ChevronDownIcon, UserIcon } from './icons.tsx';
import { useLogout } from '@/lib/use-logout.ts';

/** The label of the profile menu: the company name, or the e-mail when there is none. */
export function profileLabel(session: Session): string {
  return session.user.company_name?.trim() || session.user.email;
}

const itemClass =
  'flex w-full cursor-pointer select-none items-center rounded px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-800';

/** Radix dropdown with Profile and Logout (closes on outside click and Escape). */
export function ProfileMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const label = profileLabel(session);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="profile-menu-trigger"
        className="inline-flex max-w-56 items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 data-[state=open]:bg-slate-50"
      >
        <UserIcon className="h-4 w-4 shrink-0 text-teal-700" />
        <span className="truncate">{label}</span>
        <ChevronDownIcon className="h-4 w-4 shrink-0 text-slate-400" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="truncate px-3 py-1.5 text-xs text-slate-500">{session.user.email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">{t('nav.profile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => logout()}>
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
