import { isProductSort, type ProductSort } from '@shop/domain';
import type { ViewerKind } from '@/lib/viewer.ts';
import { PAGE_SIZE, type ProductsQuery } from './api/get-products.ts';

/**
 * What the catalogue's address asks for (every filter lives there, so a link or a reload shows the
 * same list): ?brand, ?search (as typed), ?sort, ?weight, ?favourites=1 ("My products") and ?page.
 */
export interface CatalogueFilters {
  brand: string;
  search: string;
  sort: ProductSort | '';
  weight: string;
  favourites: boolean;
  page: number;
}

/** The address's filter names, as the page writes them. */
const FILTER_PARAMS = ['brand', 'search', 'sort', 'weight', 'favourites'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** Reads ?page= (1-based); anything odd is page 1. */
function pageOf(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

export function catalogueFilters(params: URLSearchParams): CatalogueFilters {
  const sort = params.get('sort') ?? '';
  const favourites = params.get('favourites');
  return {
    brand: params.get('brand')?.trim() ?? '',
    search: params.get('search') ?? '',
    sort: isProductSort(sort) ? sort : '',
    weight: params.get('weight')?.trim() ?? '',
    favourites: favourites === '1' || favourites === 'true',
    page: pageOf(params.get('page')),
  };
}

/**
 * The products query of the filters for a viewer. `search` is the text to search for (the page passes
 * the typed text once typing pauses). Only customers have "My products"; anyone else gets the whole list.
 */
export function productsQueryOf(filters: CatalogueFilters, viewer: ViewerKind, search = filters.search): ProductsQuery {
  const term = search.trim().slice(0, 200);
  return {
    brand: filters.brand || undefined,
    search: term || undefined,
    sort: filters.sort || undefined,
    weight: filters.weight || undefined,
    favourites: viewer === 'customer' && filters.favourites ? true : undefined,
    limit: PAGE_SIZE,
    offset: (filters.page - 1) * PAGE_SIZE,
  };
}

/** The address with one filter set ('' or false clears it) and back on page 1. */
export function withFilter(params: URLSearchParams, key: FilterParam, value: string | boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = value === true ? '1' : value === false ? '' : value;
  if (text) next.set(key, text);
  else next.delete(key);
  next.delete('page');
  return next;
}

/** The address without any filter (the page's view stays the browser's choice). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...FILTER_PARAMS, 'page']) next.delete(key);
  return next;
}
