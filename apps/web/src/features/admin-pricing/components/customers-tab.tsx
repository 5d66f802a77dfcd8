import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUser, Language, ProductView } from '@shop/domain';
import type { Column } from '@/components/ui/data-table.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { useClearCustomerPrices } from '../api/clear-customer-prices.ts';
import { useDeleteCustomerPrice } from '../api/delete-customer-price.ts';
import { useCustomerPrices } from '../api/get-customer-prices.ts';
import { useUserTypePrices } from '../api/get-user-type-prices.ts';
import { useSaveCustomerPrices } from '../api/save-customer-prices.ts';
import { PriceDraftStore, useDraftText, useDraftVersion } from '../draft-store.ts';
import { errorText } from '@/lib/error-text.ts';
import { usePriceSave } from '../use-price-save.ts';
import { customerLabel, wholesaleOf } from '../pricing-utils.ts';
import { readCustomerCells, storedCustomerCells, useRememberedCells } from '../stored-prices.ts';
import type { ProductPage } from '../use-product-page.ts';
import { MoneyCell, PriceCell, PricingTable, ProductCells, pricingColumn, productColumns } from './pricing-table.tsx';
import { Notice, SUCCESS_NOTICE_MS, useNotice } from '@/components/ui/notice.tsx';
import { ProductFilters, ProductPagePager } from './product-filters.tsx';

interface CustomersTabProps {
  customers: AdminUser[] | undefined;
  customersLoading: boolean;
  customersError: unknown;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** The page of products shown, filtered on the server. */
  list: ProductPage;
  /** Every product of the catalogue, for "Showing X of Y products". */
  totalProducts: number | undefined;
}

export function CustomersTab(props: CustomersTabProps) {
  const { t } = useTranslation();
  const { customers, customersLoading, customersError, selectedId, onSelect } = props;
  const customer = customers?.find((user) => user.id === selectedId) ?? null;
  const regular = t('adminPricing.customers.regular');

  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <label htmlFor="pricing-customer-select" className="mb-1 block text-sm font-medium text-slate-700">
          {t('adminPricing.customers.selectLabel')}
        </label>
        <select
          id="pricing-customer-select"
          data-testid="customer-select"
          value={selectedId ?? ''}
          disabled={customersLoading}
          onChange={(event) => onSelect(event.target.value ? Number(event.target.value) : null)}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-teal-600 disabled:bg-slate-100 lg:max-w-2xl"
        >
          <option value="">{customersLoading ? t('adminPricing.customers.loadingCustomers') : t('adminPricing.customers.choose')}</option>
          {(customers ?? []).map((user) => (
            <option key={user.id} value={user.id}>
              {customerLabel(user, regular)}
            </option>
          ))}
        </select>
        {customersError ? (
          <div className="mt-3">
            <Alert tone="error">{errorText(customersError, t('adminPricing.errors.fetchCustomers'))}</Alert>
          </div>
        ) : null}
      </div>

      <Alert tone="warning" title={t('adminPricing.customers.warningTitle')}>
        {t('adminPricing.customers.warningText')}
      </Alert>

      {customer ? (
        <CustomerPricing key={customer.id} customer={customer} {...props} />
      ) : selectedId !== null && !customersLoading && customers ? (
        <Alert tone="error">{t('adminPricing.customers.notFound')}</Alert>
      ) : (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t('adminPricing.customers.selectToBegin')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('adminPricing.customers.selectToBeginText')}</p>
        </div>
      )}
    </div>
  );
}

function CustomerPricing({ customer, onSelect, list, totalProducts }: CustomersTabProps & { customer: AdminUser }) {
  const { t } = useTranslation();
  const prices = useCustomerPrices(customer.id, list.rowIds);
  // The customer's type column: the SHOP or BAR prices of the page's products.
  const typePrices = useUserTypePrices(list.rowIds, customer.user_type !== null);
  const saveMutation = useSaveCustomerPrices();
  const clear = useClearCustomerPrices();
  const removeOne = useDeleteCustomerPrice();
  const [store] = useState(() => new PriceDraftStore<number>());
  const [message, setMessage] = useNotice(SUCCESS_NOTICE_MS);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { staleWrite, save, reload, priceLimitsDialog } = usePriceSave(store, setMessage);
  useDraftVersion(store);

  // Each page's stored prices (and their versions) join those known; what was typed stays, on every page.
  const cells = useMemo(() => (prices.data?.userId === customer.id ? storedCustomerCells(prices.data) : undefined), [prices.data, customer.id]);
  useRememberedCells(store, cells);

  // The page's cells are typed into only once their stored prices are known.
  const ready = cells !== undefined && !prices.isPlaceholderData;
  // Re-rendered on every edit through useDraftVersion; the table below is memoised and is not.
  const customCount = prices.data?.counts.custom ?? 0;
  const pendingCount = store.changes().length;
  const busy = saveMutation.isPending || clear.isPending;

  const onSave = async () => {
    if (!customer) {
      setMessage({ tone: 'error', text: t('adminPricing.messages.selectCustomerFirst') });
      return;
    }
    await save(
      store.changes(),
      (changes, confirm) =>
        saveMutation.mutateAsync({
          userId: customer.id,
          prices: changes.map(([productId, price]) => ({ productId, price, version: store.baseVersion(productId) })),
          confirm,
        }),
      {
        none: t('adminPricing.messages.noChanges'),
        failed: t('adminPricing.errors.saveCustomer'),
        labelOf: (id) => t('adminPricing.customers.customPriceFor', { name: list.nameOf(id) }),
      },
    );
  };

  // Nothing was saved: the prices of the cells typed into are read again, on every page; cells someone else changed show the new price, the rest keep their typing.
  const reloadPrices = () =>
    reload(async (drafted) => {
      void prices.refetch();
      return readCustomerCells(customer.id, drafted);
    });

  const onClearAll = async () => {
    setMessage(null);
    try {
      await clear.mutateAsync(customer.id);
      store.forget();
      setConfirmOpen(false);
      setMessage({ tone: 'success', text: t('adminPricing.messages.cleared') });
    } catch (error) {
      setConfirmOpen(false);
      setMessage({ tone: 'error', text: errorText(error, t('adminPricing.errors.clearCustomer')) });
    }
  };

  // Stable for the memoised rows: the latest customer and mutation through a ref.
  const removeRef = useRef<(productId: number) => void>(() => undefined);
  removeRef.current = (productId: number) => {
    if (store.getOriginal(productId) === undefined) {
      store.clearDraft(productId);
      return;
    }
    // One call per removed price; a failure is only logged.
    removeOne.mutate(
      { userId: customer.id, productId },
      {
        onSuccess: () => store.commit([[productId, '']]),
        onError: (error) => console.error('Failed to remove custom price', productId, error),
      },
    );
  };
  const onRemove = useCallback((productId: number) => removeRef.current(productId), []);

  const typeMap = useMemo(() => {
    if (!customer.user_type) return null;
    const type = customer.user_type;
    return new Map((typePrices.data?.prices ?? []).filter((price) => price.user_type === type).map((price) => [price.product_id, price.price]));
  }, [customer.user_type, typePrices.data]);

  return (
    <div className="space-y-4">
      <section
        className="flex flex-col gap-3 rounded-lg border border-teal-200 bg-teal-50/60 p-4 sm:flex-row sm:items-center sm:justify-between"
        aria-label={t('adminPricing.customers.summaryLabel')}
        data-testid="customer-summary"
      >
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-slate-900">{customer.company_name}</h2>
            <Badge tone={customer.user_type ? 'brand' : 'neutral'}>
              {customer.user_type ? t(`adminUsers.types.${customer.user_type}`) : t('adminPricing.customers.regular')}
            </Badge>
          </div>
          <p className="text-sm text-slate-600">
            {customer.contact_person} · {customer.email}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {prices.isPending ? t('adminPricing.customers.loadingPrices') : t('adminPricing.customers.customCount', { count: customCount })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/admin/pricing/customer/${customer.id}`}
            className="inline-flex items-center rounded-md px-3 py-2 text-sm font-medium text-teal-800 hover:underline"
          >
            {t('adminPricing.customers.openBulkPage')}
          </Link>
          <Button variant="secondary" onClick={() => onSelect(null)}>
            {t('adminPricing.customers.change')}
          </Button>
        </div>
      </section>

      <ProductFilters list={list} total={totalProducts} />

      <Notice notice={message} onDismiss={() => setMessage(null)} testId="pricing-banner" />
      {priceLimitsDialog}
      {staleWrite.stale ? (
        <StaleWriteNotice onReload={() => void reloadPrices()} reloading={staleWrite.reloading} hint={t('adminPricing.common.staleHint')} />
      ) : null}

      {prices.isError || list.error ? <Alert tone="error">{errorText(prices.error ?? list.error, t('adminPricing.errors.fetchData'))}</Alert> : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm text-slate-600" aria-live="polite">
          {pendingCount > 0 ? t('adminPricing.common.unsaved', { count: pendingCount }) : t('adminPricing.common.noUnsaved')}
        </span>
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" onClick={() => setConfirmOpen(true)} disabled={customCount === 0 || busy} data-testid="clear-customer-prices">
            {t('adminPricing.customers.clearAll')}
          </Button>
          <Button onClick={() => void onSave()} disabled={busy || prices.isPending} data-testid="save-customer-prices">
            {saveMutation.isPending ? t('adminPricing.common.saving') : t('adminPricing.customers.save')}
          </Button>
        </div>
      </div>

      {prices.isPending ? (
        <Spinner label={t('adminPricing.customers.loadingPrices')} />
      ) : (
        <>
          <CustomerTable
            rows={list.rows}
            store={store}
            onRemove={onRemove}
            typeLabel={
              customer.user_type ? t(customer.user_type === 'SHOP' ? 'adminPricing.columns.shopPrice' : 'adminPricing.columns.barPrice') : null
            }
            typeMap={typeMap}
            stale={list.stale}
            ready={ready}
          />
          <ProductPagePager list={list} />
        </>
      )}

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!clear.isPending) setConfirmOpen(open);
        }}
        title={t('adminPricing.customers.clearTitle')}
        description={t('adminPricing.customers.clearConfirm')}
        confirmLabel={clear.isPending ? t('adminPricing.customers.clearing') : t('adminPricing.customers.clearAll')}
        cancelLabel={t('adminPricing.common.cancel')}
        onConfirm={() => void onClearAll()}
        busy={clear.isPending}
      />
    </div>
  );
}

interface CustomerRowLabels {
  input: (name: string) => string;
  remove: (name: string) => string;
  removeText: string;
  placeholder: string;
}

const RemoveButton = memo(function RemoveButton({
  store,
  productId,
  label,
  text,
  onRemove,
}: {
  store: PriceDraftStore<number>;
  productId: number;
  label: string;
  text: string;
  onRemove: (id: number) => void;
}) {
  const value = useDraftText(store, productId);
  const hasPrice = store.getOriginal(productId) !== undefined || value.trim() !== '';
  return (
    <button
      type="button"
      onClick={() => onRemove(productId)}
      disabled={!hasPrice}
      aria-label={label}
      data-testid="remove-custom-price"
      data-product-id={productId}
      className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent"
    >
      {text}
    </button>
  );
});

const CustomerRow = memo(function CustomerRow({
  product,
  store,
  language,
  labels,
  typePrice,
  onRemove,
  disabled,
}: {
  product: ProductView;
  store: PriceDraftStore<number>;
  language: Language;
  labels: CustomerRowLabels;
  typePrice: number | undefined | null;
  onRemove: (id: number) => void;
  disabled: boolean;
}) {
  const name = `${product.brand} ${product.name} ${product.weight}`;
  return (
    <tr className="hover:bg-slate-50">
      <ProductCells product={product} />
      <MoneyCell amount={wholesaleOf(product)} language={language} strong />
      {typePrice !== null ? <MoneyCell amount={typePrice} language={language} /> : null}
      <PriceCell
        store={store}
        storeKey={product.id}
        productId={product.id}
        label={labels.input(name)}
        placeholder={labels.placeholder}
        testId="custom-price-input"
        wide
        disabled={disabled}
      />
      <td className="px-3 py-2 text-right">
        <RemoveButton store={store} productId={product.id} label={labels.remove(name)} text={labels.removeText} onRemove={onRemove} />
      </td>
    </tr>
  );
});

interface CustomerTableProps {
  rows: ProductView[];
  store: PriceDraftStore<number>;
  onRemove: (id: number) => void;
  typeLabel: string | null;
  typeMap: Map<number, number> | null;
  stale: boolean;
  ready: boolean;
}

const CustomerTable = memo(function CustomerTable({ rows, store, onRemove, typeLabel, typeMap, stale, ready }: CustomerTableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const labels = useMemo<CustomerRowLabels>(
    () => ({
      input: (name) => t('adminPricing.customers.customPriceFor', { name }),
      remove: (name) => t('adminPricing.customers.removeFor', { name }),
      removeText: t('adminPricing.customers.remove'),
      placeholder: t('adminPricing.customers.placeholder'),
    }),
    [t],
  );
  const columns: Column[] = [
    ...productColumns(t),
    pricingColumn(t, 'wholesale', 'right'),
    ...(typeMap ? [{ key: 'typePrice', label: typeLabel ?? '', align: 'right' as const }] : []),
    pricingColumn(t, 'customPrice'),
    { key: 'actions', label: t('adminPricing.columns.actions'), srOnly: true },
  ];
  return (
    <PricingTable caption={t('adminPricing.tabs.customers')} columns={columns} count={rows.length} stale={stale || !ready}>
      {rows.map((product) => (
        <CustomerRow
          key={product.id}
          product={product}
          store={store}
          language={language}
          labels={labels}
          typePrice={typeMap ? typeMap.get(product.id) : null}
          onRemove={onRemove}
          disabled={!ready}
        />
      ))}
    </PricingTable>
  );
});
