/** Machine codes (classes) of the API error shape `{success: false, error, code, reason, params?, details?}`; the code sets the HTTP status. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_PENDING',
  'ACCOUNT_REJECTED',
  'ACCOUNT_INACTIVE',
  'FORBIDDEN',
  'ADMIN_REQUIRED',
  /** A member of staff whose role lacks the permission the route needs (decision 092). */
  'FORBIDDEN_FOR_ROLE',
  'CATALOGUE_HIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** A change of staff that would leave no active owner (decision 092). */
  'LAST_OWNER',
  'OUT_OF_STOCK',
  'INSUFFICIENT_STOCK',
  'BELOW_MINIMUM',
  'PRODUCT_UNAVAILABLE',
  'CART_EMPTY',
  /** Checkout with a `cart_version` the cart no longer has: another window changed it (decision 058). */
  'CART_CHANGED',
  'ORDER_NOT_EDITABLE',
  'INVALID_TRANSITION',
  'STALE_WRITE',
  /** A products CSV whose rows changed since the export, not overwritten (decision 060). */
  'IMPORT_CONFLICT',
  /** An Idempotency-Key sent again with another request than the one it was first used with (decision 059). */
  'IDEMPOTENCY_KEY_REUSED',
  'DOCUMENT_EXISTS',
  'DOCUMENT_NOT_ALLOWED',
  /** Cancelling an invoice that credit notes already correct (decision 052). */
  'INVOICE_HAS_CREDIT_NOTES',
  /** Cancelling an invoice of a month marked as filed with VMI (decision 052). */
  'PERIOD_CLOSED',
  /** Issuing a pre-invoice or an invoice for a buyer without a complete billing address (decision 053). */
  'BUYER_ADDRESS_MISSING',
  /** Checkout to an address whose tobacco licence is not verified or has expired, while the shop requires it. */
  'LICENCE_NOT_VERIFIED',
  /** A payment larger than what the document still has open (decision 078). */
  'OVERPAYMENT',
  /** Checkout that would take what a customer owes above its credit limit (decision 082). */
  'CREDIT_LIMIT_EXCEEDED',
  /** Checkout while an invoice of the customer is overdue longer than the shop allows (decision 082). */
  'OVERDUE_INVOICES',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_TOKEN',
  'INTERNAL_ERROR',
  /** 503 with Retry-After: the database cannot be reached (decision 020). */
  'SERVICE_UNAVAILABLE',
  /** 507: the disk or database is full; nothing of the request was saved (decision 020). */
  'INSUFFICIENT_STORAGE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The API's error answer (decision 030): `error` is the English text for API users, `reason` the
 * specific refusal (a key of ERROR_CATALOGUE), `params` its variable parts; for a refused field,
 * `details` holds the English text per field and `detail_reasons` its key of validationMessages.
 */
export interface ApiErrorBody {
  success: false;
  error: string;
  code: ErrorCode;
  reason: string;
  params?: Record<string, string | number>;
  details?: Record<string, string>;
  detail_reasons?: Record<string, string>;
  /** The request's X-Request-Id, to find its log lines (decision 109). */
  request_id?: string;
}
