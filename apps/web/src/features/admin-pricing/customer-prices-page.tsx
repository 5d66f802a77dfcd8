import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Language, ProductView } from '@shop/domain';
import { currentLanguage } from '@/lib/i18n.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Notice, SUCCESS_NOTICE_MS, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { usePricingCustomer } from './api/get-customer.ts';
import { useCustomerPrices } from './api/get-customer-prices.ts';
import { useSaveCustomerPrices } from './api/save-customer-prices.ts';
import { MoneyCell, PriceCell, PricingTable, ProductCells, pricingColumn, productColumns } from './components/pricing-table.tsx';
import { ProductFilters, ProductPagePager } from './components/product-filters.tsx';
import { PriceDraftStore, useDraftVersion } from './draft-store.ts';
import { errorText } from '@/lib/error-text.ts';
import { usePriceSave } from './use-price-save.ts';
import { useProductPage } from './use-product-page.ts';
import { wholesaleOf } from './pricing-utils.ts';
import { readCustomerCells, storedCustomerCells, useRememberedCells } from './stored-prices.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

const EMPTY_PRICES = new Map<number, number>();

function BackLink({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/admin/users/${userId}`}
      className="inline-flex items-center gap-1 text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
    >
      <span aria-hidden="true">←</span> {t('adminPricing.customerPage.back')}
    </Link>
  );
}

/** /admin/pricing/customer/:userId — one price per product for one customer. */
export default function CustomerPricesPage() {
  const { t } = useTranslation();
  // Another customer's page starts afresh: no typed price, filter or page is carried over.
  const { userId } = useParams();
  return (
    <>
      <PageMeta title={t('meta.titles.customerPrices')} noindex />
      <CustomerPricesPageContent key={userId} />
    </>
  );
}

function CustomerPricesPageContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;

  const customer = usePricingCustomer(userId);
  // One page of the products on the server (decision 077), and the customer's prices of that page.
  const list = useProductPage({ categories: false, priceRange: false });
  const prices = useCustomerPrices(valid ? userId : null, list.rowIds);
  const saveMutation = useSaveCustomerPrices();

  // Each page's stored prices join those known; what was typed stays, on every page.
  const [store] = useState(() => new PriceDraftStore<number>());
  useDraftVersion(store);
  const cells = useMemo(() => (prices.data?.userId === userId ? storedCustomerCells(prices.data) : undefined), [prices.data, userId]);
  useRememberedCells(store, cells);
  const saved = cells?.prices ?? EMPTY_PRICES;
  // The page's cells are typed into only once their stored prices are known.
  const ready = cells !== undefined && !prices.isPlaceholderData;

  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const { staleWrite, save, reload, priceLimitsDialog } = usePriceSave(store, setMessage);
  const [returning, setReturning] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Only prices that parse as numbers of at least 0 are sent (0 removes a custom price).
  const onSave = async () => {
    const saved = await save(
      store.changes().filter((change): change is [number, number] => typeof change[1] === 'number'),
      (changes, confirm) =>
        saveMutation.mutateAsync({
          userId,
          prices: changes.map(([productId, price]) => ({ productId, price, version: store.baseVersion(productId) })),
          confirm,
        }),
      {
        none: t('adminPricing.messages.noPricesToUpdate'),
        failed: t('adminPricing.errors.updatePrices'),
        labelOf: (id) => t('adminPricing.customers.customPriceFor', { name: list.nameOf(id) }),
      },
    );
    if (!saved) return;
    setReturning(true);
    // The message clears after 5 s, then the admin is back on the customer's page.
    timer.current = window.setTimeout(() => {
      setMessage(null);
      void navigate(`/admin/users/${userId}`);
    }, SUCCESS_NOTICE_MS);
  };

  // Nothing was saved: the prices of the cells typed into are read again, on every page; cells someone else changed show the new price, the rest keep their typing.
  const reloadPrices = () =>
    reload(async (drafted) => {
      void prices.refetch();
      return readCustomerCells(userId, drafted);
    });

  const notFound = !valid || (customer.error instanceof ApiError && customer.error.status === 404);
  const loading = customer.isPending || list.pending || prices.isPending;
  const loadError = customer.error ?? list.error ?? prices.error;
  const user = customer.data;
  const pending = store.changes().filter((change) => typeof change[1] === 'number').length;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {valid ? (
        <div className="mb-4">
          <BackLink userId={userId} />
        </div>
      ) : null}

      {notFound ? (
        <div className="rounded-lg border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
          <h1 className="text-xl font-semibold text-slate-900">{t('adminPricing.customerPage.notFound')}</h1>
          <Link to="/admin/users" className="mt-4 inline-block text-sm font-medium text-teal-700 hover:underline">
            {t('adminPricing.customerPage.toUsers')}
          </Link>
        </div>
      ) : loading ? (
        <Spinner label={t('adminPricing.customerPage.loading')} />
      ) : loadError || !user ? (
        <Alert tone="error">{errorText(loadError, t('adminPricing.errors.fetchData'))}</Alert>
      ) : (
        <div className="space-y-4">
          <header>
            <h1 className="text-2xl font-bold text-slate-900">
              {t('adminPricing.customerPage.title', { company: user.company_name || user.email })}
            </h1>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
              <span>
                {user.contact_person} · {user.email}
              </span>
              <Badge tone={user.user_type ? 'brand' : 'neutral'}>
                {user.user_type ? t(`adminUsers.types.${user.user_type}`) : t('adminPricing.customers.regular')}
              </Badge>
            </div>
            <p className="mt-2 text-sm text-slate-600">{t('adminPricing.customerPage.hint')}</p>
            <p className="mt-1 text-sm text-slate-700" data-testid="custom-price-count">
              {t('adminPricing.customers.customCount', { count: prices.data?.counts.custom ?? 0 })}
            </p>
          </header>

          <ProductFilters list={list} total={prices.data?.counts.products} />

          <Notice notice={message} testId="pricing-banner" />
          {priceLimitsDialog}
          {staleWrite.stale ? (
            <StaleWriteNotice onReload={() => void reloadPrices()} reloading={staleWrite.reloading} hint={t('adminPricing.common.staleHint')} />
          ) : null}

          <div className="flex flex-wrap items-center justify-end gap-3">
            <span className="text-sm text-slate-600" aria-live="polite">
              {pending > 0 ? t('adminPricing.common.unsaved', { count: pending }) : t('adminPricing.common.noUnsaved')}
            </span>
            <Button onClick={() => void onSave()} disabled={saveMutation.isPending || returning} data-testid="save-customer-prices">
              {saveMutation.isPending ? t('adminPricing.common.saving') : t('adminPricing.customerPage.save')}
            </Button>
          </div>

          <CustomerPriceTable rows={list.rows} store={store} saved={saved} stale={list.stale} ready={ready} />
          <ProductPagePager list={list} />
        </div>
      )}
    </div>
  );
}

const Row = memo(function Row({
  product,
  store,
  current,
  language,
  label,
  placeholder,
  disabled,
}: {
  product: ProductView;
  store: PriceDraftStore<number>;
  current: number | undefined;
  language: Language;
  label: string;
  placeholder: string;
  disabled: boolean;
}) {
  return (
    <tr className="hover:bg-slate-50">
      <ProductCells product={product} />
      <MoneyCell amount={wholesaleOf(product)} language={language} strong />
      <MoneyCell amount={current} language={language} testId="current-custom-price" />
      <PriceCell
        store={store}
        storeKey={product.id}
        productId={product.id}
        label={label}
        placeholder={placeholder}
        testId="custom-price-input"
        wide
        disabled={disabled}
      />
    </tr>
  );
});

const CustomerPriceTable = memo(function CustomerPriceTable({
  rows,
  store,
  saved,
  stale,
  ready,
}: {
  rows: ProductView[];
  store: PriceDraftStore<number>;
  saved: Map<number, number>;
  stale: boolean;
  ready: boolean;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const placeholder = t('adminPricing.customers.placeholder');
  const columns = [
    ...productColumns(t),
    pricingColumn(t, 'wholesale', 'right'),
    pricingColumn(t, 'currentCustom', 'right'),
    pricingColumn(t, 'newCustom'),
  ];
  return (
    <PricingTable caption={t('adminPricing.customerPage.caption')} columns={columns} count={rows.length} stale={stale || !ready}>
      {rows.map((product) => (
        <Row
          key={product.id}
          product={product}
          store={store}
          current={saved.get(product.id)}
          language={language}
          label={t('adminPricing.customers.customPriceFor', { name: `${product.brand} ${product.name} ${product.weight}` })}
          placeholder={placeholder}
          disabled={!ready}
        />
      ))}
    </PricingTable>
  );
});
