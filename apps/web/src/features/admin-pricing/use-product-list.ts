import { useDeferredValue, useMemo, useState } from 'react';
import type { ProductView } from '@shop/domain';
import { buildSearchIndex, distinctSorted, EMPTY_FILTER, filterProducts, type ProductFilter } from './pricing-utils.ts';

/** Every product of a pricing screen, with its search index and the brands and categories the filters offer. */
export interface PricingCatalogue {
  all: ProductView[];
  searchIndex: Map<number, string>;
  brands: string[];
  categories: string[];
}

export function usePricingCatalogue(products: ProductView[] | undefined): PricingCatalogue {
  return useMemo(() => {
    const all = products ?? [];
    return {
      all,
      searchIndex: buildSearchIndex(all),
      brands: distinctSorted(all.map((product) => product.brand)),
      categories: distinctSorted(all.map((product) => product.category)),
    };
  }, [products]);
}

/** A filtered product table: its filter (what the inputs show) and the rows of the deferred filter. */
export interface ProductList {
  total: number;
  brands: string[];
  /** Offered as a filter when given. */
  categories: string[] | undefined;
  /** The price range filter (by wholesale price) is offered and applied. */
  withPriceRange: boolean;
  filter: ProductFilter;
  setFilter: (filter: ProductFilter) => void;
  rows: ProductView[];
  /** The rows still follow an older filter (the table is dimmed). */
  stale: boolean;
}

/** The inputs follow every keystroke, the table the deferred value (typing stays smooth). */
export function useProductList(catalogue: PricingCatalogue, options: { categories: boolean; priceRange: boolean }): ProductList {
  const [filter, setFilter] = useState<ProductFilter>(EMPTY_FILTER);
  const deferred = useDeferredValue(filter);
  const { all, searchIndex } = catalogue;
  const rows = useMemo(() => filterProducts(all, deferred, searchIndex, options.priceRange), [all, deferred, searchIndex, options.priceRange]);
  return {
    total: all.length,
    brands: catalogue.brands,
    categories: options.categories ? catalogue.categories : undefined,
    withPriceRange: options.priceRange,
    filter,
    setFilter,
    rows,
    stale: deferred !== filter,
  };
}
