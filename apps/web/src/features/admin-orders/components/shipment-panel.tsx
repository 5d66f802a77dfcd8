import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIER_CODES, CARRIERS, canMoveTo, type Carrier, type Order } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { ShipmentInput } from '../api/update-order-status.ts';

/**
 * How the order travels (decision 085): the carrier, its tracking number and the expected
 * day, given when the order is marked sent (the customer's mail and order page show them) or
 * corrected while it is sent. Each may be left empty.
 */
export function ShipmentPanel({ order, busy, onSend }: { order: Order; busy: boolean; onSend: (shipment: ShipmentInput) => void }) {
  const { t } = useTranslation();
  const sent = order.status === 'sent';
  const [carrier, setCarrier] = useState<Carrier | ''>(
    order.carrier && (CARRIER_CODES as readonly string[]).includes(order.carrier) ? (order.carrier as Carrier) : '',
  );
  const [trackingNumber, setTrackingNumber] = useState(order.tracking_number ?? '');
  const [expectedDelivery, setExpectedDelivery] = useState(order.expected_delivery ?? '');
  if (!sent && !canMoveTo(order, 'sent')) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ carrier, tracking_number: trackingNumber.trim(), expected_delivery: expectedDelivery });
  };

  return (
    <Card title={t('adminOrders.shipment.title')}>
      <form className="space-y-3" onSubmit={submit} data-testid="shipment-form">
        <SelectField
          label={t('adminOrders.shipment.carrier')}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value as Carrier | '')}
          options={[
            { value: '', label: t('adminOrders.shipment.noCarrier') },
            ...CARRIER_CODES.map((code) => ({ value: code, label: CARRIERS[code].name })),
          ]}
          data-testid="shipment-carrier"
        />
        <TextField
          label={t('adminOrders.shipment.trackingNumber')}
          value={trackingNumber}
          maxLength={50}
          onChange={(event) => setTrackingNumber(event.target.value)}
          data-testid="shipment-tracking-number"
        />
        <TextField
          label={t('adminOrders.shipment.expectedDelivery')}
          type="date"
          value={expectedDelivery}
          onChange={(event) => setExpectedDelivery(event.target.value)}
          data-testid="shipment-expected-delivery"
        />
        <Button type="submit" disabled={busy} data-testid="shipment-submit" className="w-full">
          {sent ? t('adminOrders.shipment.save') : t('adminOrders.shipment.markSent')}
        </Button>
        <p className="text-xs text-slate-600">{sent ? t('adminOrders.shipment.savedHint') : t('adminOrders.shipment.hint')}</p>
      </form>
    </Card>
  );
}
