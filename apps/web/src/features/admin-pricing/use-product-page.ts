import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hasPrices, type Pagination, type ProductView } from '@shop/domain';
import { useAdminProductFacets } from '@/api/catalog/get-admin-product-facets.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { usePricingProductsPage } from './api/get-pricing-products-page.ts';
import { EMPTY_FILTER, productName, type ProductFilter } from './pricing-utils.ts';

/** A price table's page of products: the filter (what the inputs show), the page and its rows, as the server answered them. */
export interface ProductPage {
  /** The brands and categories of the whole catalogue (GET /products/admin/facets). */
  brands: string[];
  /** Offered as a filter when given. */
  categories: string[] | undefined;
  /** The price range filter (by wholesale price) is offered. */
  withPriceRange: boolean;
  filter: ProductFilter;
  /** A new filter starts again at page 1. */
  setFilter: (filter: ProductFilter) => void;
  page: number;
  goToPage: (page: number) => void;
  /** The products of the page shown. */
  rows: ProductView[];
  /** Their ids, once the page is read (what the stored prices are asked for). */
  rowIds: number[] | undefined;
  /** The paging of the products the filter matches (`total`: how many). */
  pagination: Pagination | undefined;
  /** The rows still follow an older filter or page (the table is dimmed). */
  stale: boolean;
  fetching: boolean;
  pending: boolean;
  error: unknown;
  /** A product's name for a refusal ("SHOP price for …"), of any page read so far. */
  nameOf: (id: number) => string;
}

/**
 * One page of the products on the server (decision 077): search (after a pause in typing), brand,
 * category and price range go in the query; only the page shown is in the browser.
 */
export function useProductPage(options: { categories: boolean; priceRange: boolean; enabled?: boolean }): ProductPage {
  const [filter, setFilterState] = useState<ProductFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filter.search.trim(), 300);
  const asked = useMemo<ProductFilter>(
    () => ({
      search,
      brand: filter.brand,
      category: options.categories ? filter.category : '',
      priceRange: options.priceRange ? filter.priceRange : '',
    }),
    [search, filter.brand, filter.category, filter.priceRange, options.categories, options.priceRange],
  );
  const query = usePricingProductsPage(asked, page, options.enabled ?? true);
  const facets = useAdminProductFacets();

  // Names of the products of every page read, for refusals naming a cell typed into on another page.
  const seen = useRef(new Map<number, ProductView>());
  // The price screens' roles always read prices (decision 099).
  const rows = useMemo(() => (query.data?.products ?? []).filter(hasPrices), [query.data]);
  useEffect(() => {
    for (const product of rows) seen.current.set(product.id, product);
  }, [rows]);
  const rowIds = useMemo(() => (query.data ? rows.map((product) => product.id) : undefined), [query.data, rows]);

  const setFilter = useCallback((next: ProductFilter) => {
    setFilterState(next);
    setPage(1);
  }, []);
  const nameOf = useCallback((id: number) => productName(seen.current.get(id), id), []);

  return {
    brands: facets.data?.brands ?? [],
    categories: options.categories ? (facets.data?.categories ?? []) : undefined,
    withPriceRange: options.priceRange,
    filter,
    setFilter,
    page,
    goToPage: setPage,
    rows,
    rowIds,
    pagination: query.data?.pagination,
    stale: query.isPlaceholderData || search !== filter.search.trim(),
    fetching: query.isFetching,
    pending: query.isPending,
    error: query.error,
    nameOf,
  };
}
