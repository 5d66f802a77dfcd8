import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffRole, User } from '@shop/domain';
import type { DB } from '../db/schema.ts';
import { nowIso } from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { insertUser } from '../modules/users/users.repository.ts';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${process.pid}-${++counter}@example.lt`;

export const PASSWORD = 'Kaljanas-2026';

/** A complete billing address (decision 053): what registration asks for and every document prints. */
export const BILLING_ADDRESS = {
  billing_address: 'Laisvės al. 10',
  billing_city: 'Kaunas',
  billing_postal_code: 'LT-44240',
  billing_country: 'LT',
} as const;

/** A registration body a person would send from the form (anti-spam fields included). */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    company_name: 'Dūmų Namai UAB',
    company_reg_number: '305123456',
    contact_person: 'Jonas Jonaitis',
    email: uniqueEmail('reg'),
    password: PASSWORD,
    phone: '+37060000000',
    tax_id: 'LT100001234567',
    ...BILLING_ADDRESS,
    js_enabled: true,
    form_elapsed_seconds: 42,
    form_started_at: new Date(Date.now() - 42_000).toISOString(),
    ...overrides,
  };
}

type UserState = {
  admin?: boolean;
  /** A member of staff's role (decision 092); an administrator is an owner unless told otherwise. */
  role?: StaffRole;
  approval?: 'pending' | 'approved' | 'rejected';
  verified?: boolean;
  active?: boolean;
  userType?: 'SHOP' | 'BAR' | null;
  language?: 'en' | 'lt';
  /** false: a customer registered before the billing address was asked for (decision 053). */
  billingAddress?: boolean;
};

/** Inserts a user straight into the database in the given state. */
export async function createUser(db: Kysely<DB>, state: UserState = {}, email = uniqueEmail(state.admin ? 'admin' : 'customer')) {
  const now = nowIso();
  const row = await insertUser(db, {
    email,
    password_hash: await hashPassword(PASSWORD),
    company_name: state.admin ? 'Shop Admin' : 'Baltic Smoke UAB',
    company_reg_number: '300000001',
    contact_person: 'Petras Petraitis',
    ...(state.billingAddress === false ? {} : BILLING_ADDRESS),
    // The rest starts as insertUser's defaults: no phone or VAT code, no terms, active.
    user_type: state.userType ?? null,
    is_active: state.active ?? true,
    is_admin: state.admin ?? false,
    staff_role: state.admin ? (state.role ?? 'owner') : null,
    approval_status: state.approval ?? 'approved',
    approved_at: (state.approval ?? 'approved') === 'approved' ? now : null,
    email_verified_at: (state.verified ?? true) ? now : null,
    language: state.language ?? 'en',
  });
  return row;
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<{ token: string; user: User }> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in member of staff in the given role (decision 092). */
export async function staffToken(app: FastifyInstance, db: Kysely<DB>, role: StaffRole): Promise<string> {
  return (await login(app, (await createUser(db, { admin: true, role }, uniqueEmail(role))).email)).token;
}

/** Tokens of a fresh administrator and a fresh approved customer. */
export async function adminAndCustomerTokens(app: FastifyInstance, db: Kysely<DB>): Promise<{ admin: string; customer: string }> {
  const admin = (await login(app, (await createUser(db, { admin: true })).email)).token;
  const customer = (await login(app, (await createUser(db)).email)).token;
  return { admin, customer };
}

/** The operator's "show the catalogue to visitors" switch, set through the settings API. */
export async function showCatalogueToVisitors(app: FastifyInstance, adminToken: string, visible: boolean): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/settings/admin',
    headers: bearer(adminToken),
    payload: { catalogue_visible_to_visitors: visible },
  });
  if (response.statusCode !== 200) throw new Error(`the catalogue switch failed: ${response.statusCode} ${response.body}`);
}
