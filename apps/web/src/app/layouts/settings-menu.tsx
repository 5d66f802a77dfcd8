import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavItem } from './nav-config.ts';
import { SettingsTriggerFace, settingsTriggerClass, useSettingsActive } from './menu-triggers.tsx';

/** The administrators' Settings dropdown: customers, prices, gallery, translations and bug reports. */
export default function SettingsMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = useSettingsActive(items);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger data-testid="nav-settings" className={settingsTriggerClass(active)}>
        <SettingsTriggerFace />
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
