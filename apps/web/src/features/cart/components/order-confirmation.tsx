import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@shop/domain';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

const linkClass =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

/** Shown after a successful POST /orders: the order number, its total and where to go next. */
export function OrderConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="order-confirmation"
      className="mx-auto max-w-xl rounded-lg border border-green-200 bg-white p-8 text-center shadow-sm"
      aria-labelledby="order-confirmation-heading"
    >
      <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700" aria-hidden="true">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m5 13 4 4L19 7" />
        </svg>
      </div>
      <h1 id="order-confirmation-heading" className="mt-4 text-2xl font-bold text-slate-900">
        {t('checkout.confirmation.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('checkout.confirmation.body')}</p>
      <dl className="mx-auto mt-6 grid max-w-sm grid-cols-2 gap-3 rounded-md bg-slate-50 p-4 text-left text-sm">
        <dt className="text-slate-600">{t('checkout.confirmation.orderNumber')}</dt>
        <dd className="text-right font-semibold text-slate-900" data-testid="order-number">
          {order.order_number}
        </dd>
        {order.customer_reference ? (
          <>
            <dt className="text-slate-600">{t('orders.card.reference')}</dt>
            <dd className="break-words text-right font-semibold text-slate-900" data-testid="order-reference">
              {order.customer_reference}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t('checkout.confirmation.total')}</dt>
        <dd className="text-right font-semibold text-slate-900">{formatMoney(order.total_amount, currentLanguage())}</dd>
      </dl>
      {/* Only what will happen (decision 085): the pre-invoice comes with the confirmation, or on request. */}
      <p className="mt-4 text-sm text-slate-600" data-testid="confirmation-next">
        {order.pre_invoice_on_confirm ? t('checkout.confirmation.nextPreInvoice') : t('checkout.confirmation.nextOnRequest')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/orders" className={`${linkClass} bg-teal-700 text-white hover:bg-teal-800`} data-testid="confirmation-orders-link">
          {t('checkout.confirmation.viewOrders')}
        </Link>
        <Link to="/products" className={`${linkClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
          {t('checkout.confirmation.continueShopping')}
        </Link>
      </div>
    </section>
  );
}
