import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const linkClass =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

/** The product management page's links to the bulk pages, the pricing dashboard and the dashboard. */
export function AdminProductsLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adminProducts.links.label')} className="mb-6 flex flex-wrap gap-2">
      <Link to="/admin/products/bulk-stock" className={linkClass}>
        {t('adminProducts.links.bulkStock')}
      </Link>
      <Link to="/admin/products/bulk-price-excl-vat" className={linkClass}>
        {t('adminProducts.links.bulkPublicPrice')}
      </Link>
      <Link to="/admin/pricing/dashboard" className={linkClass}>
        {t('adminProducts.links.pricingDashboard')}
      </Link>
      <Link to="/dashboard" className={linkClass}>
        {t('adminProducts.links.dashboard')}
      </Link>
    </nav>
  );
}

/** "Back to products" on the bulk pages. */
export function BackToProducts() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/products" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-teal-800 hover:underline">
      <span aria-hidden="true">←</span> {t('adminProducts.links.backToProducts')}
    </Link>
  );
}
