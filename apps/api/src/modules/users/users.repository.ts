import type { Kysely, Transaction } from 'kysely';
import {
  centsToEuros,
  parsePendingCompanyChanges,
  parseStoredPaymentTermsRule,
  searchWords,
  type AdminUser,
  type AdminUserListFilter,
  type User,
} from '@shop/domain';
import type { DB, NewUserRow, UserRow, UserRowUpdate } from '../../db/schema.ts';
import type { Engine } from '../../db/engine.ts';
import { forUpdate } from '../../db/locks.ts';
import { type BoundedCount, countUpTo } from '../../db/bounded-count.ts';
import { everyWordIn, foldForSearch } from '../../db/search-text.ts';
import { nowIso } from '../../lib/clock.ts';

type Db = Kysely<DB>;

export function toUser(row: UserRow): User {
  const isAdmin = Boolean(row.is_admin);
  return {
    id: row.id,
    email: row.email,
    company_name: row.company_name,
    company_reg_number: row.company_reg_number,
    contact_person: row.contact_person,
    phone: row.phone,
    tax_id: row.tax_id,
    vat_number: row.tax_id,
    billing_address: row.billing_address,
    billing_city: row.billing_city,
    billing_postal_code: row.billing_postal_code,
    billing_country: row.billing_country,
    payment_terms: row.payment_terms,
    payment_terms_rule: parseStoredPaymentTermsRule(row.payment_terms_rule),
    user_type: row.user_type,
    is_active: Boolean(row.is_active),
    is_admin: isAdmin,
    role: isAdmin ? 'admin' : 'customer',
    staff_role: isAdmin ? row.staff_role : null,
    approval_status: row.approval_status,
    approved_at: row.approved_at,
    rejection_reason: row.rejection_reason,
    email_verified: row.email_verified_at !== null,
    language: row.language,
    status_mails: Boolean(row.status_mails),
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
    pending_company_changes: parsePendingCompanyChanges(row.pending_company_changes),
    mfa_enabled: Boolean(row.mfa_enabled_at),
  };
}

type SearchedFields =
  | 'company_name'
  | 'contact_person'
  | 'email'
  | 'company_reg_number'
  | 'tax_id'
  | 'phone'
  | 'billing_address'
  | 'billing_city'
  | 'billing_postal_code';

/**
 * The folded copy of what the admin list searches (decision 064): company, contact, e-mail, company
 * code, VAT code, phone and the billing address's street, city and postal code.
 */
export function searchTextOf(row: Pick<UserRow, SearchedFields>): string {
  return foldForSearch(
    row.company_name,
    row.contact_person,
    row.email,
    row.company_reg_number,
    row.tax_id,
    row.phone,
    row.billing_address,
    row.billing_city,
    row.billing_postal_code,
  );
}

export async function findUserRowById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export type NewUser = Omit<NewUserRow, 'id' | 'search_text' | 'created_at' | 'updated_at' | 'token_version'>;

/** What a new account must be given; everything else starts empty, active, not an administrator and awaiting approval. */
type NewUserInput = Pick<NewUser, 'email' | 'password_hash' | 'company_name' | 'company_reg_number' | 'contact_person'> & Partial<NewUser>;

/** A customer's optional contact and billing details, empty (a new account; an anonymised one). */
const NO_CONTACT_DETAILS = {
  phone: null,
  tax_id: null,
  billing_address: null,
  billing_city: null,
  billing_postal_code: null,
  billing_country: null,
} as const;

/** What a new account starts with: no contact details, active, no administrator, awaiting approval. */
export const NEW_USER_DEFAULTS = {
  ...NO_CONTACT_DETAILS,
  payment_terms: null,
  payment_terms_rule: null,
  credit_limit_cents: null,
  user_type: null,
  is_active: true,
  is_admin: false,
  approval_status: 'pending',
  approved_at: null,
  rejection_reason: null,
  email_verified_at: null,
  language: 'en',
  anonymised_at: null,
} as const satisfies Omit<NewUser, keyof Pick<NewUser, 'email' | 'password_hash' | 'company_name' | 'company_reg_number' | 'contact_person'>>;

export async function insertUser(db: Db, input: NewUserInput): Promise<UserRow> {
  const now = nowIso();
  const user: NewUser = { ...NEW_USER_DEFAULTS, ...input };
  return db
    .insertInto('users')
    .values({
      ...user,
      email: user.email.toLowerCase(),
      token_version: 0,
      search_text: searchTextOf(user as UserRow),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's row, locked until the transaction ends: the account's aggregate root (decision 016). */
export async function lockUser(trx: Transaction<DB>, engine: Engine, id: number): Promise<UserRow | undefined> {
  return forUpdate(trx.selectFrom('users').selectAll().where('id', '=', id), engine).executeTakeFirst();
}

/**
 * Updates a user the caller has locked (`current`), keeps its search text in step and moves its
 * version on. `revokeSessions` also raises the token version: every token issued before stops working.
 */
export async function updateUserRow(
  trx: Transaction<DB>,
  current: UserRow,
  patch: UserRowUpdate,
  options: { revokeSessions?: boolean } = {},
): Promise<UserRow> {
  const merged = { ...current, ...patch } as UserRow;
  return trx
    .updateTable('users')
    .set((eb) => ({
      ...patch,
      search_text: searchTextOf(merged),
      version: eb('version', '+', 1),
      ...(options.revokeSessions ? { token_version: eb('token_version', '+', 1) } : {}),
      updated_at: nowIso(),
    }))
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Active administrators: who is told about new registrations and orders. */
export async function listActiveAdmins(db: Db): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('is_admin', '=', true).where('is_active', '=', true).execute();
}

export async function countUsers(db: Db, filter: { admins?: boolean } = {}): Promise<number> {
  let query = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.admins !== undefined) query = query.where('is_admin', '=', filter.admins);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Customer accounts the shop has: not administrators, not anonymised (a deleted customer with orders is no customer). */
export async function countCustomers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_admin', '=', false)
    .where('anonymised_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countPendingApprovals(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('approval_status', '=', 'pending')
    .where('is_admin', '=', false)
    .where('anonymised_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A page of the administrators' list. `status` keeps the customers in that approval state (as
 * countPendingApprovals counts them); `sort` orders by registration, newest or oldest first.
 */
export async function listUsers(db: Db, query: AdminUserListFilter): Promise<{ users: AdminUser[]; count: BoundedCount }> {
  let base = db.selectFrom('users').where('anonymised_at', 'is', null);
  if (query.search) base = base.where(everyWordIn(db, 'users', searchWords(query.search)));
  if (query.status) base = base.where('approval_status', '=', query.status).where('is_admin', '=', false);
  // Old terms kept as text with no rule: every write since sets both (decision 054).
  if (query.terms === 'to_choose') base = base.where('payment_terms_rule', 'is', null).where('payment_terms', 'is not', null);
  const direction = query.sort === 'oldest' ? 'asc' : 'desc';
  const [count, rows] = await Promise.all([
    countUpTo(db, base),
    base
      .selectAll('users')
      .select((eb) => [
        eb.selectFrom('addresses').whereRef('addresses.user_id', '=', 'users.id').select(eb.fn.countAll<number>().as('c')).as('address_count'),
        eb.selectFrom('orders').whereRef('orders.user_id', '=', 'users.id').select(eb.fn.countAll<number>().as('c')).as('order_count'),
      ])
      .orderBy('created_at', direction)
      .orderBy('id', direction)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return {
    count,
    users: rows.map(adminUserOf),
  };
}

export async function findAdminUser(db: Db, id: number): Promise<AdminUser | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      eb.selectFrom('addresses').whereRef('addresses.user_id', '=', 'users.id').select(eb.fn.countAll<number>().as('c')).as('address_count'),
      eb.selectFrom('orders').whereRef('orders.user_id', '=', 'users.id').select(eb.fn.countAll<number>().as('c')).as('order_count'),
    ])
    .where('id', '=', id)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
  return row && adminUserOf(row);
}

/** An account as the administrators see it: with its counts and its credit limit (decision 082). */
function adminUserOf(row: UserRow & { address_count: number | null; order_count: number | null }): AdminUser {
  return {
    ...toUser(row),
    address_count: Number(row.address_count ?? 0),
    order_count: Number(row.order_count ?? 0),
    credit_limit: creditLimitOf(row),
  };
}

/** The credit limit in euros; null: none. */
export const creditLimitOf = (row: Pick<UserRow, 'credit_limit_cents'>): number | null =>
  row.credit_limit_cents === null ? null : centsToEuros(row.credit_limit_cents);

export async function hasDocuments(db: Db | Transaction<DB>, userId: number): Promise<boolean> {
  const order = await db.selectFrom('orders').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return order !== undefined;
}

export async function deleteUserRow(db: Db | Transaction<DB>, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/**
 * A customer with orders is anonymised, not deleted: orders and documents keep their own
 * snapshots of the buyer, the account loses its personal data and can never log in again.
 * Answers the account's row as it is now.
 */
export async function anonymiseUser(trx: Transaction<DB>, id: number, unusablePasswordHash: string): Promise<UserRow> {
  await trx.deleteFrom('addresses').where('user_id', '=', id).execute();
  await trx.deleteFrom('customer_prices').where('user_id', '=', id).execute();
  // The cart's lines go with it (cart_items' foreign key cascades, on both engines).
  await trx.deleteFrom('carts').where('user_id', '=', id).execute();
  await trx.deleteFrom('favourites').where('user_id', '=', id).execute();
  await trx.deleteFrom('reorder_requests').where('user_id', '=', id).execute();
  await trx.deleteFrom('auth_tokens').where('user_id', '=', id).execute();
  await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
  const now = nowIso();
  return trx
    .updateTable('users')
    .set((eb) => ({
      email: `deleted-${id}@anonymised.invalid`,
      password_hash: unusablePasswordHash,
      company_name: 'Deleted customer',
      company_reg_number: '-',
      contact_person: 'Deleted customer',
      ...NO_CONTACT_DETAILS,
      pending_company_changes: null,
      is_active: false,
      search_text: '',
      anonymised_at: now,
      updated_at: now,
      version: eb('version', '+', 1),
      token_version: eb('token_version', '+', 1),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
