import { useTranslation } from 'react-i18next';
import { canMoveTo, type Order, type OrderStatus } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { refusalTextKey, showsStatusButtons } from '../order-rules.ts';
import { useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';

/** The detail's buttons cover received to ended (cancelling has its own button). */
const STATUS_BUTTONS: readonly OrderStatus[] = ['received', 'confirmed', 'payed', 'processing', 'sent', 'ended'];

/**
 * The order's status buttons: only the moves the lifecycle allows are enabled, each refused one names
 * its reason; a final order (ended, cancelled) shows a sentence instead.
 */
export function StatusPanel({ order, busy, onStatus }: { order: Order; busy: boolean; onStatus: (status: OrderStatus) => void }) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();

  if (!showsStatusButtons(order)) {
    return (
      <Card title={t('adminOrders.detail.statusTitle')}>
        <p className="text-sm text-slate-600" data-testid="status-final">
          {order.status === 'cancelled' ? t('adminOrders.detail.statusFinalCancelled') : t('adminOrders.detail.statusFinalEnded')}
        </p>
      </Card>
    );
  }

  // Each distinct reason once under the buttons, so the operator need not hover to learn it.
  const reasons = [...new Set(STATUS_BUTTONS.map((status) => refusalTextKey(order, status)).filter((key): key is string => key !== null))];

  return (
    <Card title={t('adminOrders.detail.statusTitle')}>
      <fieldset className="flex flex-col gap-2" aria-label={t('adminOrders.detail.statusTitle')}>
        {STATUS_BUTTONS.map((status) => {
          const current = status === order.status;
          const reason = refusalTextKey(order, status);
          return (
            <Button
              key={status}
              data-testid={`status-button-${status}`}
              variant={current ? 'primary' : 'secondary'}
              aria-pressed={current}
              disabled={busy || (!current && !canMoveTo(order, status))}
              title={reason ? t(reason) : undefined}
              onClick={() => onStatus(status)}
            >
              {current ? <span aria-hidden="true">✓</span> : null}
              {statusLabel(status)}
              {current ? <span className="sr-only">({t('adminOrders.detail.current')})</span> : null}
            </Button>
          );
        })}
      </fieldset>
      {reasons.length > 0 ? (
        <ul className="mt-3 space-y-1 text-xs text-slate-600" data-testid="status-refusals">
          {reasons.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
