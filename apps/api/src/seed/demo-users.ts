import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowIso } from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { insertUser, type NewUser } from '../modules/users/users.repository.ts';
import { paymentTermsText, storedPaymentTermsRule, type PaymentTermsRule } from '@shop/domain';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'administrator', email: 'admin@example.com', password: 'admin1234' },
  { role: 'SHOP customer', email: 'shop@example.com', password: 'demo1234' },
  { role: 'BAR customer', email: 'bar@example.com', password: 'demo1234' },
  { role: 'regular customer', email: 'customer@example.com', password: 'demo1234' },
  // One member of staff per role besides the owner (decision 092).
  { role: 'sales (staff)', email: 'sales@example.com', password: 'staff1234' },
  { role: 'warehouse (staff)', email: 'warehouse@example.com', password: 'staff1234' },
  { role: 'accountant (staff)', email: 'accountant@example.com', password: 'staff1234' },
];

/** The demo staff besides the owner: one per role, with the shop's company details. */
const DEMO_STAFF = [
  { email: 'sales@example.com', contact_person: 'Eglė Pardavėja', staff_role: 'sales' },
  { email: 'warehouse@example.com', contact_person: 'Tomas Sandėlininkas', staff_role: 'warehouse' },
  { email: 'accountant@example.com', contact_person: 'Rasa Buhalterė', staff_role: 'accountant' },
] as const;

const base = (now: string): Omit<NewUser, 'email' | 'password_hash' | 'company_name' | 'company_reg_number' | 'contact_person'> => ({
  phone: null,
  tax_id: null,
  billing_address: null,
  billing_city: null,
  billing_postal_code: null,
  billing_country: 'LT',
  payment_terms: null,
  payment_terms_rule: null,
  user_type: null,
  is_active: true,
  is_admin: false,
  approval_status: 'approved',
  approved_at: now,
  rejection_reason: null,
  email_verified_at: now,
  language: 'en',
  anonymised_at: null,
});

/** A customer's payment terms as an administrator's choice stores them: the rule and its text. */
const chosenTerms = (rule: PaymentTermsRule) => ({ payment_terms: paymentTermsText(rule), payment_terms_rule: storedPaymentTermsRule(rule) });

/** One administrator, approved SHOP, BAR and regular customers, and one business awaiting approval. */
export async function seedDemoUsers(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  const [adminHash, customerHash, staffHash] = await Promise.all([hashPassword('admin1234'), hashPassword('demo1234'), hashPassword('staff1234')]);
  const users: NewUser[] = [
    {
      ...base(now),
      email: 'admin@example.com',
      password_hash: adminHash,
      company_name: 'Hookah Wholesale UAB',
      company_reg_number: '305000001',
      contact_person: 'Admin',
      is_admin: true,
      staff_role: 'owner',
    },
    ...DEMO_STAFF.map((staff) => ({
      ...base(now),
      ...staff,
      password_hash: staffHash,
      company_name: 'Hookah Wholesale UAB',
      company_reg_number: '305000001',
      is_admin: true,
      language: 'lt' as const,
    })),
    {
      ...base(now),
      email: 'shop@example.com',
      password_hash: customerHash,
      company_name: 'Dūmų Namai UAB',
      company_reg_number: '305111222',
      contact_person: 'Jonas Jonaitis',
      phone: '+370 600 11111',
      tax_id: 'LT100011122213',
      billing_address: 'Gedimino pr. 1',
      billing_city: 'Vilnius',
      billing_postal_code: 'LT-01103',
      user_type: 'SHOP',
      // Chosen rules with their derived texts (decision 054); the others take the shop's default.
      ...chosenTerms({ code: 'net_days', days: 30 }),
      language: 'lt',
    },
    {
      ...base(now),
      email: 'bar@example.com',
      password_hash: customerHash,
      company_name: 'Lounge Bar Kaunas MB',
      company_reg_number: '305333444',
      contact_person: 'Ona Onaitė',
      phone: '+370 600 22222',
      tax_id: 'LT100033344415',
      billing_address: 'Laisvės al. 10',
      billing_city: 'Kaunas',
      billing_postal_code: 'LT-44240',
      user_type: 'BAR',
      ...chosenTerms({ code: 'net_days', days: 14 }),
    },
    {
      ...base(now),
      email: 'customer@example.com',
      password_hash: customerHash,
      company_name: 'Baltic Smoke Trade UAB',
      company_reg_number: '305555666',
      contact_person: 'Petras Petraitis',
      phone: '+370 600 33333',
      billing_address: 'Taikos pr. 5',
      billing_city: 'Klaipėda',
      billing_postal_code: 'LT-91100',
    },
    {
      ...base(now),
      email: 'pending@example.com',
      password_hash: customerHash,
      company_name: 'Naujas Baras MB',
      company_reg_number: '305777888',
      contact_person: 'Rūta Rūtaitė',
      billing_address: 'Vilniaus g. 22',
      billing_city: 'Šiauliai',
      billing_postal_code: 'LT-76285',
      approval_status: 'pending',
      approved_at: null,
      language: 'lt',
    },
  ];
  for (const user of users) await insertUser(db, user);
}
