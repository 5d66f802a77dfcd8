import {
  buyerSnapshotSchema,
  countryCodeOf,
  foldText,
  paymentTermsText,
  storedPaymentTermsRule,
  type PaymentTermsRule,
  type ShippingSnapshot,
} from '@shop/domain';
import type { UserRow } from '../../apps/api/src/db/schema.ts';
import { licenceFactsOf } from '../../apps/api/src/modules/addresses/addresses.repository.ts';
import { billingText, shippingText } from '../../apps/api/src/modules/documents/documents.view.ts';
import { billingSnapshotOf, shippingSnapshotOf } from '../../apps/api/src/modules/orders/orders.service.ts';
import { NEW_USER_DEFAULTS, searchTextOf, toUser } from '../../apps/api/src/modules/users/users.repository.ts';
import { randomOf } from './calendar.ts';
import { CITIES, STREETS, companyName, personName } from './names.ts';

/**
 * The shop's accounts: administrators and approved customers, each customer with billing details and
 * one shipping address with a verified licence; and what every order and document of a customer
 * freezes of it, made once per customer by the app's own functions.
 */

export interface Customer {
  id: number;
  row: Omit<UserRow, 'version'>;
  address: Record<string, unknown>;
  /** The order's `customer_snapshot` and `shipping_address` JSON, and its search text's parts. */
  orderSnapshot: string;
  orderShipping: string;
  billing: ReturnType<typeof billingSnapshotOf>;
  shipping: ShippingSnapshot;
  /** A document's `customer_snapshot` JSON and its two address texts. */
  documentBuyer: string;
  billingText: string;
  shippingText: string;
  terms: PaymentTermsRule;
}

export interface Login {
  role: string;
  email: string;
  password: string;
}

export const ADMIN_LOGIN: Login = { role: 'administrator', email: 'admin@didmena.example', password: 'scale-admin-2026' };
export const BIG_CUSTOMER_LOGIN: Login = { role: 'big customer', email: 'uzsakymai@dumu-karalyste.example', password: 'scale-customer-2026' };
const ISSUER = { name: 'Rūta Kazlauskienė', position: 'Vyriausioji buhalterė' };
export { ISSUER };

const TERMS: PaymentTermsRule[] = [
  { code: 'net_days', days: 30 },
  { code: 'net_days', days: 30 },
  { code: 'net_days', days: 14 },
  { code: 'net_days', days: 45 },
  { code: 'prepayment' },
];

function pick<T>(random: () => number, weighted: ReadonlyArray<T & { weight: number }>): T {
  const total = weighted.reduce((sum, w) => sum + w.weight, 0);
  let at = random() * total;
  for (const item of weighted) {
    at -= item.weight;
    if (at < 0) return item;
  }
  return weighted[weighted.length - 1]!;
}

const digits = (random: () => number, n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

/** Administrators first (ids 1–2), then the customers; the big customer is id 3. */
export function accounts(customers: number, hashes: { admin: string; customer: string }, createdAt: string) {
  const random = randomOf(11);
  const base = {
    ...NEW_USER_DEFAULTS,
    approval_status: 'approved' as const,
    approved_at: createdAt,
    email_verified_at: createdAt,
    token_version: 0,
    status_mails: true,
    pending_company_changes: null,
    // Customers have no staff role (decision 092) and start without two-factor sign-in.
    staff_role: null,
    mfa_enabled_at: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
  const admins = [
    { email: ADMIN_LOGIN.email, contact_person: 'Tomas Petrauskas', language: 'lt' as const },
    { email: 'vadybininke@didmena.example', contact_person: 'Eglė Jankauskienė', language: 'lt' as const },
  ].map((admin, i) => {
    const row = {
      ...base,
      id: i + 1,
      email: admin.email,
      password_hash: hashes.admin,
      company_name: 'UAB Kaljanų didmena',
      company_reg_number: '305123456',
      contact_person: admin.contact_person,
      is_admin: true,
      staff_role: 'owner' as const,
      language: admin.language,
    };
    return { ...row, search_text: searchTextOf(row) };
  });
  const list: Customer[] = [];
  for (let n = 0; n < customers; n++) {
    const id = n + 3;
    const place = pick(random, CITIES);
    const big = n === 0;
    const company = big ? 'UAB Dūmų karalystė' : companyName(n);
    const slug = foldText(company)
      .replace(/^(uab|mb|ii) /, '')
      .replace(/[^a-z0-9]+/g, '-');
    const street = `${STREETS[Math.floor(random() * STREETS.length)]} ${1 + Math.floor(random() * 120)}`;
    const postal = `${place.postal}${digits(random, 4)}`;
    const terms = TERMS[Math.floor(random() * TERMS.length)]!;
    const row = {
      ...base,
      id,
      email: big ? BIG_CUSTOMER_LOGIN.email : `info@${slug}.example`,
      password_hash: hashes.customer,
      company_name: company,
      company_reg_number: `30${digits(random, 7)}`,
      contact_person: personName(n),
      phone: `+370 6${digits(random, 2)} ${digits(random, 5)}`,
      tax_id: random() < 0.7 ? `LT1000${digits(random, 6)}` : `LT${digits(random, 9)}`,
      billing_address: street,
      billing_city: place.city,
      billing_postal_code: postal,
      billing_country: 'LT',
      payment_terms: paymentTermsText(terms),
      payment_terms_rule: storedPaymentTermsRule(terms),
      user_type: random() < 0.4 ? ('SHOP' as const) : random() < 0.5 ? ('BAR' as const) : null,
      is_admin: false,
      language: random() < 0.8 ? ('lt' as const) : ('en' as const),
      search_text: '',
    };
    row.search_text = searchTextOf(row);
    const validUntil = `${new Date(createdAt).getUTCFullYear() + 7}-12-31`;
    const address = {
      user_id: id,
      address_name: big ? 'Dūmų karalystė – centrinis sandėlis' : `${company.replace(/^(UAB|MB|IĮ) /, '')} – ${place.city}`,
      street_address: random() < 0.7 ? street : `${STREETS[Math.floor(random() * STREETS.length)]} ${1 + Math.floor(random() * 80)}`,
      city: place.city,
      state_province: null,
      postal_code: postal,
      country: 'LT',
      tobacco_license: `TL-${place.code}-${2019 + Math.floor(random() * 6)}-${digits(random, 4)}`,
      is_default: true,
      licence_type: random() < 0.15 ? 'wholesale' : 'retail',
      licence_issuer: place.issuer,
      licence_valid_until: validUntil,
      licence_status: 'verified',
      licence_note: null,
      licence_checked_by: 1,
      licence_checked_at: createdAt,
      licence_version: 1,
      licence_checked_facts: '',
      created_at: createdAt,
      updated_at: createdAt,
    };
    address.licence_checked_facts = JSON.stringify({ status: 'verified', ...licenceFactsOf(address) });
    // What an order freezes (orders.service placeOrder): the buyer and the shipping address with its licence.
    const billing = billingSnapshotOf(toUser({ ...row, version: 1 }));
    const shipping = shippingSnapshotOf({ ...address, id });
    // What a document freezes (documents.service loadForIssue): the order's buyer, its country as a code, and the shipping address.
    const buyer = buyerSnapshotSchema.parse({ ...billing, country: countryCodeOf(billing.country), shipping });
    list.push({
      id,
      row,
      address,
      orderSnapshot: JSON.stringify(billing),
      orderShipping: JSON.stringify(shipping),
      billing,
      shipping,
      documentBuyer: JSON.stringify({ ...billing, country: countryCodeOf(billing.country), shipping }),
      billingText: billingText(buyer),
      shippingText: shippingText(buyer.shipping),
      terms,
    });
  }
  return { admins, customers: list };
}
