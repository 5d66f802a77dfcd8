import { queryKeys } from '@/lib/query-keys.ts';
import type { ProductsQuery } from './get-products.ts';

/** What may follow the products key in a catalogue query: each is per viewer, whose prices differ. */
type CatalogueKey =
  | readonly ['list']
  | readonly ['list', viewer: string, query: ProductsQuery]
  | readonly ['related', viewer: string, brand: string]
  | readonly ['weights', viewerKey: string]
  | readonly ['detail', viewer: string, slug: string];

/** The catalogue's query keys, under the products key (a product change refreshes them). */
export const catalogueKey = <const K extends CatalogueKey>(...key: K) => [...queryKeys.products, ...key] as const;
