import { useTranslation } from 'react-i18next';
import { carrierName, type Order, trackingUrl } from '@shop/domain';
import { formatDocumentDate } from '@/components/documents/document-format.ts';
import { Card } from '@/components/ui/card.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

/**
 * How the order travels (decision 085): the carrier, the tracking number with a link to the
 * carrier's tracking page, and the expected day, once the shop gives them. Nothing until then.
 */
export function OrderShipment({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (!order.tracking_number && !order.carrier && !order.expected_delivery) return null;
  const link = trackingUrl(order.carrier, order.tracking_number);
  return (
    <Card title={t('orders.shipment.title')}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3" data-testid="order-shipment">
        {order.carrier ? (
          <div>
            <dt className="text-slate-600">{t('orders.shipment.carrier')}</dt>
            <dd className="font-medium text-slate-900" data-testid="shipment-carrier">
              {carrierName(order.carrier)}
            </dd>
          </div>
        ) : null}
        {order.tracking_number ? (
          <div>
            <dt className="text-slate-600">{t('orders.shipment.trackingNumber')}</dt>
            <dd className="font-medium text-slate-900">
              <span data-testid="shipment-tracking-number">{order.tracking_number}</span>
              {link ? (
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="ml-2 text-teal-700 underline-offset-2 hover:underline"
                  data-testid="shipment-tracking-link"
                >
                  {t('orders.shipment.track')}
                  <span className="sr-only"> {t('orders.shipment.newWindow')}</span>
                </a>
              ) : null}
            </dd>
          </div>
        ) : null}
        {order.expected_delivery ? (
          <div>
            <dt className="text-slate-600">{t('orders.shipment.expectedDelivery')}</dt>
            <dd className="font-medium text-slate-900" data-testid="shipment-expected-delivery">
              {formatDocumentDate(order.expected_delivery, currentLanguage())}
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
