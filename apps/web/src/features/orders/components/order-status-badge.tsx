import { useTranslation } from 'react-i18next';
import { orderStatusTone } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';

/** Tone from the domain (one rule for every screen); unknown values get neutral styling and are shown as they come. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={orderStatusTone(status)}>
      <span data-testid="order-status" data-status={status}>
        {t(`orders.status.${status}`, { defaultValue: status })}
      </span>
    </Badge>
  );
}
