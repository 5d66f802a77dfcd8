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
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { useOrders } from './api/get-orders.ts';
import { useUpdateOrderStatus } from './api/update-order-status.ts';
import { OrderStatusBadge, useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';
import { DocumentFlags } from './components/document-flags.tsx';
import { StatusSelect } from './components/status-select.tsx';
import { useMediaQuery } from './components/use-media-query.ts';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { DataTable } from '@/components/ui/data-table.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}

export default function OrdersListPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
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
          <DataTable
            caption={t('adminOrders.list.title')}
            busy={orders.isFetching}
            columns={[
              { key: 'number', label: t('adminOrders.columns.orderNumber') },
              { key: 'company', label: t('adminOrders.columns.company') },
              { key: 'email', label: t('adminOrders.columns.email') },
              { key: 'date', label: t('adminOrders.columns.date') },
              { key: 'amount', label: t('adminOrders.columns.amount'), align: 'right' },
              { key: 'status', label: t('adminOrders.columns.status') },
              { key: 'documents', label: t('adminOrders.columns.documents') },
              { key: 'actions', label: t('adminOrders.columns.actions') },
            ]}
          >
            {list.map((order) => (
              <tr key={order.id} data-testid="order-row" className="hover:bg-slate-50">
                <td className="whitespace-nowrap px-4 py-3 font-medium">
                  <Link to={`/admin/orders/${order.id}`} className="text-teal-800 hover:underline">
                    {order.order_number}
                  </Link>
                </td>
                <td className="px-4 py-3 text-slate-800">{order.company_name || order.billing_address?.company_name}</td>
                <td className="px-4 py-3 text-slate-700">{order.email || order.billing_address?.email}</td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDateTime(order.created_at, language)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums">{formatMoney(order.total_amount, language)}</td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="px-4 py-3">
                  <DocumentFlags order={order} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-nowrap items-center gap-2">
                    {viewLink(order)}
                    <StatusSelect order={order} disabled={busyId === order.id} onSelect={(next) => onSelectStatus(order, next)} />
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <ul className="space-y-3" aria-busy={orders.isFetching || undefined}>
            {list.map((order) => (
              <li key={order.id} data-testid="order-row" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Link to={`/admin/orders/${order.id}`} className="font-medium text-teal-800 hover:underline">
                      {order.order_number}
                    </Link>
                    <p className="truncate text-sm text-slate-800">{order.company_name || order.billing_address?.company_name}</p>
                    <p className="truncate text-sm text-slate-600">{order.email || order.billing_address?.email}</p>
                    <p className="text-xs text-slate-500">{formatDateTime(order.created_at, language)}</p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p className="font-semibold tabular-nums">{formatMoney(order.total_amount, language)}</p>
                    <div className="mt-1">
                      <OrderStatusBadge status={order.status} />
                    </div>
                  </div>
                </div>
                <div className="mt-3">
                  <DocumentFlags order={order} />
                </div>
                <div className="mt-3 flex items-center gap-2">
                  {viewLink(order)}
                  <StatusSelect order={order} disabled={busyId === order.id} onSelect={(next) => onSelectStatus(order, next)} />
                </div>
              </li>
            ))}
          </ul>
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
