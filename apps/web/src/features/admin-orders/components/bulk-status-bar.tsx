import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, orderMoveConsequences, type AdminOrderListRow, type OrderStatus } from '@shop/domain';
import { ConsequenceDialog } from '@/components/documents/consequence-dialog.tsx';
import { unionOfConsequences } from '@/components/documents/consequence-text.ts';
import { Button } from '@/components/ui/button.tsx';
import { useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

interface BulkStatusBarProps {
  /** The chosen orders. */
  orders: readonly AdminOrderListRow[];
  busy: boolean;
  onApply: (status: OrderStatus) => void;
  onClear: () => void;
}

/**
 * Shown while orders are chosen: the status they should get and "Change status", which asks first
 * (how many orders, to what, that the ones that cannot make the move keep their status, and what
 * the move does that cannot be undone to the orders it concerns, in the one wording of decision 062).
 */
export function BulkStatusBar({ orders, busy, onApply, onClear }: BulkStatusBarProps) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [confirming, setConfirming] = useState(false);

  const count = orders.length;
  const { consequences, counts } = unionOfConsequences(status ? orders.map((order) => orderMoveConsequences(order, status)) : []);
  return (
    <section
      className="mb-4 flex flex-col gap-3 rounded-lg border border-teal-200 bg-teal-50 p-3 sm:flex-row sm:flex-wrap sm:items-center"
      aria-label={t('adminOrders.bulk.title')}
      data-testid="bulk-bar"
    >
      <p className="text-sm font-medium text-teal-900" aria-live="polite" data-testid="bulk-count">
        {t('adminOrders.bulk.selected', { count })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <select
          value={status}
          onChange={(event) => setStatus(isOrderStatus(event.target.value) ? event.target.value : '')}
          aria-label={t('adminOrders.bulk.newStatus')}
          data-testid="bulk-status"
          className="block min-w-40 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm shadow-sm focus:outline-2 focus:outline-teal-600"
        >
          <option value="">{t('adminOrders.bulk.chooseStatus')}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
        <Button onClick={() => setConfirming(true)} disabled={busy || status === ''} data-testid="bulk-apply">
          {busy ? t('adminOrders.bulk.applying') : t('adminOrders.bulk.apply', { count })}
        </Button>
        <Button variant="ghost" onClick={onClear} disabled={busy}>
          {t('adminOrders.bulk.clear')}
        </Button>
      </div>
      <ConsequenceDialog
        open={confirming && status !== ''}
        onOpenChange={setConfirming}
        consequences={consequences}
        // One chosen order is told as one order (its invoice named by number); more as a count each.
        counts={count > 1 ? counts : undefined}
        fromLabel={orders[0] ? statusLabel(orders[0].status) : undefined}
        title={t('adminOrders.bulk.confirmTitle', { count })}
        lead={t('adminOrders.bulk.confirmText', { count, status: status ? statusLabel(status) : '' })}
        confirmLabel={t('adminOrders.bulk.confirm', { count })}
        cancelLabel={t('adminOrders.bulk.keep')}
        onConfirm={() => {
          setConfirming(false);
          if (status) onApply(status);
        }}
      />
    </section>
  );
}
