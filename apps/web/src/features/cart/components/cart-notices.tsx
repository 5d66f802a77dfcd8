import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';

/** Spec: without a shipping address the cart says how to get one (profile, or an administrator). */
export function NoAddressNotice() {
  const { t } = useTranslation();
  return (
    <div data-testid="no-address-notice">
      <Alert tone="warning" title={t('cart.noAddress.title')}>
        <p>
          {t('cart.noAddress.body')}{' '}
          <Link to="/profile" className="font-semibold underline">
            {t('cart.noAddress.link')}
          </Link>
        </p>
      </Alert>
    </div>
  );
}

export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div data-testid="cart-empty" className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <svg viewBox="0 0 24 24" className="mx-auto h-12 w-12 text-slate-300" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1" />
        <circle cx="17" cy="20" r="1" />
      </svg>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('cart.empty.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('cart.empty.body')}</p>
      <Link
        to="/products"
        className="mt-6 inline-flex items-center justify-center rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        {t('cart.empty.browse')}
      </Link>
    </div>
  );
}
