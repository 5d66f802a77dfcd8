import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Session } from '@/lib/session.ts';
import { useLogout } from '@/lib/use-logout.ts';
import { ProfileTriggerFace, profileTriggerClass } from './menu-triggers.tsx';

const itemClass =
  'flex w-full cursor-pointer select-none items-center rounded px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-800';

/** Radix dropdown with Profile and Logout (closes on outside click and Escape). */
export default function ProfileMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger data-testid="profile-menu-trigger" className={profileTriggerClass}>
        <ProfileTriggerFace session={session} />
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
