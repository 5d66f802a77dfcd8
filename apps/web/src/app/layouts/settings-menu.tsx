import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavItem } from './nav-config.ts';
import { ChevronDownIcon, SettingsIcon } from './icons.tsx';

/** The administrators' Settings dropdown: customers, prices, gallery, translations and bug reports. */
export function SettingsMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  const active = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="nav-settings"
        className={`inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 data-[state=open]:bg-slate-100 ${
          active ? 'text-teal-800' : 'text-slate-700 hover:bg-slate-100'
        }`}
      >
        <SettingsIcon />
        {t('nav.settings')}
        <ChevronDownIcon className="h-4 w-4 text-slate-400" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.id}
              asChild
              className="flex w-full cursor-pointer select-none items-center rounded px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-800"
            >
              <Link to={item.to} data-testid={`nav-${item.id}`} aria-current={pathname === item.to ? 'page' : undefined}>
                {t(item.labelKey)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
