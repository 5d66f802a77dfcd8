// The front door of the catalog module: all that other modules may use of it (decision 105).
export { get as getProduct } from './catalog.reader.ts';
export { countPublicProductPages, listPublicProductPages, matchingProducts } from './catalog.repository.ts';
