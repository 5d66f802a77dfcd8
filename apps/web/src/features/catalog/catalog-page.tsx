import { useAddressParams } from '@/lib/use-address-params.ts';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { brandsQueryOptions, useBrands } from '@/api/catalog/get-brands.ts';
import { PAGE_SIZE, productsQueryOptions, useProducts } from './api/get-products.ts';
import { useWeights, weightsQueryOptions } from './api/get-weights.ts';
import { catalogueFilters, type FilterParam, productsQueryOf, withFilter, withoutFilters } from './catalogue-query.ts';
import { CatalogueFilters } from './components/catalogue-filters.tsx';
import { CatalogueHidden, isCatalogueHidden } from './components/catalogue-hidden.tsx';
import { Pagination } from './components/pagination.tsx';
import { ProductCard } from './components/product-card.tsx';
import { storedView, useCatalogView, ViewToggle } from './components/view-toggle.tsx';
import { PRODUCT_IMAGE_SLOTS } from './components/product-image.tsx';
import { preloadImage } from '@/lib/image-variants.ts';
import { useViewer, viewerOf } from '@/lib/viewer.ts';
import { queryClient } from '@/lib/query-client.ts';
import { getSession } from '@/lib/session.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { useProgressiveList } from '@/lib/use-progressive-list.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

// The table view loads when it is chosen (decision 088): most visits see the cards, and the first load stays in budget.
const loadProductTable = () => import('./components/product-table.tsx');
const ProductTable = lazy(() => loadProductTable().then((module) => ({ default: module.ProductTable })));

/** Cards in the grid's widest row: their pictures load at once, the others as they come near the screen. */
const FIRST_ROW = 4;

/** How long typing in the search box pauses before the server is asked. */
const SEARCH_PAUSE_MS = 300;

/** The products query of a catalogue address, for this browser's viewer. */
function productsAt(url: URL) {
  const viewer = viewerOf(getSession());
  return productsQueryOptions(viewer.key, productsQueryOf(catalogueFilters(url.searchParams), viewer.kind));
}

/**
 * The products (and brands) a visit to /products shows: asked for while React is still loading on a first visit,
 * and by the server when it prerenders the page (into its own query cache).
 */
export async function prefetch(url: URL, client: QueryClient = queryClient): Promise<void> {
  const viewerKey = viewerOf(getSession()).key;
  await Promise.all([
    client.prefetchQuery(productsAt(url)),
    client.prefetchQuery(brandsQueryOptions(viewerKey)),
    client.prefetchQuery(weightsQueryOptions(viewerKey)),
  ]);
}

/** Once the products are in, the first card's picture is asked for (with the same variants and sizes as its img). */
export function preload(url: URL): void {
  const first = queryClient.getQueryData(productsAt(url).queryKey)?.products[0];
  if (storedView() === 'table') void loadProductTable();
  else if (first?.image_url) preloadImage(first.image_url, PRODUCT_IMAGE_SLOTS.card);
}

/**
 * /products: the catalogue, 48 products a page, cards or table, refresh, product count and empty
 * states. Search (name, brand, flavour, SKU), brand, weight, order, "My products" and the page live
 * in the address. The server decides each viewer's prices and sorts in-stock products first for
 * customers.
 */
export default function CatalogPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { params, change } = useAddressParams();
  const filters = catalogueFilters(params);
  const { brand, page } = filters;
  // The address keeps the text as typed; the server is asked once typing pauses.
  const query = productsQueryOf(filters, viewer.kind, useDebouncedValue(filters.search, SEARCH_PAUSE_MS));
  const [view, setView] = useCatalogView();

  const products = useProducts(viewer.key, query);
  const hidden = isCatalogueHidden(products.error);
  const brands = useBrands(viewer.key, !hidden);
  const weights = useWeights(viewer.key, !hidden);

  const total = products.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // A page past the end (fewer products than before, an old link) goes to the last page.
  useEffect(() => {
    if (products.data && !products.isPlaceholderData && page > pages) {
      change({ page: pages > 1 ? String(pages) : null }, { replace: true, atOnce: false });
    }
  }, [products.data, products.isPlaceholderData, page, pages, change]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page number starts at the top
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);

  const list = products.data?.products ?? [];
  const shown = useProgressiveList(list);

  if (hidden) return <CatalogueHidden />;

  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return search ? `/products?${search}` : '/products';
  };

  // A choice adds a history entry (Back undoes it); typing replaces the one entry it started. The
  // address is the search box's state, so it changes at once (not in a transition): no typed letter
  // is lost, and the next choice starts from the address as it now is.
  const choose = (key: FilterParam, value: string | boolean) => change((current) => withFilter(current, key, value), { replace: key === 'search' });
  const chooseBrand = (value: string) => choose('brand', value);
  const filtered = Boolean(filters.search.trim() || filters.weight || (viewer.kind === 'customer' && filters.favourites));
  const refreshing = products.isFetching && !products.isPending;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('catalog.title')} description={t('meta.products.description')} />
      <div className="mb-6 flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('catalog.title')}</h1>
          <p className="mt-1 text-slate-600">
            {viewer.kind === 'visitor' ? t('catalog.subtitleVisitor') : viewer.kind === 'admin' ? t('catalog.subtitleAdmin') : t('catalog.subtitle')}
          </p>
        </div>
        {/* The count's line is there before the count, so the filters below it never move. */}
        <p className="min-h-5 text-sm font-medium text-slate-700" aria-live="polite" data-testid={products.data ? 'product-count' : undefined}>
          {products.data ? t('catalog.count', { count: total }) : null}
        </p>
      </div>

      <CatalogueFilters
        filters={filters}
        brands={brands.data ?? []}
        weights={weights.data ?? []}
        customer={viewer.kind === 'customer'}
        onChange={choose}
        actions={
          <>
            <ViewToggle view={view} onChange={setView} />
            <Button variant="secondary" onClick={() => void products.refetch()} disabled={products.isFetching} data-testid="refresh-products">
              <svg
                viewBox="0 0 20 20"
                className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                aria-hidden="true"
              >
                <path d="M16.5 10a6.5 6.5 0 1 1-1.9-4.6M16.5 3.5v3.5H13" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {refreshing ? t('catalog.refreshing') : t('catalog.refresh')}
            </Button>
          </>
        }
      />

      {products.isPending ? (
        <Spinner label={t('catalog.loading')} />
      ) : products.isError && !products.data ? (
        <Alert tone="error" title={t('catalog.loadFailed')}>
          <Button variant="secondary" className="mt-2" onClick={() => void products.refetch()}>
            {t('catalog.retry')}
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center" data-testid="catalog-empty">
          <p className="text-lg font-semibold text-slate-900">{t('catalog.empty.title')}</p>
          {filtered ? (
            <>
              <p className="mt-2 text-slate-600">
                {viewer.kind === 'customer' && filters.favourites ? t('catalog.empty.noFavourites') : t('catalog.empty.tryFilters')}
              </p>
              <Button variant="secondary" className="mt-4" onClick={() => change(withoutFilters)} data-testid="clear-filters">
                {t('catalog.empty.clearFilters')}
              </Button>
            </>
          ) : brand ? (
            <>
              <p className="mt-2 text-slate-600">{t('catalog.empty.tryBrand')}</p>
              <Button variant="secondary" className="mt-4" onClick={() => chooseBrand('')}>
                {t('catalog.empty.showAll')}
              </Button>
            </>
          ) : null}
        </div>
      ) : (
        <div
          className={`space-y-8 transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={products.isPlaceholderData || undefined}
        >
          {products.isError ? <Alert tone="error">{t('catalog.loadFailed')}</Alert> : null}
          {view === 'table' ? (
            <Suspense fallback={<Spinner label={t('catalog.loading')} />}>
              <ProductTable products={shown} viewer={viewer} />
            </Suspense>
          ) : (
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="product-grid">
              {shown.map((product, index) => (
                <li key={product.id} className="flex">
                  <div className="flex w-full flex-col [&>article]:flex-1">
                    <ProductCard product={product} viewer={viewer} eager={index < FIRST_ROW} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col items-center gap-2">
            <Pagination page={Math.min(page, pages)} pages={pages} hrefOf={hrefOf} />
            {pages > 1 ? (
              <p className="text-xs text-slate-500">
                {t('catalog.pagination.showing', {
                  from: (Math.min(page, pages) - 1) * PAGE_SIZE + 1,
                  to: Math.min(Math.min(page, pages) * PAGE_SIZE, total),
                  total,
                })}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
