import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n.ts';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link.tsx';
import { canCancelOrder, canEditOrderItems, type Order } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { countryText } from '@/lib/vocabulary.ts';
import { useOrder } from './api/get-order.ts';
import { DocumentsPanel } from './components/documents-panel.tsx';
import { OrderItemsEditor } from './components/order-items-editor.tsx';
import { OrderStatusBadge } from '@/components/ui/order-status-badge.tsx';
import { printOrder } from './components/print-order.ts';
import { useCompanyInfo } from '@/api/documents/get-company-info.ts';
import { StatusPanel } from './components/status-panel.tsx';
import { ShipmentPanel } from './components/shipment-panel.tsx';
import { OrderNotesPanel } from './components/order-notes-panel.tsx';
import { showsInvoiceCancelNote } from './order-rules.ts';
import { useOrderMove } from './use-order-move.tsx';
import { errorText, isNotFound } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { useCan } from '@/lib/permissions.ts';

function BackToOrders() {
  const { t } = useTranslation();
  return (
    <BackLink to="/admin/orders" className="mb-2">
      {t('adminOrders.detail.backToOrders')}
    </BackLink>
  );
}

export default function OrderDetailPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('meta.titles.adminOrder')} noindex />
      <OrderDetailPageContent />
    </>
  );
}

function OrderDetailPageContent() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const order = useOrder(id);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackToOrders />
      {!validId ? (
        <Alert tone="error">{t('adminOrders.errors.notFound')}</Alert>
      ) : order.isPending ? (
        <Spinner label={t('adminOrders.detail.loading')} />
      ) : order.isError ? (
        <Alert tone="error">
          {isNotFound(order.error) ? t('adminOrders.errors.notFound') : errorText(order.error, t('adminOrders.errors.fetchDetail'))}
        </Alert>
      ) : (
        <OrderDetail order={order.data} />
      )}
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useOrder(order.id);
  const staleWrite = useStaleWrite();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  // Every move, Cancel included, asks first when it issues a document or cannot be undone.
  const move = useOrderMove({ onNotice: setNotice, staleWrite });

  // Only a received order without an invoice is editable — the domain's rule on the order shown.
  // A role that may only read orders (the accountant) sees no moves and no edits (decision 093).
  const progress = useCan('orders.progress');
  const documents = useCan('documents.read');
  const customers = useCan('customers.read');
  const canEdit = progress && canEditOrderItems(order);
  const reloadOrder = async () => (await query.refetch()).data;
  // The seller heads the printed sheet as it heads the documents.
  const company = useCompanyInfo();

  const onPrint = () => {
    if (!printOrder(order, t, language, company.data)) setNotice({ tone: 'error', text: t('adminOrders.errors.popupBlocked') });
  };

  const shipping = order.shipping_address;
  const billing = order.billing_address;
  const busy = move.busy;

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-slate-900">
            {t('adminOrders.detail.title', { number: order.order_number })}
            <OrderStatusBadge status={order.status} />
          </h1>
          <p className="mt-1 text-slate-600">{t('adminOrders.detail.placedOn', { date: formatDateTime(order.created_at, language) })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={onPrint} data-testid="print-order">
            <PrinterIcon /> {t('adminOrders.detail.print')}
          </Button>
          {progress && canCancelOrder(order) ? (
            <Button variant="danger" data-testid="cancel-order" onClick={() => move.request(order, 'cancelled')} disabled={busy}>
              {move.movingTo === 'cancelled' ? t('adminOrders.detail.cancelling') : t('adminOrders.detail.cancelOrder')}
            </Button>
          ) : showsInvoiceCancelNote(order) ? (
            <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="cannot-cancel">
              {t('adminOrders.detail.cannotCancel')}
            </p>
          ) : null}
        </div>
      </div>

      <Notice notice={notice} className="mb-4" />
      {staleWrite.stale ? (
        <div className="mb-4">
          <StaleWriteNotice onReload={() => void staleWrite.reload(reloadOrder)} reloading={staleWrite.reloading} />
        </div>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card title={t('adminOrders.detail.orderInfo')}>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              <Field label={t('adminOrders.detail.orderNumber')}>{order.order_number}</Field>
              {order.customer_reference ? (
                <Field label={t('adminOrders.columns.customerReference')}>
                  <span data-testid="customer-reference-shown">{order.customer_reference}</span>
                </Field>
              ) : null}
              <Field label={t('adminOrders.detail.date')}>{formatDateTime(order.created_at, language)}</Field>
              <Field label={t('adminOrders.detail.status')}>
                <OrderStatusBadge status={order.status} />
              </Field>
              <Field label={t('adminOrders.detail.itemCount')}>
                {t('adminOrders.detail.itemCountValue', { count: order.items.reduce((sum, item) => sum + item.quantity, 0) })}
              </Field>
            </dl>
            <dl className="mt-5 space-y-1 border-t border-slate-200 pt-4 text-sm">
              <TotalRow label={t('adminOrders.totals.subtotal')} value={formatMoney(order.subtotal, language)} />
              <TotalRow label={t('adminOrders.totals.completionFee')} value={formatMoney(order.shipping_amount, language)} />
              <TotalRow label={t('adminOrders.totals.vat')} value={formatMoney(order.tax_amount, language)} />
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
                <dt>{t('adminOrders.totals.total')}</dt>
                <dd className="tabular-nums" data-testid="order-total">
                  {formatMoney(order.total_amount, language)}
                </dd>
              </div>
            </dl>
          </Card>

          <OrderItemsEditor order={order} canEdit={canEdit} onReload={reloadOrder} />

          <Card title={t('adminOrders.detail.notes')}>
            {order.notes ? (
              <p className="whitespace-pre-wrap text-sm text-slate-800">{order.notes}</p>
            ) : (
              <p className="text-sm text-slate-500">{t('adminOrders.detail.noNotes')}</p>
            )}
          </Card>

          <OrderNotesPanel orderId={order.id} />

          {documents ? <DocumentsPanel order={order} /> : null}
        </div>

        <div className="space-y-6">
          {progress ? (
            <>
              <StatusPanel order={order} busy={busy} onStatus={(status) => move.request(order, status)} />
              <ShipmentPanel key={order.version} order={order} busy={busy} onSend={(shipment) => move.request(order, 'sent', shipment)} />
            </>
          ) : null}

          <Card title={t('adminOrders.detail.customer')}>
            <dl className="space-y-3">
              <Field label={t('adminOrders.detail.company')}>{order.company_name || billing.company_name}</Field>
              {order.contact_person || billing.contact_person ? (
                <Field label={t('adminOrders.detail.contactPerson')}>{order.contact_person || billing.contact_person}</Field>
              ) : null}
              <Field label={t('adminOrders.detail.email')}>
                <a href={`mailto:${order.email || billing.email}`} className="text-teal-800 hover:underline">
                  {order.email || billing.email}
                </a>
              </Field>
              {billing.phone ? <Field label={t('adminOrders.detail.phone')}>{billing.phone}</Field> : null}
              {customers && order.user_id !== undefined ? (
                <Field label={t('adminOrders.detail.userId')}>
                  <Link to={`/admin/users/${order.user_id}`} className="font-medium text-teal-800 hover:underline" data-testid="customer-link">
                    #{order.user_id}
                  </Link>
                </Field>
              ) : null}
            </dl>
          </Card>

          <Card title={t('adminOrders.detail.shippingAddress')}>
            <address className="text-sm not-italic leading-6 text-slate-800">
              <span className="font-medium">{shipping.address_name}</span>
              <br />
              {shipping.street_address}
              <br />
              {[shipping.postal_code, shipping.city].filter(Boolean).join(' ')}
              {shipping.state_province ? (
                <>
                  <br />
                  {shipping.state_province}
                </>
              ) : null}
              <br />
              {countryText(shipping.country)}
            </address>
            <dl className="mt-3">
              <Field label={t('adminOrders.detail.tobaccoLicense')}>{shipping.tobacco_license}</Field>
            </dl>
          </Card>

          <Card title={t('adminOrders.detail.billingDetails')}>
            <dl className="space-y-3">
              <Field label={t('adminOrders.detail.company')}>{billing.company_name}</Field>
              <Field label={t('adminOrders.detail.companyCode')}>{billing.company_reg_number || '—'}</Field>
              <Field label={t('adminOrders.detail.vatCode')}>{billing.vat_number || '—'}</Field>
              {billing.address || billing.city ? (
                <Field label={t('adminOrders.detail.address')}>
                  {[billing.address, [billing.postal_code, billing.city].filter(Boolean).join(' '), countryText(billing.country)]
                    .filter(Boolean)
                    .join(', ')}
                </Field>
              ) : null}
            </dl>
          </Card>
        </div>
      </div>

      {move.dialog}
    </>
  );
}

function PrinterIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 9V2h12v7" />
      <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <rect x="6" y="14" width="12" height="8" />
    </svg>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
