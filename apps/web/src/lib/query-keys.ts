/**
 * Query keys shared across features (a feature invalidates another's data only through these). Every
 * query key is made by a factory: this file, `api/<capability>/*-keys.ts` or a feature's `query-keys.ts`;
 * no screen or fetcher writes a key as a literal (apps/api/src/architecture/web-uses-domain-answers.test.ts).
 */
export const queryKeys = {
  cart: ['cart'] as const,
  products: ['products'] as const,
};

/** The brands with active products, per viewer (home, catalogue, product management); under the products key. */
export const brandsKey = (viewerKey: string) => [...queryKeys.products, 'brands', viewerKey] as const;
