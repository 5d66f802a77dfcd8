import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CartBadge } from './cart-badge.tsx';
import { CartIcon } from './icons.tsx';

/** The customers' cart entry with its item badge. */
export function CartLink({ count, showLabel = false, onNavigate }: { count: number; showLabel?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to="/cart"
      data-testid="nav-cart"
      onClick={onNavigate}
      aria-label={showLabel ? undefined : count > 0 ? `${t('nav.cart')} (${t('nav.cartCount', { count })})` : t('nav.cart')}
      className={({ isActive }) =>
        `relative inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${
          isActive ? 'bg-teal-50 text-teal-800' : 'text-slate-700 hover:bg-slate-100'
        }`
      }
    >
      <span className="relative inline-flex">
        <CartIcon />
        <CartBadge count={count} />
      </span>
      {showLabel ? <span>{t('nav.cart')}</span> : null}
      {showLabel && count > 0 ? <span className="sr-only">({t('nav.cartCount', { count })})</span> : null}
    </NavLink>
  );
}
