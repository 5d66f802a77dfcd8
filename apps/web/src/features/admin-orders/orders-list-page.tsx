import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES, type Order, type OrderStatus } from '@shop/domain';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { useOrders } from './api/get-orders.ts';
import { useUpdateOrderStatus } from './api/update-order-status.ts';
import { useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';
import { OrderCards, OrderTable } from './components/order-list-views.tsx';
import { StatusSelect } from './components/status-select.tsx';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { TableState } from '@/components/ui/table-state.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}

export default function OrdersListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminOrders.list.title')} noindex />
      <OrdersListPageContent />
    </>
  );
}

function OrdersListPageContent() {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const wide = useMediaQuery('(min-width: 768px)');
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : '';

  const orders = useOrders({ status });
  const updateStatus = useUpdateOrderStatus();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [cancelTarget, setCancelTarget] = useState<Order | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const staleWrite = useStaleWrite();

  const setFilter = (value: string) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );
  };

  const applyStatus = async (order: Order, next: OrderStatus) => {
    setNotice(null);
    staleWrite.dismiss();
    setBusyId(order.id);
    try {
      const answer = await updateStatus.mutateAsync({ id: order.id, status: next, version: order.version });
      const text = t('adminOrders.messages.statusUpdated', { number: order.order_number, status: statusLabel(next) });
      setNotice({ tone: 'success', text: answer.invoiceGenerated ? `${text} ${t('adminOrders.messages.invoiceGenerated')}` : text });
    } catch (error) {
      // Someone changed the order since the list was loaded: reload it and choose again.
      if (!staleWrite.caught(error)) setNotice({ tone: 'error', text: errorText(error, t('adminOrders.errors.updateStatus')) });
    } finally {
      setBusyId(null);
    }
  };

  const onSelectStatus = (order: Order, next: OrderStatus) => {
    if (next === order.status) return;
    // Spec section 5: cancelling needs a confirmation.
    if (next === 'cancelled') setCancelTarget(order);
    else void applyStatus(order, next);
  };

  const list = orders.data ?? [];
  const filterOptions = [
    { value: '', label: t('adminOrders.list.allStatuses') },
    ...ORDER_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
  ];

  const viewLink = (order: Order) => (
    <Link
      to={`/admin/orders/${order.id}`}
      className="inline-flex items-center whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
      aria-label={t('adminOrders.list.viewDetailsFor', { number: order.order_number })}
    >
      {t('adminOrders.list.viewDetails')}
    </Link>
  );

  const actions = (order: Order) => (
    <>
      {viewLink(order)}
      <StatusSelect order={order} disabled={busyId === order.id} onSelect={(next) => onSelectStatus(order, next)} />
    </>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/dashboard" className="mb-4 inline-block text-sm font-medium text-teal-800 hover:underline">
        ← {t('adminOrders.list.backToDashboard')}
      </Link>
      <PageTitle subtitle={t('adminOrders.list.subtitle')}>{t('adminOrders.list.title')}</PageTitle>

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          className="w-full sm:max-w-xs"
          label={t('adminOrders.list.statusFilter')}
          value={status}
          options={filterOptions}
          onChange={(event) => setFilter(event.target.value)}
        />
        <div className="flex items-center gap-3">
          {orders.data ? <p className="text-sm text-slate-600">{t('adminOrders.list.count', { count: list.length })}</p> : null}
          <Button variant="secondary" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
            <span aria-hidden="true" className={orders.isFetching ? 'animate-spin' : ''}>
              ↻
            </span>
            {orders.isFetching ? t('adminOrders.list.refreshing') : t('adminOrders.list.refresh')}
          </Button>
        </div>
      </div>

      <Notice notice={notice} className="mb-4" />
      {staleWrite.stale ? (
        <div className="mb-4">
          <StaleWriteNotice onReload={() => void staleWrite.reload(() => orders.refetch())} reloading={staleWrite.reloading} />
        </div>
      ) : null}

      <TableState
        query={orders}
        empty={list.length === 0}
        loadingLabel={t('adminOrders.list.loading')}
        errorFallback={t('adminOrders.errors.fetchList')}
        emptyTitle={status ? t('adminOrders.list.emptyFiltered') : t('adminOrders.list.empty')}
      >
        {wide ? (
          <OrderTable orders={list} busy={orders.isFetching} actions={actions} />
        ) : (
          <OrderCards orders={list} busy={orders.isFetching} actions={actions} />
        )}
      </TableState>

      <ConfirmDialog
        open={cancelTarget !== null}
        onOpenChange={(open) => {
          if (!open) setCancelTarget(null);
        }}
        title={t('adminOrders.cancelDialog.title', { number: cancelTarget?.order_number ?? '' })}
        description={t('adminOrders.cancelDialog.description')}
        confirmLabel={t('adminOrders.cancelDialog.confirm')}
        cancelLabel={t('adminOrders.cancelDialog.keep')}
        onConfirm={() => {
          const target = cancelTarget;
          setCancelTarget(null);
          if (target) void applyStatus(target, 'cancelled');
        }}
      />
    </div>
  );
}
