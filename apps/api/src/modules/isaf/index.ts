// The front door of the isaf module: all that other modules may use of it (decision 105).
export { assertMonthOpen } from './isaf-periods.service.ts';
export { creditNotesIssuedIn, invoicesIssuedIn } from './isaf.repository.ts';
export { ISSUED_BATCH_SIZE, type IssuedDocument, issuedInOrder, keyOf, mergedInOrder } from './issued-in-order.ts';
