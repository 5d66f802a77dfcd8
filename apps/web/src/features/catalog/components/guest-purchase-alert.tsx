import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Visitors pressing "Add to cart": purchase needs a login. */
export function GuestPurchaseAlert({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div
      role="alert"
      data-testid="login-to-purchase"
      className="flex items-start justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p>
        {t('catalog.cart.loginToPurchase')}{' '}
        <Link to="/login" state={{ from: location.pathname + location.search }} className="font-semibold text-teal-800 underline hover:text-teal-900">
          {t('catalog.cart.loginLink')}
        </Link>
      </p>
      <button
        type="button"
        onClick={onDismiss}
        className="-mr-1 rounded px-1 text-amber-900 hover:bg-amber-100"
        aria-label={t('catalog.cart.dismiss')}
      >
        ×
      </button>
    </div>
  );
}
