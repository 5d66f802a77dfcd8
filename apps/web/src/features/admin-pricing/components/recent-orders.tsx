import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '@/components/ui/order-status-badge.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useRecentOrders } from '../api/get-recent-orders.ts';
import { orderReference } from '../pricing-utils.ts';

/** The five newest orders; a failed load shows the empty state, not an error. */
export function RecentOrders() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const orders = useRecentOrders();
  if (orders.isPending) return <Spinner label={t('adminPricing.overview.loadingOrders')} />;
  const list = orders.data ?? [];
  if (list.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{t('adminPricing.overview.noRecentOrders')}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="recent-orders">
      {list.map((order) => (
        <li key={order.id} className="flex items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-mono text-sm font-semibold text-slate-900">{orderReference(order)}</p>
            <p className="truncate text-sm text-slate-600">
              {order.contact_person || order.company_name || t('adminPricing.overview.customerFallback')}
            </p>
            <p className="text-xs text-slate-500">{formatDateTime(order.created_at, language)}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span className="text-sm font-semibold tabular-nums text-slate-900">{formatMoney(order.total_amount, language)}</span>
            <OrderStatusBadge status={order.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
