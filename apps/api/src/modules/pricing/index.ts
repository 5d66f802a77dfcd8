// The front door of the pricing module: all that other modules may use of it (decision 105).
export { checkProductPrices, confirmedNote, highestCustomerCents, PRICE_LIMITS_CONFIRMED } from './price-bounds.ts';
export { storedUserTypePrices } from './pricing.repository.ts';
