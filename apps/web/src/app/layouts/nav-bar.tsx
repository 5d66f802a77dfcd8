import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '@/lib/session.ts';
import { CartLink } from './cart-link.tsx';
import { CloseIcon, LogoMark, MenuIcon } from './icons.tsx';
import { LanguageSwitcher } from '@/components/ui/language-switcher.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { audienceOf, type NavItem, navItemsFor } from './nav-config.ts';
import { AdminNavSlot, ProfileMenuSlot, SettingsMenuSlot } from './menu-triggers.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${
    isActive ? 'bg-teal-50 text-teal-800' : 'text-slate-700 hover:bg-slate-100'
  }`;

/** Top navigation: logo, the entries of the visitor's role, language, profile and (customers) cart. */
export function NavBar({ cartCount }: { cartCount: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const audience = audienceOf(session);
  const main = navItemsFor(audience, 'main');
  const auth = navItemsFor(audience, 'auth');
  // The mobile menu is open on the page it was opened on: a new page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileId = useId();
  const { pathname } = useLocation();
  const mobileOpen = openOn === pathname;
  const barLink = (item: NavItem) => (
    <NavLink key={item.id} to={item.to} end={item.end} className={navLinkClass} data-testid={`nav-${item.id}`}>
      {t(item.labelKey)}
    </NavLink>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          aria-label={t('nav.homeLink')}
        >
          <LogoMark />
          <span className="hidden text-base font-bold tracking-tight text-slate-900 sm:inline">{t('common.appName')}</span>
        </Link>

        {audience === 'admin' ? (
          <span
            data-testid="admin-panel-label"
            className="hidden rounded bg-slate-900 px-2 py-1 text-[0.7rem] font-bold uppercase tracking-wider text-white md:inline"
          >
            {t('nav.adminPanel')}
          </span>
        ) : null}

        <div className="hidden items-center gap-1 md:flex">
          {main.map(barLink)}
          {audience === 'admin' ? (
            <AdminNavSlot>
              {(entries) => (
                <>
                  {entries.main.map(barLink)}
                  <SettingsMenuSlot items={entries.settings} />
                </>
              )}
            </AdminNavSlot>
          ) : null}
        </div>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          <LanguageSwitcher />
          {audience === 'customer' ? <CartLink count={cartCount} /> : null}
          {session ? (
            <ProfileMenuSlot session={session} />
          ) : (
            auth.map((item) => (
              <NavLink
                key={item.id}
                to={item.to}
                data-testid={`nav-${item.id}`}
                className={
                  item.id === 'register'
                    ? 'rounded-md bg-teal-700 px-3 py-2 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600'
                    : navLinkClass
                }
              >
                {t(item.labelKey)}
              </NavLink>
            ))
          )}
        </div>

        <div className="ml-auto flex items-center gap-1 md:hidden">
          {audience === 'customer' ? <CartLink count={cartCount} /> : null}
          <button
            type="button"
            data-testid="mobile-menu-button"
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpenOn(mobileOpen ? null : pathname)}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </nav>
      {mobileOpen ? <MobileMenu id={mobileId} session={session} cartCount={cartCount} onNavigate={() => setOpenOn(null)} /> : null}
    </header>
  );
}
