/**
 * `@shop/domain/isaf-file`: what the thread writing the i.SAF file needs of the domain (decision 098):
 * countries, a document's VAT parts, the file's text limits, the frozen buyer, the one escaper and the
 * one clock. Without zod and the schemas, which would cost the thread ~35 MB of its own.
 * Nothing imported here may import zod.
 */
export { snapshotBuyerOf, type SnapshotBuyer } from '../buyer-snapshot.ts';
export { countryCodeOf, type CountryCode } from '../countries.ts';
export { escapeMarkup } from '../escape-markup.ts';
export { ISAF_MAX_LENGTH } from '../isaf-limits.ts';
export { vatPartsOf } from '../order-totals.ts';
export { lithuanianDateTime } from '../vilnius-time.ts';
