import { texts } from './render-context.ts';
import { countParamOf, type ErrorReason } from '@shop/domain';
import { ApiError } from './api-client.ts';
import { billingPartsText } from './billing-parts.ts';
import { formatMoney, formatMonth } from './format.ts';

/** Params that are status codes, shown by their label in the reader's language. */
const STATUS_LABELS: Partial<Record<ErrorReason | (string & {}), string>> = {
  preInvoiceOnlyConfirmed: 'status.order',
  preInvoiceNotYet: 'status.order',
  preInvoiceFinal: 'status.document',
};

/** Params that are euro amounts (sent as "12.00"), shown as money in the reader's language. */
const MONEY_PARAMS: Partial<Record<ErrorReason | (string & {}), readonly string[]>> = {
  creditPriceNotLower: ['price'],
  creditExceedsInvoice: ['amount'],
  // Price bounds (decision 061): the price written and the limit it breaks.
  shopPriceAbovePublic: ['price', 'limit'],
  barPriceAbovePublic: ['price', 'limit'],
  customerPriceAbovePublic: ['price', 'limit'],
  publicPriceBelowWholesale: ['price', 'limit'],
  // A payment above what is open names what is open (decision 078).
  overpayment: ['open_amount'],
  // Credit limits at checkout (decision 082).
  creditLimitExceeded: ['order', 'limit', 'open', 'available'],
  creditLimitReached: ['limit', 'open'],
};

/** Reasons whose `missing` param lists billing-address parts by their field names (decision 053). */
const BILLING_PART_PARAMS = new Set<string>(['buyerAddressMissing', 'ownAddressMissing'] satisfies ErrorReason[]);

/** Reasons whose `month` param is a month `YYYY-MM`, shown by its name in the reader's language (decision 052). */
const MONTH_PARAMS = new Set<string>(['invoicePeriodClosed', 'isafMonthNotEnded'] satisfies ErrorReason[]);

/** The interpolation options of a reason: its params, `count` for a text that counts, status codes as labels, amounts as money. */
function optionsOf(reason: string, params: Record<string, string | number>): Record<string, string | number> {
  const options: Record<string, string | number> = { ...params };
  const counted = countParamOf(reason);
  if (counted !== undefined && typeof params[counted] === 'number') options.count = params[counted];
  const labels = STATUS_LABELS[reason];
  if (labels && typeof params.status === 'string' && texts().exists(`${labels}.${params.status}`))
    options.status = texts().t(`${labels}.${params.status}`);
  for (const money of MONEY_PARAMS[reason] ?? []) if (params[money] !== undefined) options[money] = formatMoney(Number(params[money]));
  // The parts a billing address lacks (decision 053), named in the reader's language.
  if (BILLING_PART_PARAMS.has(reason) && typeof params.missing === 'string') options.missing = billingPartsText(params.missing);
  if (MONTH_PARAMS.has(reason) && typeof params.month === 'string') options.month = formatMonth(params.month);
  // A staff role (decision 092) by its name in the reader's language, never its code.
  if (reason === 'forbiddenForRole' && typeof params.role === 'string' && texts().exists(`staffRoles.role.${params.role}`)) {
    options.role = texts().t(`staffRoles.role.${params.role}`).toLocaleLowerCase();
  }
  return options;
}

/**
 * The key of a reason's text: `errors.reason.<reason>`, or for a refusal only administrators meet,
 * `staffErrors.reason.<reason>` in their texts (decision 065), or for one only the profile meets,
 * `accountErrors.reason.<reason>` in the account texts; null when the app has no text for it.
 */
function reasonKey(reason: string): string | null {
  // The catalogue itself stays out of the first load: a reason is known when the app has its text.
  for (const key of [`errors.reason.${reason}`, `staffErrors.reason.${reason}`, `accountErrors.reason.${reason}`])
    if (texts().exists(key, { count: 1 })) return key;
  return null;
}

/**
 * The translation key of a failed call (decision 030): the reason's text when the answer names a
 * reason the app knows, else `errors.code.<code>`; null for what is no answer of the API.
 */
export function errorKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const known = error.reason ? reasonKey(error.reason) : null;
  if (known) return known;
  if (error.code === 'INVALID_RESPONSE') return null;
  return texts().exists(`errors.code.${error.code}`) ? `errors.code.${error.code}` : null;
}

/**
 * The text of a failed call in the reader's language: the reason with its params, else the code's
 * text, else the given (translated) fallback. Never the server's English sentence.
 */
export function errorText(error: unknown, fallback?: string): string {
  const key = errorKey(error);
  if (key && error instanceof ApiError) {
    const options = error.reason ? optionsOf(error.reason, error.params) : {};
    if (texts().exists(key, options)) return texts().t(key, options);
  }
  return fallback ?? texts().t('errors.code.INTERNAL_ERROR');
}

/** The text of a refusal by its reason and params in the reader's language, worded as errorText words an answer; null when unknown. */
export function reasonText(reason: string, params: Record<string, string | number> = {}): string | null {
  const key = reasonKey(reason);
  const options = optionsOf(reason, params);
  return key && texts().exists(key, options) ? texts().t(key, options) : null;
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** A versioned write refused because someone else changed the record since it was read (409 STALE_WRITE). */
export const isStaleWrite = (error: unknown): boolean => error instanceof ApiError && error.code === 'STALE_WRITE';
