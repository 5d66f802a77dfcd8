import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderMoveConsequences, type Order, type OrderFacts, type OrderStatus } from '@shop/domain';
import { ConsequenceDialog } from '@/components/documents/consequence-dialog.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';
import { errorText } from '@/lib/error-text.ts';
import type { useStaleWrite } from '@/lib/use-stale-write.ts';
import { type ShipmentInput, useUpdateOrderStatus } from './api/update-order-status.ts';

/** What a move reads of an order: the detail's whole order and the list's row alike. */
type MovedOrder = OrderFacts & Pick<Order, 'id' | 'order_number' | 'version'>;

interface Move {
  order: MovedOrder;
  to: OrderStatus;
  /** With sent: the tracking number, carrier and day (decision 085). */
  shipment?: ShipmentInput | undefined;
}

/**
 * One way an administrator moves an order, from the list's Apply and the detail's buttons alike
 * (decision 062): a move that can be undone goes at once; one that issues a document or cannot be undone
 * (the domain's `orderMoveConsequences`) opens a confirmation naming what it does, and nothing is
 * sent until it is confirmed.
 */
export function useOrderMove({
  onNotice,
  staleWrite,
}: {
  onNotice: (notice: NoticeMessage | null) => void;
  staleWrite: ReturnType<typeof useStaleWrite>;
}) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const updateStatus = useUpdateOrderStatus();
  const [asking, setAsking] = useState<Move | null>(null);
  const [moving, setMoving] = useState<Move | null>(null);
  // Counts the confirmations turned down: the list's selects go back to the orders' statuses.
  const [declined, setDeclined] = useState(0);

  const apply = async ({ order, to, shipment }: Move) => {
    onNotice(null);
    staleWrite.dismiss();
    setMoving({ order, to });
    try {
      const answer = await updateStatus.mutateAsync({ id: order.id, status: to, version: order.version, shipment });
      if (to === order.status) {
        onNotice({ tone: 'success', text: t('adminOrders.shipment.saved', { number: order.order_number }) });
        return;
      }
      const text =
        to === 'cancelled'
          ? t('adminOrders.messages.cancelled', { number: order.order_number })
          : t('adminOrders.messages.statusUpdated', { number: order.order_number, status: statusLabel(to) });
      onNotice({ tone: 'success', text: answer.invoiceGenerated ? `${text} ${t('adminOrders.messages.invoiceGenerated')}` : text });
    } catch (error) {
      // Someone changed the order since it was loaded: reload it and choose again.
      if (!staleWrite.caught(error)) onNotice({ tone: 'error', text: errorText(error, t('adminOrders.errors.updateStatus')) });
    } finally {
      setMoving(null);
    }
  };

  /** Asks first when the move cannot be undone; otherwise moves. */
  const request = (order: MovedOrder, to: OrderStatus, shipment?: ShipmentInput) => {
    // The same status again changes nothing, unless it brings the tracking details of a sent order.
    if (to === order.status && !shipment) return;
    if (orderMoveConsequences(order, to).length > 0) setAsking({ order, to, shipment });
    else void apply({ order, to, shipment });
  };

  const number = asking?.order.order_number ?? '';
  const to = asking?.to;
  const texts =
    to === 'cancelled'
      ? {
          title: t('adminOrders.cancelDialog.title', { number }),
          confirm: t('adminOrders.cancelDialog.confirm'),
          keep: t('adminOrders.cancelDialog.keep'),
        }
      : to === 'ended'
        ? { title: t('irreversible.endTitle', { number }), confirm: t('irreversible.endConfirm'), keep: undefined }
        : {
            title: t('irreversible.moveTitle', { number, status: statusLabel(to ?? '') }),
            confirm: t('irreversible.moveConfirm', { status: statusLabel(to ?? '') }),
            keep: undefined,
          };

  const dialog = (
    <ConsequenceDialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (open) return;
        setAsking(null);
        setDeclined((count) => count + 1);
      }}
      consequences={asking ? orderMoveConsequences(asking.order, asking.to) : []}
      fromLabel={asking ? statusLabel(asking.order.status) : undefined}
      title={texts.title}
      confirmLabel={texts.confirm}
      cancelLabel={texts.keep}
      onConfirm={() => {
        const move = asking;
        setAsking(null);
        if (move) void apply(move);
      }}
    />
  );

  return {
    request,
    dialog,
    /** The order being moved now and its new status, while the request runs. */
    busyId: moving?.order.id ?? null,
    movingTo: moving?.to ?? null,
    busy: updateStatus.isPending,
    declined,
  };
}
