import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link.tsx';

const linkClass =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

const LINKS = [
  { key: 'bulkStock', to: '/admin/products/bulk-stock' },
  { key: 'bulkPublicPrice', to: '/admin/products/bulk-price-excl-vat' },
  { key: 'import', to: '/admin/products/import' },
  { key: 'pricingDashboard', to: '/admin/pricing/dashboard' },
  { key: 'dashboard', to: '/dashboard' },
] as const;

/** The product management page's links to the bulk pages, the CSV import, the pricing dashboard and the dashboard. */
export function AdminProductsLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adminProducts.links.label')} className="mb-6 flex flex-wrap gap-2">
      {LINKS.map((link) => (
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
  return (
    <BackLink to="/admin/products" className="mb-2">
      {t('adminProducts.links.backToProducts')}
    </BackLink>
  );
}
