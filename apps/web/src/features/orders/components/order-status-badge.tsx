import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

/** Current statuses and the legacy display values (pending, shipped, delivered, completed). */
const TONES: Record<string, BadgeTone> = {
  received: 'info',
  pending: 'warning',
  confirmed: 'brand',
  payed: 'success',
  processing: 'warning',
  sent: 'purple',
  shipped: 'purple',
  ended: 'success',
  delivered: 'success',
  completed: 'success',
  cancelled: 'danger',
};

/** Unknown values get neutral styling and are shown as they come. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = Object.hasOwn(TONES, status) ? TONES[status] : undefined;
  return (
    <Badge tone={tone ?? 'neutral'}>
      <span data-testid="order-status" data-status={status}>
        {t(`orders.status.${status}`, { defaultValue: status })}
      </span>
    </Badge>
  );
}
