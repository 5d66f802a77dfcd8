import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';

/** Whether a pre-invoice / an invoice exists for the order. */
export function DocumentFlags({ order }: { order: { has_pre_invoice: boolean; has_invoice: boolean } }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1" data-testid="document-flags">
      <Badge tone={order.has_pre_invoice ? 'brand' : 'neutral'} className={order.has_pre_invoice ? '' : 'opacity-60'}>
        <span aria-hidden="true" className="mr-1">
          {order.has_pre_invoice ? '✓' : '–'}
        </span>
        {order.has_pre_invoice ? t('adminOrders.flags.preInvoice') : t('adminOrders.flags.noPreInvoice')}
      </Badge>
      <Badge tone={order.has_invoice ? 'success' : 'neutral'} className={order.has_invoice ? '' : 'opacity-60'}>
        <span aria-hidden="true" className="mr-1">
          {order.has_invoice ? '✓' : '–'}
        </span>
        {order.has_invoice ? t('adminOrders.flags.invoice') : t('adminOrders.flags.noInvoice')}
      </Badge>
    </div>
  );
}
