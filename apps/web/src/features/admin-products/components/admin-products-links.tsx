import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link.tsx';
import { useCan, useRoleCan } from '@/lib/permissions.ts';

const linkClass =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

const LINKS = [
  { key: 'bulkStock', to: '/admin/products/bulk-stock', permission: 'stock.manage' },
  { key: 'stockHistory', to: '/admin/stock-history', permission: 'stock.manage' },
  { key: 'bulkPublicPrice', to: '/admin/products/bulk-price-excl-vat', permission: 'prices.manage' },
  { key: 'import', to: '/admin/products/import', permission: 'products.manage' },
  { key: 'pricingDashboard', to: '/admin/pricing/dashboard', permission: 'prices.manage' },
  { key: 'dashboard', to: '/dashboard', permission: 'dashboard.read' },
] as const;

/** The product management page's links to the bulk pages, the CSV import, the pricing dashboard and the dashboard. */
export function AdminProductsLinks() {
  const { t } = useTranslation();
  // Only the pages the role may open (decision 093).
  const can = useRoleCan();
  return (
    <nav aria-label={t('adminProducts.links.label')} className="mb-6 flex flex-wrap gap-2">
      {LINKS.filter((link) => can(link.permission)).map((link) => (
        <Link key={link.key} to={link.to} className={linkClass}>
          {t(`adminProducts.links.${link.key}`)}
        </Link>
      ))}
    </nav>
  );
}

/** "Back to products" on the bulk pages. */
export function BackToProducts() {
  const { t } = useTranslation();
  // The warehouse reaches the stock page from its menu: it has no products page to go back to.
  if (!useCan('products.manage')) return null;
  return (
    <BackLink to="/admin/products" className="mb-2">
      {t('adminProducts.links.backToProducts')}
    </BackLink>
  );
}
