import { useTranslation } from 'react-i18next';
import { orderStatusLabelKey, orderStatusTone } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';

/** The one label of an order status (`status.order.*`, from the domain's key set); an unknown value is shown as it comes. */
export function useOrderStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return (status: string) => {
    const key = orderStatusLabelKey(status);
    return key ? t(key) : status;
  };
}

/** The one badge of an order status on every screen: tone and label from the domain (decisions 028, 031). */
export function OrderStatusBadge({ status }: { status: string }) {
  const label = useOrderStatusLabel();
  return (
    <Badge tone={orderStatusTone(status)}>
      <span data-testid="order-status" data-status={status}>
        {label(status)}
      </span>
    </Badge>
  );
}
