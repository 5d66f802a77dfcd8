import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ApprovalStatus, Language, OrderStatus, StaffRole, UserType } from '@shop/domain';

// Table types. Booleans are read as boolean (PostgreSQL) or 0/1 (SQLite): map them with Boolean().
// Timestamps are ISO-8601 strings on both engines (see database.ts).
type Bool = boolean | number;
/** A bigint column: written as a number, read as a number (SQLite) or as text (PostgreSQL's driver): read it with Number(). */
type BigInteger = ColumnType<number | string, number, number>;
type Timestamps = { created_at: string; updated_at: string };

interface UsersTable extends Timestamps {
  /** Goes up by one with every change (lost-update guard, decision 016). */
  version: Generated<number>;
  id: Generated<number>;
  email: string;
  password_hash: string;
  company_name: string;
  company_reg_number: string;
  contact_person: string;
  phone: string | null;
  tax_id: string | null;
  billing_address: string | null;
  billing_city: string | null;
  billing_postal_code: string | null;
  billing_country: string | null;
  payment_terms: string | null;
  /** JSON of the chosen rule (decision 054); null: the shop's default applies. */
  payment_terms_rule: string | null;
  /** The most this customer may owe, open invoices and orders not yet invoiced together (decision 078); null for no limit. */
  credit_limit_cents: Generated<number | null>;
  user_type: UserType | null;
  is_active: Bool;
  is_admin: Bool;
  /** The staff member's one role (decision 092); null for customers. Set exactly when is_admin is. */
  staff_role: Generated<StaffRole | null>;
  approval_status: ApprovalStatus;
  approved_at: string | null;
  rejection_reason: string | null;
  email_verified_at: string | null;
  language: Language;
  token_version: number;
  search_text: string;
  anonymised_at: string | null;
  /** Whether the customer gets the mails it can do without: its orders' status changes. */
  status_mails: Generated<Bool>;
  /** JSON: an approved customer's change of company details awaiting an administrator (decision 056). */
  pending_company_changes: Generated<string | null>;
  /** When two-factor sign-in was switched on (decision 094); null: off, or set up and not yet confirmed. */
  mfa_enabled_at: Generated<string | null>;
}

/** An account's authenticator secret (decision 094): pending until users.mfa_enabled_at is set. */
interface MfaSecretsTable {
  user_id: number;
  secret: string;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  last_step: number | null;
  created_at: string;
}

/** One-time recovery codes (decision 094): only their SHA-256; used once, then `used_at` is set. */
interface MfaRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A signed-in device: a token is good only while its session row exists. */
interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  /** What the devices list shows: the browser's user agent and address at login, and its last use. */
  user_agent: Generated<string | null>;
  ip_address: Generated<string | null>;
  last_seen_at: Generated<string | null>;
}

/** Uploaded files every instance serves (decision 023): key like `products/<uuid>.webp`. */
interface StoredFilesTable {
  key: string;
  content: Buffer;
  content_type: string;
  byte_size: number;
  created_at: string;
}

/** One password attempt under the login throttle: pending while checked, failed once wrong (decision 024). */
interface LoginAttemptsTable {
  id: Generated<number>;
  key: string;
  failed: number;
  /** Milliseconds since 1970. */
  expires_at: BigInteger;
}

/** A fixed-window counter (requests per route and address, screenshot bytes per address and day). */
interface RateLimitsTable {
  key: string;
  hits: BigInteger;
  reset_at: BigInteger;
}

/** A mail written in the transaction that caused it, delivered by the outbox worker (decision 025). */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON of what to attach, rendered at delivery (a document's PDF). */
  attachment: string | null;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: BigInteger;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** When a periodic job last started and finished, on any instance. */
interface JobRunsTable {
  name: string;
  started_at: BigInteger;
  finished_at: ColumnType<number | string | null, number | null, number | null>;
}

export interface AddressesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  address_name: string;
  street_address: string;
  city: string;
  state_province: string | null;
  postal_code: string | null;
  country: string;
  tobacco_license: string;
  is_default: Bool;
  /** The licence of this address: wholesale or retail, who issued it, until when. */
  licence_type: Generated<string>;
  licence_issuer: string | null;
  licence_valid_until: string | null;
  /** unverified, verified or rejected; a changed number or type makes it unverified again. */
  licence_status: Generated<string>;
  licence_note: string | null;
  licence_checked_by: number | null;
  licence_checked_at: string | null;
  /** Goes up with every change of the licence or its finding (decision 056). */
  licence_version: Generated<number>;
  /** JSON: the status and licence fields of the last finding (what was verified or rejected). */
  licence_checked_facts: string | null;
}

export interface ProductsTable extends Timestamps {
  /** Goes up by one with every change (lost-update guard, decision 016). */
  version: Generated<number>;
  id: Generated<number>;
  sku: string;
  slug: string;
  brand: string;
  name: string;
  flavor: string;
  weight: string;
  category: string | null;
  description: string | null;
  image_url: string | null;
  stock: number;
  min_order_quantity: number;
  price_cents: number;
  wholesale_price_cents: number;
  price_excl_vat_excise_cents: number | null;
  is_active: Bool;
  search_text: string;
  /** Listed as low on stock at or below this; null: the shop's `low_stock_default` setting. */
  low_stock_threshold: number | null;
}

export interface UserTypePricesTable extends Timestamps {
  /** Goes up by one with every change (lost-update guard, decision 016). */
  version: Generated<number>;
  id: Generated<number>;
  user_type: UserType;
  product_id: number;
  price_cents: number;
}

interface CustomerPricesTable extends Timestamps {
  /** Goes up by one with every change (lost-update guard, decision 016). */
  version: Generated<number>;
  id: Generated<number>;
  user_id: number;
  product_id: number;
  price_cents: number;
}

interface CartsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
}

interface CartItemsTable extends Timestamps {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  quantity: number;
}

export interface OrdersTable extends Timestamps {
  /** Goes up by one with every change (lost-update guard, decision 016). */
  version: Generated<number>;
  id: Generated<number>;
  order_number: string;
  user_id: number;
  status: OrderStatus;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  shipping_address: string;
  billing_address: string | null;
  notes: string | null;
  customer_snapshot: string;
  idempotency_key: Generated<string | null>;
  /** Order number, buyer and shipping address words, folded (orderSearchText, decisions 045, 064): what the administrators' search matches. */
  search_text: Generated<string>;
  /** The buyer's company, e-mail and contact person as the order froze them (orderListedColumns, decision 075): what its list row shows. */
  buyer_company: Generated<string>;
  buyer_email: Generated<string>;
  buyer_contact: Generated<string>;
  /** The buyer's own purchase reference, up to 50 characters. */
  customer_reference: Generated<string | null>;
  /** How a sent order travels: the carrier's code (lp_express, dpd…), its tracking number, the day it should arrive. */
  tracking_number: Generated<string | null>;
  carrier: Generated<string | null>;
  expected_delivery: Generated<string | null>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  sku: string;
  brand: string;
  name: string;
  flavor: string;
  weight: string;
  quantity: number;
  unit_price_cents: number;
  total_price_cents: number;
}

interface DocumentColumns extends Timestamps {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  status: string;
  issue_date: string;
  due_date: string | null;
  paid_date: string | null;
  payment_terms: string | null;
  /** JSON of the rule the document was issued with (decision 054); null on old ones whose text was not understood. */
  payment_terms_rule: string | null;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  notes: string | null;
  billing_address: string | null;
  shipping_address: string | null;
  customer_snapshot: string;
  seller_snapshot: string;
  items_snapshot: string;
  /** JSON {name, position} of who issued it; null on documents issued before the issuer was recorded (decision 057). */
  issuer_snapshot: string | null;
  /** The order's purchase reference as it was when the document was issued. */
  customer_reference: Generated<string | null>;
}

/**
 * What a document's list shows and searches (decision 067), written in the insert that issues it
 * (`listedColumns`): the buyer's company and e-mail as frozen, and the folded words of the search.
 */
interface ListedColumns {
  buyer_name: Generated<string>;
  buyer_email: Generated<string>;
  search_text: Generated<string>;
}

export interface PreInvoicesTable extends DocumentColumns, ListedColumns {
  pre_invoice_number: string;
  valid_until: string;
  prepayment_percentage: number;
  prepayment_cents: number;
  /** What its payments add up to (decision 078). */
  paid_cents: Generated<number>;
  converted_invoice_id: number | null;
}

export interface InvoicesTable extends DocumentColumns, ListedColumns {
  invoice_number: string;
  pre_invoice_id: number | null;
  /** What its payments add up to (decision 078), kept in the transaction that records one. */
  paid_cents: Generated<number>;
  /** What its credit notes took off, as a positive amount, kept in the transaction that issues one. */
  credited_cents: Generated<number>;
}

/** A credit note: the corrected invoice's buyer, seller and prices, with negative amounts. */
export interface CreditNotesTable extends Timestamps, ListedColumns {
  id: Generated<number>;
  credit_note_number: string;
  invoice_id: number;
  order_id: number;
  user_id: number;
  issue_date: string;
  reason: string;
  goods_returned: Bool;
  /** The administrator who issued it (null once that account is gone). */
  issued_by: number | null;
  payment_terms: string | null;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  billing_address: string | null;
  shipping_address: string | null;
  customer_snapshot: string;
  seller_snapshot: string;
  items_snapshot: string;
  issuer_snapshot: string | null;
  /** The order's purchase reference as it was when the credit note was issued. */
  customer_reference: Generated<string | null>;
}

/**
 * Money received (decision 078): never edited or deleted. A reversal is a negative entry naming the
 * one it reverses. Received against an invoice, or a pre-invoice (then `invoice_id` is set when the
 * invoice that converts it is issued, carrying the payment to it).
 */
export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  invoice_id: number | null;
  pre_invoice_id: number | null;
  amount_cents: number;
  paid_on: string;
  reference: string | null;
  note: string | null;
  /** manual, status (the status set to paid by hand), bank (a statement's entry), reversal, migrated */
  source: string;
  reverses_id: number | null;
  bank_entry_ref: string | null;
  created_by: number | null;
  created_at: string;
}

/** A note on an order (decision 096): internal (staff only) or shared with the customer; never edited. */
export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  /** The member of staff who wrote it; null once the account is gone (the name stays). */
  author_id: number | null;
  /** The author's name as it was when the note was written. */
  author_name: string;
  shared: Bool;
  body: string;
  created_at: string;
}

/** A payment reminder sent for an overdue invoice (decision 078): one row per reminder, once each. */
interface PaymentRemindersTable {
  id: Generated<number>;
  invoice_id: number;
  /** 1 for the first reminder, then 2, 3, 4. */
  sequence: number;
  sent_on: string;
  open_cents: number;
  created_at: string;
}

/** A bank statement's entry already applied (decision 078): a statement imported again records nothing new. */
interface BankEntriesTable {
  id: Generated<number>;
  entry_ref: string;
  booked_on: string;
  amount_cents: number;
  payer: string | null;
  text: string | null;
  payment_id: number | null;
  applied_by: number | null;
  created_at: string;
}

/** One change of a product's stock: how much, why, and who made it. */
interface StockMovesTable {
  id: Generated<number>;
  product_id: number;
  delta: number;
  /** order, order_edit, cancel, credit_note, edit, bulk_edit, import */
  reason: string;
  /** The order's or credit note's number, where there is one. */
  reference: string | null;
  actor_id: number | null;
  actor_email: string | null;
  at: string;
}

/** The audit log: added to only; the database refuses updates and deletions. */
/** The administrators' dashboard figures: one row (id 1) plus the moves not yet folded in, kept by triggers on orders (decision 066). */
interface DashboardFiguresTable {
  id: number;
  total_orders: number | string;
  pending_orders: number | string;
  revenue_cents: number | string;
}

/** A change of the dashboard figures not yet folded into their row (PostgreSQL, one per statement on orders). */
interface DashboardFigureMovesTable {
  id: Generated<number>;
  total_orders: number | string;
  pending_orders: number | string;
  revenue_cents: number | string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON: {field: {from, to}}. */
  changes: string;
  /** What people call the record, frozen when the entry is made: an order's or a document's number, a SKU (decision 095). */
  reference: Generated<string | null>;
  /** The company's or the product's name, frozen when the entry is made. */
  label: Generated<string | null>;
  /** The customer (company) the entry concerns. */
  customer_id: Generated<number | null>;
  /** The action's group (`auditGroupOf`): what the log is filtered by; sign-ins hidden unless asked. */
  action_group: Generated<string>;
}

/** Months marked as filed with VMI (i.SAF, decision 052): their invoices can no longer be cancelled. */
interface IsafPeriodsTable {
  /** YYYY-MM */
  month: string;
  closed_at: string;
  /** The administrator who marked it. */
  closed_by: number;
}

interface DocumentCountersTable {
  kind: string;
  year: number;
  last_number: number;
}

interface CompanyInfoTable {
  /** Goes up by one with every change (lost-update guard, decision 016). */
  version: Generated<number>;
  id: number;
  name: string;
  company_code: string | null;
  vat_number: string | null;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  email: string;
  phone: string;
  bank_name: string | null;
  iban: string | null;
  updated_at: string;
}

interface InvoiceSettingsTable {
  /** Goes up by one with every change (lost-update guard, decision 016). */
  version: Generated<number>;
  id: number;
  invoice_prefix: string;
  pre_invoice_prefix: string;
  credit_note_prefix: Generated<string>;
  number_padding: number;
  number_pattern: string;
  yearly_reset: Bool;
  default_payment_terms: string;
  /** JSON of the shop's default rule (decision 054); null: net 30 days. */
  default_payment_terms_rule: string | null;
  seller_company_details: string | null;
  issuer_name: string | null;
  issuer_position: string | null;
  updated_at: string;
}

interface GalleryFoldersTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  created_at: string;
}

export interface GalleryImagesTable extends Timestamps {
  id: Generated<number>;
  filename: string;
  original_name: string;
  mime_type: string;
  file_size: number;
  width: number | null;
  height: number | null;
  folder_id: number | null;
  display_name: string | null;
  alt_text: string | null;
  description: string | null;
  keywords: string;
  seo_title: string | null;
  seo_description: string | null;
  search_text: string;
}

export interface BugReportsTable extends Timestamps {
  id: Generated<number>;
  user_id: number | null;
  user_email: string | null;
  url: string | null;
  status: string;
  priority: string;
  description: string;
  metadata: string;
  logs: string;
  screenshot_filename: string | null;
  screen_resolution: string | null;
  viewport_size: string | null;
  user_agent: string | null;
  notes: string | null;
  search_text: string;
  /** The X-Request-Id the reporting page last had (decision 109). */
  request_id: string | null;
}

interface TranslationsTable {
  id: Generated<number>;
  language: Language;
  key: string;
  value: string;
  updated_at: string;
}

interface SettingsTable {
  /** Goes up by one with every change (lost-update guard, decision 016). */
  version: Generated<number>;
  key: string;
  value: string;
  updated_at: string;
}

/** A product a customer marked for "My products": one row per pair. */
interface FavouritesTable {
  user_id: number;
  product_id: number;
  created_at: string;
}

/** An "order again" request: its key and report, kept a day so a repeat adds nothing. */
interface ReorderRequestsTable {
  id: Generated<number>;
  user_id: number;
  order_id: number;
  idempotency_key: string | null;
  /** JSON of the domain's ReorderReport. */
  report: string;
  created_at: string;
}

/** One adding call's Idempotency-Key and its first answer, for a day (decision 059). */
interface IdempotentRequestsTable {
  id: Generated<number>;
  user_id: number;
  /** Which call: `cart.bulk_add`, `address.create`, … */
  scope: string;
  idempotency_key: string;
  /** SHA-256 (hex) of the request the key was first used with. */
  request_hash: string;
  /** JSON of the first answer; null only inside the transaction that claimed the key. */
  answer: string | null;
  created_at: string;
}

/** The daily low-stock mail: one row per Lithuanian day and administrator it went to. */
interface LowStockMailsTable {
  day: string;
  user_id: number;
  /** How many products the mail listed. */
  products: number;
  created_at: string;
}

export interface DB {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  sessions: SessionsTable;
  mfa_secrets: MfaSecretsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  stored_files: StoredFilesTable;
  login_attempts: LoginAttemptsTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  job_runs: JobRunsTable;
  addresses: AddressesTable;
  products: ProductsTable;
  user_type_prices: UserTypePricesTable;
  customer_prices: CustomerPricesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  pre_invoices: PreInvoicesTable;
  invoices: InvoicesTable;
  credit_notes: CreditNotesTable;
  audit_log: AuditLogTable;
  dashboard_figures: DashboardFiguresTable;
  dashboard_figure_moves: DashboardFigureMovesTable;
  isaf_periods: IsafPeriodsTable;
  stock_moves: StockMovesTable;
  document_counters: DocumentCountersTable;
  company_info: CompanyInfoTable;
  invoice_settings: InvoiceSettingsTable;
  gallery_folders: GalleryFoldersTable;
  gallery_images: GalleryImagesTable;
  bug_reports: BugReportsTable;
  translations: TranslationsTable;
  settings: SettingsTable;
  favourites: FavouritesTable;
  reorder_requests: ReorderRequestsTable;
  idempotent_requests: IdempotentRequestsTable;
  low_stock_mails: LowStockMailsTable;
  payments: PaymentsTable;
  payment_reminders: PaymentRemindersTable;
  bank_entries: BankEntriesTable;
  order_notes: OrderNotesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
