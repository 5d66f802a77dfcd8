import { STALE_WRITE_MESSAGE, type ErrorCode } from '@shop/domain';

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
  CATALOGUE_HIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  INSUFFICIENT_STOCK: 409,
  BELOW_MINIMUM: 400,
  PRODUCT_UNAVAILABLE: 409,
  CART_EMPTY: 409,
  ORDER_NOT_EDITABLE: 409,
  INVALID_TRANSITION: 409,
  STALE_WRITE: 409,
  DOCUMENT_EXISTS: 409,
  DOCUMENT_NOT_ALLOWED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
};

/** The one error class of the API: a machine code, a readable text, optional per-field details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, string> | undefined;
  constructor(code: ErrorCode, message: string, details?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS[code];
    this.details = details;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** A write that sent the version it read, after someone else changed the record (decision 016). */
export const staleWrite = () => new AppError('STALE_WRITE', STALE_WRITE_MESSAGE);

/**
 * Refuses a write that sent a version other than the record's (read under the record's lock). A
 * record that does not exist yet has version 0; a write without a version is not checked.
 */
export function assertVersion(current: { version: number } | undefined, expected: number | undefined): void {
  if (expected !== undefined && (current?.version ?? 0) !== expected) throw staleWrite();
}
