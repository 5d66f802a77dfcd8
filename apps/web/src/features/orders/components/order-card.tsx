import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@shop/domain';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { OrderDocuments } from './order-documents.tsx';
import { ReorderButton } from './reorder-button.tsx';
import { OrderStatusBadge } from '@/components/ui/order-status-badge.tsx';
import { CustomerReference } from '@/components/ui/customer-reference.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

/** Spec 9: an order card lists the first 3 items and counts the rest. */
const ORDER_CARD_ITEMS = 3;

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currentLanguage());
  const shown = order.items.slice(0, ORDER_CARD_ITEMS);
  const rest = order.items.length - shown.length;
  const cancelled = order.status === 'cancelled';

  return (
    <li data-testid="order-card" data-order-number={order.order_number} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 pb-3">
        <div>
          <h3 className="font-semibold text-slate-900">{t('orders.card.number', { number: order.order_number })}</h3>
          <p className="text-sm text-slate-600">{t('orders.card.placed', { date: formatDate(order.created_at, currentLanguage()) })}</p>
          <CustomerReference label={t('orders.card.reference')} reference={order.customer_reference} />
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <p className="text-right">
            <span className="block text-xs text-slate-500">{t('orders.card.total')}</span>
            <span className="font-bold text-slate-900" data-testid="order-total">
              {money(order.total_amount)}
            </span>
          </p>
        </div>
      </header>

      <ul className="divide-y divide-slate-50 py-2 text-sm">
        {shown.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-2 py-1.5">
            <span className="min-w-0 text-slate-800">
              <span className="font-medium">
                {item.brand} {item.name}
              </span>
              {item.flavor && item.flavor !== item.name ? <span className="text-slate-600"> – {item.flavor}</span> : null}
              {item.weight ? <span className="text-slate-500"> · {item.weight}</span> : null}
            </span>
            <span className="whitespace-nowrap text-slate-700">
              {t('orders.card.quantityTimesPrice', { count: item.quantity, price: money(item.unit_price) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap items-center gap-x-3 text-sm">
        {rest > 0 ? (
          <span className="font-medium text-slate-600" data-testid="order-more-items">
            {t('orders.card.moreItems', { count: rest })}
          </span>
        ) : null}
        <Link
          to={`/orders/${order.id}`}
          className="inline-flex min-h-11 items-center font-medium text-teal-800 hover:underline"
          data-testid="order-details-link"
          aria-label={t('orders.card.viewDetailsNamed', { number: order.order_number })}
        >
          {t('orders.card.viewDetails')}
        </Link>
      </p>

      <footer className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
        <span>
          {t('orders.card.shipTo')}: <span className="font-medium text-slate-800">{order.shipping_address?.address_name}</span>
          {order.shipping_address?.city ? <span>, {order.shipping_address.city}</span> : null}
        </span>
        <span>{t('orders.card.itemCount', { count: order.items.length })}</span>
      </footer>
      {order.notes ? <p className="mt-2 text-sm text-slate-600">{t('orders.card.notes', { notes: order.notes })}</p> : null}
      {cancelled ? (
        <p className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="order-cancelled-note">
          {t('orders.card.cancelledNote')}
        </p>
      ) : null}
      <ReorderButton order={order} className="mt-3" />
      <OrderDocuments order={order} />
    </li>
  );
}
