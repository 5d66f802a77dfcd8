import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderListRow, OrderStatus } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';
import { statusSelectOptions } from '../order-rules.ts';

/**
 * A row's status change: the select only chooses (arrow keys and a mouse wheel change its
 * value, never the order); "Apply" moves the order to the chosen status, asking first when the move
 * cannot be undone. The parent keys it by the order's version, so a changed order starts afresh.
 */
export function StatusSelect({ order, disabled, onApply }: { order: AdminOrderListRow; disabled?: boolean; onApply: (status: OrderStatus) => void }) {
  const { t } = useTranslation();
  const label = useOrderStatusLabel();
  const options = statusSelectOptions(order);
  const [chosen, setChosen] = useState<OrderStatus>(order.status);
  const fixed = disabled || options.length < 2;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        data-testid="status-select"
        aria-label={t('adminOrders.list.changeStatusFor', { number: order.order_number })}
        value={chosen}
        disabled={fixed}
        onChange={(event) => setChosen(options.find((status) => status === event.target.value) ?? order.status)}
        className="block w-full min-w-32 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:outline-2 focus:outline-teal-600 disabled:bg-slate-100"
      >
        {options.map((status) => (
          <option key={status} value={status}>
            {label(status)}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        className="whitespace-nowrap px-3 py-1.5"
        data-testid="status-apply"
        aria-label={t('adminOrders.list.applyFor', { number: order.order_number })}
        disabled={fixed || chosen === order.status}
        onClick={() => onApply(chosen)}
      >
        {t('adminOrders.list.apply')}
      </Button>
    </div>
  );
}
