import type { Session } from '@/lib/session.ts';
import { isAdmin } from '@/lib/session.ts';

/** Who sees a navigation entry. */
export type NavAudience = 'guest' | 'customer' | 'admin';

/**
 * Where an entry sits: `main` in the bar, `settings` in the administrators' Settings dropdown,
 * `auth` as the guest's Login/Register buttons on the right.
 */
export type NavArea = 'main' | 'settings' | 'auth';

export interface NavItem {
  /** Stable id, also used in test ids (`nav-<id>`). */
  id: string;
  /** i18next key of the label. */
  labelKey: string;
  to: string;
  audiences: readonly NavAudience[];
  area: NavArea;
  /** Active only on the exact path (not on sub-paths). */
  end?: boolean;
}

/**
 * The one list of navigation entries (spec "Navigation bar and language"). The administrators' own
 * entries follow their role and load with their code (admin-nav-items.tsx, decision 093).
 */
const NAV_ITEMS: readonly NavItem[] = [
  { id: 'products', labelKey: 'nav.products', to: '/products', audiences: ['guest', 'customer'], area: 'main' },
  { id: 'dashboard', labelKey: 'nav.dashboard', to: '/dashboard', audiences: ['customer', 'admin'], area: 'main' },
  { id: 'orders', labelKey: 'nav.orders', to: '/orders', audiences: ['customer'], area: 'main' },
  { id: 'balance', labelKey: 'nav.balance', to: '/account/balance', audiences: ['customer'], area: 'main' },
  { id: 'quick-order', labelKey: 'nav.quickOrder', to: '/quick-order', audiences: ['customer'], area: 'main' },
  { id: 'login', labelKey: 'nav.login', to: '/login', audiences: ['guest'], area: 'auth' },
  { id: 'register', labelKey: 'nav.register', to: '/register', audiences: ['guest'], area: 'auth' },
];

export function audienceOf(session: Session | null): NavAudience {
  if (!session) return 'guest';
  return isAdmin(session.user) ? 'admin' : 'customer';
}

export function navItemsFor(audience: NavAudience, area: NavArea): NavItem[] {
  return NAV_ITEMS.filter((item) => item.area === area && item.audiences.includes(audience));
}
