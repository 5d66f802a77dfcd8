// The front door of the price-list module: all that other modules may use of it (decision 105).
export { type PricedProductRow, pricedProducts, priceViewerOf, unitCentsOf } from './customer-products.repository.ts';
