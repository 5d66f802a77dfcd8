/** Business constants shared by the API and the web app. */
export const VAT_RATE = 0.21;
export const PASSWORD_MIN_LENGTH = 6;
export const ADMIN_USERS_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Registrations faster than this are treated as bots. */
export const MIN_FORM_SECONDS = 3;

export const LANGUAGES = ['en', 'lt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const USER_TYPES = ['SHOP', 'BAR'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const ORDER_STATUSES = ['received', 'confirmed', 'payed', 'processing', 'sent', 'ended', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export const PRE_INVOICE_STATUSES = ['draft', 'sent', 'paid', 'expired', 'converted', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type PreInvoiceStatus = (typeof PRE_INVOICE_STATUSES)[number];
export const BUG_REPORT_STATUSES = ['new', 'investigating', 'resolved', 'closed'] as const;
export const BUG_REPORT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
/** Client log buffer: the last 100 entries and about 100 KB, oldest dropped first. */
export const LOG_BUFFER_MAX_ENTRIES = 100;
export const LOG_BUFFER_MAX_BYTES = 100 * 1024;
export const CLIENT_LOG_TYPES = ['log', 'warn', 'error', 'unhandledError', 'unhandledRejection'] as const;
