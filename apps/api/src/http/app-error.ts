// The catalogue without the schemas: worker threads refuse through this file, and the domain's index
// would load zod into each of them (decision 098).
import {
  ERROR_CATALOGUE,
  errorTextOf,
  validationMessages,
  type ErrorCode,
  type ErrorParams,
  type ErrorReason,
  type PlainErrorReason,
  type ValidationMessageKey,
} from '@shop/domain/errors';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_TOKEN: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_PENDING: 403,
  ACCOUNT_REJECTED: 403,
  ACCOUNT_INACTIVE: 403,
  FORBIDDEN: 403,
  ADMIN_REQUIRED: 403,
  FORBIDDEN_FOR_ROLE: 403,
  CATALOGUE_HIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LAST_OWNER: 409,
  OUT_OF_STOCK: 409,
  INSUFFICIENT_STOCK: 409,
  BELOW_MINIMUM: 400,
  PRODUCT_UNAVAILABLE: 409,
  CART_EMPTY: 409,
  CART_CHANGED: 409,
  ORDER_NOT_EDITABLE: 409,
  INVALID_TRANSITION: 409,
  STALE_WRITE: 409,
  IMPORT_CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  DOCUMENT_EXISTS: 409,
  DOCUMENT_NOT_ALLOWED: 409,
  INVOICE_HAS_CREDIT_NOTES: 409,
  PERIOD_CLOSED: 409,
  OVERPAYMENT: 409,
  CREDIT_LIMIT_EXCEEDED: 409,
  OVERDUE_INVOICES: 409,
  LICENCE_NOT_VERIFIED: 409,
  BUYER_ADDRESS_MISSING: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
};

type Params = Record<string, string | number>;

/** Refused fields: the key of validationMessages per field; `texts` overrides the English text of a field. */
export interface FieldRefusals {
  keys: Record<string, ValidationMessageKey>;
  texts?: Record<string, string>;
}

/**
 * The one error class of the API (decision 030): a reason of the domain's ERROR_CATALOGUE, its
 * params, and for refused fields their keys. The code (class, HTTP status) and the English text
 * come from the catalogue. Built with `fail` (params checked per reason) or `fieldError`.
 */
export class AppError extends Error {
  readonly reason: ErrorReason;
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Params | undefined;
  readonly fields: FieldRefusals | undefined;

  constructor(reason: ErrorReason, params?: Params, fields?: FieldRefusals, text?: string) {
    super(text ?? errorTextOf(reason, params));
    this.name = 'AppError';
    this.reason = reason;
    this.code = ERROR_CATALOGUE[reason].code;
    this.status = STATUS[this.code];
    this.params = params && Object.keys(params).length > 0 ? params : undefined;
    this.fields = fields;
  }

  /** The English text per refused field (the answer's `details`). */
  get details(): Record<string, string> | undefined {
    if (!this.fields) return undefined;
    const texts: Record<string, string> = {};
    for (const [field, key] of Object.entries(this.fields.keys)) texts[field] = this.fields.texts?.[field] ?? validationMessages[key];
    return texts;
  }
}

type FailArgs<R extends ErrorReason> = R extends PlainErrorReason ? [] : [params: ErrorParams<R>];

/** A refusal of the catalogue, its params type-checked per reason: `throw fail('insufficientStock', {product, available})`. */
export function fail<R extends ErrorReason>(reason: R, ...args: FailArgs<R>): AppError {
  return new AppError(reason, args[0]);
}

/** A refusal of some fields (`details` and `detail_reasons`), its params type-checked per reason. */
export function failFields<R extends ErrorReason>(reason: R, fields: FieldRefusals, ...args: FailArgs<R>): AppError {
  return new AppError(reason, args[0], fields);
}

/** A refusal about one field: 400 VALIDATION_ERROR (or the reason's code) with the field's key. */
export function fieldError(reason: PlainErrorReason, field: string, key: ValidationMessageKey): AppError {
  return failFields(reason, { keys: { [field]: key } });
}

const isReason = (reason: string): reason is ErrorReason => Object.hasOwn(ERROR_CATALOGUE, reason);

/** A refusal a worker thread sent (its reason and params), as the AppError it was; null for a reason the catalogue does not hold. */
export function rebuiltRefusal(reason: string, params: Params | undefined): AppError | null {
  return isReason(reason) ? new AppError(reason, params) : null;
}

/** A write that sent the version it read, after someone else changed the record (decision 016). */
export const staleWrite = () => fail('staleWrite');

/**
 * Refuses a write that sent a version other than the record's (read under the record's lock). A
 * record that does not exist yet has version 0; a write without a version is not checked.
 */
export function assertVersion(current: { version: number } | undefined, expected: number | undefined): void {
  if (expected !== undefined && (current?.version ?? 0) !== expected) throw staleWrite();
}
