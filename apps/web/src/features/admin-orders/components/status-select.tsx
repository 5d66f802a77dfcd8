import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '@shop/domain';
import { statusSelectOptions } from '../order-rules.ts';
import { useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';

/** A select per row: the current status and the statuses the lifecycle lets the order move to. */
export function StatusSelect({ order, disabled, onSelect }: { order: Order; disabled?: boolean; onSelect: (status: OrderStatus) => void }) {
  const { t } = useTranslation();
  const label = useOrderStatusLabel();
  const options = statusSelectOptions(order);
  return (
    <select
      data-testid="status-select"
      aria-label={t('adminOrders.list.changeStatusFor', { number: order.order_number })}
      value={order.status}
      disabled={disabled || options.length < 2}
      onChange={(event) => onSelect(event.target.value as OrderStatus)}
      className="block w-full min-w-32 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:outline-2 focus:outline-teal-600 disabled:bg-slate-100"
    >
      {options.map((status) => (
        <option key={status} value={status}>
          {label(status)}
        </option>
      ))}
    </select>
  );
}
