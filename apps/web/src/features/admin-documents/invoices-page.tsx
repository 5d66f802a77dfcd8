import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { INVOICE_STATUSES, PRE_INVOICE_STATUSES, type Invoice, type InvoiceStatus, type PreInvoice, type PreInvoiceStatus } from '@shop/domain';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, PageTitle } from '@/components/ui/card.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TabPanel, Tabs } from '@/components/ui/tabs.tsx';
import { DocumentStatusBadge, useDocumentStatusLabel } from '@/components/documents/document-status-badge.tsx';
import { errorText } from '@/lib/error-text.ts';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { useAdminInvoices } from '@/api/documents/admin/get-invoices.ts';
import { useAdminPreInvoices } from '@/api/documents/admin/get-pre-invoices.ts';
import { useUpdateInvoiceStatus } from '@/api/documents/admin/update-invoice-status.ts';
import { AdminDocumentModal, useAdminPdfDownload, type DocumentTarget } from '@/components/documents/admin-document-modal.tsx';
import { PreInvoiceActions } from '@/components/documents/pre-invoice-actions.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

type Tab = 'invoices' | 'pre-invoices';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-3 py-2 align-top text-sm text-slate-800';

export default function InvoicesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'pre-invoices' ? 'pre-invoices' : 'invoices';
  const status = searchParams.get('status') ?? '';
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [target, setTarget] = useState<DocumentTarget | null>(null);

  const selectTab = (next: Tab) => {
    setNotice(null);
    // Each tab has its own status values: switching resets the filter.
    setSearchParams(next === 'invoices' ? {} : { tab: next }, { replace: true });
  };
  const selectStatus = (next: string) => {
    const params: Record<string, string> = {};
    if (tab === 'pre-invoices') params.tab = tab;
    if (next) params.status = next;
    setSearchParams(params, { replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <PageTitle subtitle={t('adminDocuments.list.subtitle')}>{t('adminDocuments.list.title')}</PageTitle>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/invoices/settings"
            data-testid="invoice-settings-link"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('adminDocuments.list.settingsLink')}
          </Link>
          <Link
            to="/admin/orders"
            data-testid="admin-orders-link"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('adminDocuments.list.ordersLink')}
          </Link>
        </div>
      </div>

      <Tabs
        label={t('adminDocuments.list.title')}
        value={tab}
        onValueChange={selectTab}
        listClassName="mb-4"
        tabs={[
          { id: 'invoices', label: t('adminDocuments.tabs.invoices'), testId: 'invoices-tab' },
          { id: 'pre-invoices', label: t('adminDocuments.tabs.preInvoices'), testId: 'pre-invoices-tab' },
        ]}
      >
        <Notice notice={notice} className="mb-4" />

        <TabPanel value="invoices">
          <InvoicesTab status={status as InvoiceStatus | ''} onStatus={selectStatus} onNotice={setNotice} onView={setTarget} />
        </TabPanel>
        <TabPanel value="pre-invoices">
          <PreInvoicesTab status={status as PreInvoiceStatus | ''} onStatus={selectStatus} onNotice={setNotice} onView={setTarget} />
        </TabPanel>
      </Tabs>

      <AdminDocumentModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

interface TabProps<S> {
  status: S | '';
  onStatus: (status: string) => void;
  onNotice: (notice: NoticeMessage | null) => void;
  onView: (target: DocumentTarget) => void;
}

function InvoicesTab({ status, onStatus, onNotice, onView }: TabProps<InvoiceStatus>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = useDocumentStatusLabel();
  const valid = status === '' || (INVOICE_STATUSES as readonly string[]).includes(status);
  const invoices = useAdminInvoices(valid ? status : '');
  const update = useUpdateInvoiceStatus();
  const download = useAdminPdfDownload();

  const onChange = async (invoice: Invoice, next: InvoiceStatus) => {
    onNotice(null);
    try {
      await update.mutateAsync({ id: invoice.id, status: next });
      onNotice({ tone: 'success', text: t('adminDocuments.messages.invoiceStatusUpdated', { number: invoice.invoice_number, status: label(next) }) });
    } catch (error) {
      onNotice({ tone: 'error', text: errorText(error, t('adminDocuments.errors.updateInvoiceStatus')) });
    }
  };

  const onDownload = async (invoice: Invoice) => {
    onNotice(null);
    const failure = await download('invoice', invoice.id, invoice.invoice_number);
    if (failure) onNotice({ tone: 'error', text: errorText(failure, t('adminDocuments.errors.downloadInvoice')) });
  };

  const list = invoices.data ?? [];
  return (
    <Card>
      <Toolbar
        filterLabel={t('adminDocuments.list.statusFilter')}
        filterTestId="invoice-status-filter"
        value={valid ? status : ''}
        options={[{ value: '', label: t('adminDocuments.list.allStatuses') }, ...INVOICE_STATUSES.map((value) => ({ value, label: label(value) }))]}
        onChange={onStatus}
        count={invoices.data ? t('adminDocuments.list.invoiceCount', { count: list.length }) : ''}
        countTestId="invoices-count"
        refreshing={invoices.isFetching}
        onRefresh={() => void invoices.refetch()}
      />
      <TableState
        query={invoices}
        empty={list.length === 0}
        loadingLabel={t('adminDocuments.list.loadingInvoices')}
        errorFallback={t('adminDocuments.errors.fetchInvoices')}
        emptyTitle={status ? t('adminDocuments.list.noInvoicesFiltered') : t('adminDocuments.list.noInvoices')}
      >
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200">
            <thead className="bg-slate-50">
              <tr>
                <th className={th}>{t('adminDocuments.columns.invoiceNumber')}</th>
                <th className={th}>{t('adminDocuments.columns.order')}</th>
                <th className={th}>{t('adminDocuments.columns.company')}</th>
                <th className={th}>{t('adminDocuments.columns.email')}</th>
                <th className={th}>{t('adminDocuments.columns.issueDate')}</th>
                <th className={th}>{t('adminDocuments.columns.dueDate')}</th>
                <th className={`${th} text-right`}>{t('adminDocuments.columns.total')}</th>
                <th className={th}>{t('adminDocuments.columns.status')}</th>
                <th className={th}>{t('adminDocuments.columns.actions')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((invoice) => (
                <tr key={invoice.id} data-testid="admin-invoice-row">
                  <td className={`${td} font-medium`} data-testid="invoice-number">
                    {invoice.invoice_number}
                  </td>
                  <td className={td}>
                    <OrderLink id={invoice.order_id} number={invoice.order_number} />
                  </td>
                  <td className={td}>{invoice.company_name}</td>
                  <td className={td}>{invoice.email}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatDate(invoice.issue_date, language)}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatDate(invoice.due_date, language)}</td>
                  <td className={`${td} text-right tabular-nums`}>{formatMoney(invoice.total_amount, language)}</td>
                  <td className={td}>
                    <select
                      data-testid="invoice-status-select"
                      aria-label={t('adminDocuments.list.changeInvoiceStatus', { number: invoice.invoice_number })}
                      value={invoice.status}
                      disabled={update.isPending}
                      onChange={(event) => void onChange(invoice, event.target.value as InvoiceStatus)}
                      className="block min-w-28 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:outline-2 focus:outline-teal-600 disabled:bg-slate-100"
                    >
                      {INVOICE_STATUSES.map((value) => (
                        <option key={value} value={value}>
                          {label(value)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={td}>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        className="px-2.5 py-1 text-xs"
                        data-testid="view-invoice-admin"
                        onClick={() => onView({ kind: 'invoice', id: invoice.id })}
                      >
                        {t('adminDocuments.actions.view')}
                      </Button>
                      <Button
                        variant="secondary"
                        className="px-2.5 py-1 text-xs"
                        data-testid="download-invoice-pdf-admin"
                        onClick={() => void onDownload(invoice)}
                      >
                        {t('adminDocuments.actions.downloadPdf')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TableState>
    </Card>
  );
}

function PreInvoicesTab({ status, onStatus, onNotice, onView }: TabProps<PreInvoiceStatus>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = useDocumentStatusLabel();
  const valid = status === '' || (PRE_INVOICE_STATUSES as readonly string[]).includes(status);
  const preInvoices = useAdminPreInvoices({ status: valid ? status : '' });
  // One invoice per order, ever: Convert is hidden for orders that already have one.
  const invoices = useAdminInvoices('');
  const invoicedOrders = new Set((invoices.data ?? []).map((invoice) => invoice.order_id));
  const download = useAdminPdfDownload();

  const onDownload = async (preInvoice: PreInvoice) => {
    onNotice(null);
    const failure = await download('pre-invoice', preInvoice.id, preInvoice.pre_invoice_number);
    if (failure) onNotice({ tone: 'error', text: errorText(failure, t('adminDocuments.errors.downloadPreInvoice')) });
  };

  const list = preInvoices.data ?? [];
  return (
    <Card>
      <Toolbar
        filterLabel={t('adminDocuments.list.statusFilter')}
        filterTestId="pre-invoice-status-filter"
        value={valid ? status : ''}
        options={[
          { value: '', label: t('adminDocuments.list.allStatuses') },
          ...PRE_INVOICE_STATUSES.map((value) => ({ value, label: label(value) })),
        ]}
        onChange={onStatus}
        count={preInvoices.data ? t('adminDocuments.list.preInvoiceCount', { count: list.length }) : ''}
        countTestId="pre-invoices-count"
        refreshing={preInvoices.isFetching}
        onRefresh={() => void preInvoices.refetch()}
      />
      <TableState
        query={preInvoices}
        empty={list.length === 0}
        loadingLabel={t('adminDocuments.list.loadingPreInvoices')}
        errorFallback={t('adminDocuments.errors.fetchPreInvoices')}
        emptyTitle={status ? t('adminDocuments.list.noPreInvoicesFiltered') : t('adminDocuments.list.noPreInvoices')}
      >
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200">
            <thead className="bg-slate-50">
              <tr>
                <th className={th}>{t('adminDocuments.columns.preInvoiceNumber')}</th>
                <th className={th}>{t('adminDocuments.columns.order')}</th>
                <th className={th}>{t('adminDocuments.columns.company')}</th>
                <th className={th}>{t('adminDocuments.columns.email')}</th>
                <th className={th}>{t('adminDocuments.columns.issueDate')}</th>
                <th className={th}>{t('adminDocuments.columns.validUntil')}</th>
                <th className={`${th} text-right`}>{t('adminDocuments.columns.total')}</th>
                <th className={th}>{t('adminDocuments.columns.status')}</th>
                <th className={th}>{t('adminDocuments.columns.actions')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((preInvoice) => (
                <tr key={preInvoice.id} data-testid="admin-pre-invoice-row">
                  <td className={`${td} font-medium`} data-testid="pre-invoice-number">
                    {preInvoice.pre_invoice_number}
                  </td>
                  <td className={td}>
                    <OrderLink id={preInvoice.order_id} number={preInvoice.order_number} />
                  </td>
                  <td className={td}>{preInvoice.company_name}</td>
                  <td className={td}>{preInvoice.email}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatDate(preInvoice.issue_date, language)}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    {formatDate(preInvoice.valid_until, language)}
                    {preInvoice.is_expired && preInvoice.status !== 'expired' && preInvoice.status !== 'cancelled' ? (
                      <span className="block text-xs font-medium text-amber-700">{t('adminDocuments.list.expiredHint')}</span>
                    ) : null}
                  </td>
                  <td className={`${td} text-right tabular-nums`}>{formatMoney(preInvoice.total_amount, language)}</td>
                  <td className={td}>
                    <DocumentStatusBadge status={preInvoice.status} testId="pre-invoice-status" />
                  </td>
                  <td className={`${td} min-w-72`}>
                    <div className="flex flex-col gap-2">
                      <PreInvoiceActions
                        preInvoice={preInvoice}
                        size="small"
                        onNotice={onNotice}
                        showConvert={!invoicedOrders.has(preInvoice.order_id)}
                      />
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="secondary"
                          className="px-2.5 py-1 text-xs"
                          data-testid="view-pre-invoice-admin"
                          onClick={() => onView({ kind: 'pre-invoice', id: preInvoice.id })}
                        >
                          {t('adminDocuments.actions.view')}
                        </Button>
                        <Button
                          variant="secondary"
                          className="px-2.5 py-1 text-xs"
                          data-testid="download-pre-invoice-pdf-admin"
                          onClick={() => void onDownload(preInvoice)}
                        >
                          {t('adminDocuments.actions.downloadPdf')}
                        </Button>
                      </div>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TableState>
    </Card>
  );
}

function OrderLink({ id, number }: { id: number; number: string }) {
  return (
    <Link to={`/admin/orders/${id}`} className="whitespace-nowrap font-medium text-teal-800 hover:underline" data-testid="document-order-link">
      {number}
    </Link>
  );
}

function Toolbar(props: {
  filterLabel: string;
  filterTestId: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  count: string;
  countTestId: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex items-end gap-3">
        <SelectField
          label={props.filterLabel}
          data-testid={props.filterTestId}
          value={props.value}
          options={props.options}
          onChange={(event) => props.onChange(event.target.value)}
          className="w-56"
        />
        <Button variant="secondary" onClick={props.onRefresh} disabled={props.refreshing}>
          {props.refreshing ? t('adminDocuments.list.refreshing') : t('adminDocuments.list.refresh')}
        </Button>
      </div>
      <p className="text-sm text-slate-600" data-testid={props.countTestId} aria-live="polite">
        {props.count}
      </p>
    </div>
  );
}
