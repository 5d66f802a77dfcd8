import { useAddressParams } from '@/lib/use-address-params.ts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { SUCCESS_NOTICE_MS, useNotice } from '@/components/ui/notice.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { TabPanel, Tabs } from '@/components/ui/tabs.tsx';
import { usePricingCustomers } from './api/get-customers.ts';
import { useUserTypePrices } from './api/get-user-type-prices.ts';
import { useSaveUserTypePrices } from './api/save-user-type-prices.ts';
import { CustomersTab } from './components/customers-tab.tsx';
import { OverviewTab } from './components/overview-tab.tsx';
import { ShopBarTab } from './components/shop-bar-tab.tsx';
import { StatCard } from './components/stat-card.tsx';
import { PriceDraftStore } from './draft-store.ts';
import { errorText } from '@/lib/error-text.ts';
import { usePriceSave } from './use-price-save.ts';
import { useProductPage } from './use-product-page.ts';
import { PRICING_TEMPLATES, templatePrice, wholesaleOf, type PricingTemplateId } from './pricing-utils.ts';
import { productOfKey, readTypeCells, storedTypeCells, typePriceKey, useRememberedCells, type TypePriceKey } from './stored-prices.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

const TABS = ['overview', 'shop-bar', 'customers'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export default function PricingDashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminPricing.title')} noindex />
      <PricingDashboardPageContent />
    </>
  );
}

function PricingDashboardPageContent() {
  const { t } = useTranslation();
  const { params: searchParams, change } = useAddressParams();
  const tabParam = searchParams.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'overview';
  const customerParam = Number(searchParams.get('customer'));
  const selectedCustomer = Number.isInteger(customerParam) && customerParam > 0 ? customerParam : null;

  // Tabs are mounted on first visit and then kept, so typed prices survive switching tabs.
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  useEffect(() => {
    setVisited((previous) => (previous.has(tab) ? previous : new Set([...previous, tab])));
  }, [tab]);

  const selectTab = useCallback((next: Tab) => change({ tab: next }), [change]);
  const selectCustomer = useCallback((id: number | null) => change({ tab: 'customers', customer: id ? String(id) : null }), [change]);

  // Both tables page their products on the server (decision 077); the customers' only once its tab is opened.
  const shopBarList = useProductPage({ categories: true, priceRange: true });
  const customerList = useProductPage({ categories: true, priceRange: false, enabled: visited.has('customers') });
  const shopBarRows = shopBarList.rows;
  // The SHOP and BAR prices of the page shown, and the stat cards' counts.
  const typePrices = useUserTypePrices(shopBarList.rowIds);
  const customers = usePricingCustomers(visited.has('customers'));
  const saveTypePrices = useSaveUserTypePrices();
  const counts = typePrices.data?.counts;
  // The page's cells are typed into, or filled by a template, only once their stored prices are known.
  const pricesReady = typePrices.data !== undefined && !typePrices.isPlaceholderData;

  // The draft store of the shop & bar table: each page's stored prices join those known; typed prices stay on every page.
  const [store] = useState(() => new PriceDraftStore<TypePriceKey>());
  const cells = useMemo(() => (typePrices.data ? storedTypeCells(typePrices.data) : undefined), [typePrices.data]);
  useRememberedCells(store, cells);

  const [showTemplates, setShowTemplates] = useState(false);
  const [message, setMessage] = useNotice(SUCCESS_NOTICE_MS);
  const { staleWrite, save, reload, priceLimitsDialog } = usePriceSave(store, setMessage);

  const applyTemplate = useCallback(
    (id: PricingTemplateId) => {
      const template = PRICING_TEMPLATES.find((candidate) => candidate.id === id);
      if (!template || !pricesReady) return;
      const entries: Array<[TypePriceKey, string]> = [];
      let count = 0;
      for (const product of shopBarRows) {
        const wholesale = wholesaleOf(product);
        if (!(wholesale > 0)) continue;
        count += 1;
        for (const [type, factor] of Object.entries(template.factors) as Array<['SHOP' | 'BAR', number]>)
          entries.push([typePriceKey(product.id, type), templatePrice(wholesale, factor)]);
      }
      store.setMany(entries);
      setMessage({ tone: 'info', text: t('adminPricing.messages.templateApplied', { name: t(`adminPricing.templates.${id}.name`), count }) });
      selectTab('shop-bar');
    },
    [shopBarRows, pricesReady, store, setMessage, t, selectTab],
  );

  const saveAll = () =>
    save(
      store.changes(),
      (changes, confirm) =>
        saveTypePrices.mutateAsync({
          updates: changes.map(([key, price]) => {
            const [productId, userType] = key.split(':') as [string, 'SHOP' | 'BAR'];
            return { productId: Number(productId), userType, price, version: store.baseVersion(key) };
          }),
          confirm,
        }),
      {
        none: t('adminPricing.messages.noChanges'),
        failed: t('adminPricing.errors.saveUserType'),
        labelOf: (key) => {
          const name = shopBarList.nameOf(productOfKey(key));
          return t(key.endsWith(':SHOP') ? 'adminPricing.shopBar.shopPriceFor' : 'adminPricing.shopBar.barPriceFor', { name });
        },
      },
    );

  // Nothing was saved: the prices of the cells typed into are read again, on every page; cells someone else changed show the new price, the rest keep their typing.
  const reloadTypePrices = () =>
    reload(async (drafted) => {
      void typePrices.refetch();
      return readTypeCells(drafted.map(productOfKey));
    });

  const loading = shopBarList.pending || typePrices.isPending;
  const loadError = shopBarList.error ?? typePrices.error;
  const filtered = (tab === 'customers' ? customerList : shopBarList).pagination;

  // A visited tab's panel stays mounted (hidden), so typed prices survive switching tabs.
  const panel = (id: Tab, content: ReactNode) =>
    visited.has(id) || id === tab ? (
      <TabPanel value={id} keepMounted>
        {content}
      </TabPanel>
    ) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('adminPricing.subtitle')}>{t('adminPricing.title')}</PageTitle>

      {loading ? (
        <Spinner label={t('adminPricing.loading')} />
      ) : loadError ? (
        <Alert tone="error">{errorText(loadError, t('adminPricing.errors.fetchData'))}</Alert>
      ) : (
        <div className="space-y-6">
          {priceLimitsDialog}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label={t('adminPricing.stats.totalProducts')} value={counts?.products ?? 0} accent="slate" />
            <StatCard label={t('adminPricing.stats.shopPrices')} value={counts?.SHOP ?? 0} accent="teal" />
            <StatCard label={t('adminPricing.stats.barPrices')} value={counts?.BAR ?? 0} accent="violet" />
            <StatCard
              label={t('adminPricing.stats.filtered')}
              value={filtered ? `${filtered.total}${filtered.capped ? '+' : ''}` : '…'}
              accent="sky"
            />
          </div>

          <Tabs
            label={t('adminPricing.title')}
            value={tab}
            onValueChange={selectTab}
            listClassName="mb-6"
            tabs={[
              { id: 'overview', label: t('adminPricing.tabs.overview') },
              { id: 'shop-bar', label: t('adminPricing.tabs.shopBar') },
              { id: 'customers', label: t('adminPricing.tabs.customers') },
            ]}
          >
            {panel(
              'overview',
              <OverviewTab
                onSetShopPrices={() => selectTab('shop-bar')}
                onSetBarPrices={() => selectTab('shop-bar')}
                onCustomerOverrides={() => selectTab('customers')}
                onQuickTemplate={() => {
                  setShowTemplates(true);
                  selectTab('shop-bar');
                }}
                onApplyTemplate={applyTemplate}
              />,
            )}
            {panel(
              'shop-bar',
              <ShopBarTab
                list={shopBarList}
                totalProducts={counts?.products}
                ready={pricesReady}
                store={store}
                showTemplates={showTemplates}
                onToggleTemplates={() => setShowTemplates((shown) => !shown)}
                onApplyTemplate={applyTemplate}
                onSave={() => void saveAll()}
                onDiscard={() => {
                  store.reset();
                  setMessage(null);
                }}
                saving={saveTypePrices.isPending}
                message={message}
                onDismissMessage={() => setMessage(null)}
                staleWriteNotice={
                  staleWrite.stale ? (
                    <StaleWriteNotice
                      onReload={() => void reloadTypePrices()}
                      reloading={staleWrite.reloading}
                      hint={t('adminPricing.common.staleHint')}
                    />
                  ) : null
                }
              />,
            )}
            {panel(
              'customers',
              <CustomersTab
                customers={customers.data}
                customersLoading={customers.isPending}
                customersError={customers.error}
                selectedId={selectedCustomer}
                onSelect={selectCustomer}
                list={customerList}
                totalProducts={counts?.products}
              />,
            )}
          </Tabs>
        </div>
      )}
    </div>
  );
}
