import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Session } from '@/lib/session.ts';
import { CartLink } from './cart-link.tsx';
import { LanguageSwitcher } from '@/components/ui/language-switcher.tsx';
import { audienceOf, type NavItem, navItemsFor } from './nav-config.ts';
import { AdminNavSlot, profileLabel } from './menu-triggers.tsx';
import { useLogout } from '@/lib/use-logout.ts';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium focus-visible:outline-2 focus-visible:outline-teal-600 ${isActive ? 'bg-teal-50 text-teal-800' : 'text-slate-700 hover:bg-slate-100'}`;

/** One list entry per navigation item; an item marked `end` is active only on its exact path. */
function NavEntries({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  return items.map((item) => (
    <li key={item.id}>
      <NavLink to={item.to} end={item.end} className={itemClass} onClick={onNavigate}>
        {t(item.labelKey)}
      </NavLink>
    </li>
  ));
}

/** The menu below the md breakpoint: the same entries as the bar. */
export function MobileMenu({
  id,
  session,
  cartCount,
  onNavigate,
}: {
  id: string;
  session: Session | null;
  cartCount: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  const audience = audienceOf(session);
  const main = navItemsFor(audience, 'main');
  const auth = navItemsFor(audience, 'auth');
  // The bar's entries, then (administrators) the Settings ones; an administrator's follow its role (decision 093).
  const lists = (entries: readonly NavItem[], settings: readonly NavItem[]) => (
    <>
      <ul className="space-y-1">
        <NavEntries items={entries} onNavigate={onNavigate} />
        {audience === 'customer' ? (
          <li>
            <CartLink count={cartCount} showLabel onNavigate={onNavigate} />
          </li>
        ) : null}
      </ul>
      {settings.length > 0 ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-500">{t('nav.settings')}</p>
          <ul className="space-y-1">
            <NavEntries items={settings} onNavigate={onNavigate} />
          </ul>
        </div>
      ) : null}
    </>
  );

  return (
    <div id={id} data-testid="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-sm md:hidden">
      {audience === 'admin' ? (
        <p className="px-3 pb-1 pt-2 text-xs font-bold uppercase tracking-wider text-slate-500">{t('nav.adminPanel')}</p>
      ) : null}
      {audience === 'admin' ? <AdminNavSlot>{(entries) => lists([...main, ...entries.main], entries.settings)}</AdminNavSlot> : lists(main, [])}
      <div className="mt-3 border-t border-slate-100 pt-3">
        {session ? (
          <>
            <p className="truncate px-3 pb-1 text-sm font-semibold text-slate-900">{profileLabel(session)}</p>
            <ul className="space-y-1">
              <li>
                <NavLink to="/profile" className={itemClass} onClick={onNavigate}>
                  {t('nav.profile')}
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onNavigate();
                    logout();
                  }}
                  className="block w-full rounded-md px-3 py-2 text-left text-base font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
                >
                  {t('nav.logout')}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <ul className="space-y-1">
            <NavEntries items={auth} onNavigate={onNavigate} />
          </ul>
        )}
        <div className="px-3 pt-3">
          <LanguageSwitcher />
        </div>
      </div>
    </div>
  );
}
