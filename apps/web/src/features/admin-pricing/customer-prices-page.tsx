import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProductView, Language } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Notice, SUCCESS_NOTICE_MS, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formatMoney } from '@/lib/format.ts';
import { usePricingCustomer } from './api/get-customer.ts';
import { storedCustomerPrices, useCustomerPrices } from './api/get-customer-prices.ts';
import { usePricingProducts } from './api/get-pricing-products.ts';
import { useSaveCustomerPrices } from './api/save-customer-prices.ts';
import { PriceInput } from './components/price-input.tsx';
import { ProductFilters } from './components/product-filters.tsx';
import { PriceDraftStore, useDraftVersion } from './draft-store.ts';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { buildSearchIndex, distinctSorted, EMPTY_FILTER, filterProducts, wholesaleOf, type ProductFilter } from './pricing-utils.ts';
import { currentLanguage } from '@/lib/i18n.ts';

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

/** /admin/pricing/customer/:userId — one price per product for one customer (spec section 2). */
export default function CustomerPricesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;

  const customer = usePricingCustomer(userId);
  const products = usePricingProducts();
  const prices = useCustomerPrices(valid ? userId : null);
  const save = useSaveCustomerPrices();

  const [store] = useState(() => new PriceDraftStore<number>());
  useDraftVersion(store);
  const stored = useMemo(() => storedCustomerPrices(prices.data ?? []), [prices.data]);
  const saved = stored.prices;
  useEffect(() => {
    if (prices.data) store.setOriginal(stored.prices, stored.versions);
  }, [prices.data, stored, store]);
  const staleWrite = useStaleWrite();

  const allProducts: ProductView[] = useMemo(() => products.data ?? [], [products.data]);
  const searchIndex = useMemo(() => buildSearchIndex(allProducts), [allProducts]);
  const brands = useMemo(() => distinctSorted(allProducts.map((product) => product.brand)), [allProducts]);
  const [filter, setFilter] = useState<ProductFilter>(EMPTY_FILTER);
  const deferred = useDeferredValue(filter);
  const rows = useMemo(() => filterProducts(allProducts, deferred, searchIndex, false), [allProducts, deferred, searchIndex]);

  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const [returning, setReturning] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Spec section 5: only prices that parse as numbers of at least 0 are sent (0 removes a custom price).
  const onSave = async () => {
    const changes = store.changes().filter((change): change is [number, number] => typeof change[1] === 'number');
    if (changes.length === 0) {
      setMessage({ tone: 'info', text: t('adminPricing.messages.noPricesToUpdate') });
      return;
    }
    setMessage(null);
    staleWrite.dismiss();
    try {
      const answer = await save.mutateAsync({
        userId,
        prices: changes.map(([productId, price]) => ({ productId, price, version: store.baseVersion(productId) })),
      });
      store.commit(changes);
      setMessage({ tone: 'success', text: t('adminPricing.messages.saved', { updated: answer.updated, deleted: answer.deleted }) });
      setReturning(true);
      // The message clears after 5 s, then the admin is back on the customer's page.
      timer.current = window.setTimeout(() => {
        setMessage(null);
        void navigate(`/admin/users/${userId}`);
      }, SUCCESS_NOTICE_MS);
    } catch (error) {
      if (!staleWrite.caught(error)) setMessage({ tone: 'error', text: errorText(error, t('adminPricing.errors.updatePrices')) });
    }
  };

  // Nothing was saved: the prices are read again; cells someone else changed show the new price, the rest keep their typing.
  const reload = () =>
    staleWrite.reload(async () => {
      const fresh = await prices.refetch();
      if (!fresh.data) return;
      const next = storedCustomerPrices(fresh.data);
      store.reloadOriginal(next.prices, next.versions);
    });

  const notFound = !valid || (customer.error instanceof ApiError && customer.error.status === 404);
  const loading = customer.isPending || products.isPending || prices.isPending;
  const loadError = customer.error ?? products.error ?? prices.error;
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
              <Badge tone={user.user_type ? 'brand' : 'neutral'}>{user.user_type ?? t('adminPricing.customers.regular')}</Badge>
            </div>
            <p className="mt-2 text-sm text-slate-600">{t('adminPricing.customerPage.hint')}</p>
            <p className="mt-1 text-sm text-slate-700" data-testid="custom-price-count">
              {t('adminPricing.customers.customCount', { count: store.originalCount() })}
            </p>
          </header>

          <ProductFilters filter={filter} onChange={setFilter} brands={brands} shown={rows.length} total={allProducts.length} />

          <Notice notice={message} testId="pricing-banner" />
          {staleWrite.stale ? (
            <StaleWriteNotice onReload={() => void reload()} reloading={staleWrite.reloading} hint={t('adminPricing.common.staleHint')} />
          ) : null}

          <div className="flex flex-wrap items-center justify-end gap-3">
            <span className="text-sm text-slate-600" aria-live="polite">
              {pending > 0 ? t('adminPricing.common.unsaved', { count: pending }) : t('adminPricing.common.noUnsaved')}
            </span>
            <Button onClick={() => void onSave()} disabled={save.isPending || returning} data-testid="save-customer-prices">
              {save.isPending ? t('adminPricing.common.saving') : t('adminPricing.customerPage.save')}
            </Button>
          </div>

          <CustomerPriceTable rows={rows} store={store} saved={saved} language={currentLanguage()} stale={deferred !== filter} />
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
}: {
  product: ProductView;
  store: PriceDraftStore<number>;
  current: number | undefined;
  language: Language;
  label: string;
  placeholder: string;
}) {
  return (
    <tr className="hover:bg-slate-50">
      <td className="px-3 py-2">
        <p className="font-medium text-slate-900">{product.name}</p>
        <p className="text-xs text-slate-500">{product.flavor}</p>
      </td>
      <td className="px-3 py-2 text-slate-700">{product.brand}</td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-700">{product.weight}</td>
      <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-slate-600">{product.sku}</td>
      <td className="whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums text-slate-900">
        {formatMoney(wholesaleOf(product), language)}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-slate-700" data-testid="current-custom-price">
        {current === undefined ? '—' : formatMoney(current, language)}
      </td>
      <td className="px-3 py-2">
        <PriceInput
          store={store}
          storeKey={product.id}
          productId={product.id}
          label={label}
          placeholder={placeholder}
          testId="custom-price-input"
          wide
        />
      </td>
    </tr>
  );
});

const CustomerPriceTable = memo(function CustomerPriceTable({
  rows,
  store,
  saved,
  language,
  stale,
}: {
  rows: ProductView[];
  store: PriceDraftStore<number>;
  saved: Map<number, number>;
  language: Language;
  stale: boolean;
}) {
  const { t } = useTranslation();
  const placeholder = t('adminPricing.customers.placeholder');
  if (rows.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
        {t('adminPricing.filters.noMatches')}
      </p>
    );
  return (
    <div className={`overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm transition-opacity ${stale ? 'opacity-70' : ''}`}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('adminPricing.customerPage.caption')}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-3">
              {t('adminPricing.columns.product')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('adminPricing.columns.brand')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('adminPricing.columns.weight')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('adminPricing.columns.sku')}
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              {t('adminPricing.columns.wholesale')}
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              {t('adminPricing.columns.currentCustom')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('adminPricing.columns.newCustom')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((product) => (
            <Row
              key={product.id}
              product={product}
              store={store}
              current={saved.get(product.id)}
              language={language}
              label={t('adminPricing.customers.customPriceFor', { name: `${product.brand} ${product.name} ${product.weight}` })}
              placeholder={placeholder}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
});
