import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { BILLING_ADDRESS, bearer, createUser, login, registrationBody } from '../../test/factories.ts';

/** Decision 063: the fields documents print are validated as what they are, and stored bad ones are not rewritten. */

let t: TestApp;
let admin: string;
let instances: FastifyInstance[];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  instances = [t.app, await t.peer()];
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object, instance = t.app) =>
  instance.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function customer() {
  const user = await createUser(t.db);
  return { user, token: (await login(t.app, user.email)).token };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const PROFILE = { company_name: 'Baltic Smoke UAB', company_reg_number: '300000001', contact_person: 'Petras Petraitis', ...BILLING_ADDRESS };
const profile = (who: Customer, fields: object, instance = t.app) => call(who.token, 'PUT', '/api/auth/profile', { ...PROFILE, ...fields }, instance);
const refusal = (response: { statusCode: number; json: () => { details?: Record<string, string>; detail_reasons?: Record<string, string> } }) => {
  const body = response.json();
  return [response.statusCode, body.detail_reasons, body.details];
};
const stored = async (who: Customer) =>
  t.db.selectFrom('users').select(['phone', 'billing_postal_code', 'tax_id']).where('id', '=', who.user.id).executeTakeFirstOrThrow();

describe('the profile takes a phone and postal code only as what they are', () => {
  it('when a customer saves "not a phone", then 400 names the phone and its international form, and nothing is saved', async () => {
    const who = await customer();
    expect(refusal(await profile(who, { phone: 'not a phone' }))).toEqual([
      400,
      { phone: 'phoneInvalid' },
      { phone: 'Enter the phone number in international format, e.g. +370 612 34567' },
    ]);
    expect((await stored(who)).phone).toBeNull();
  });

  it('when a customer saves the postal code "abc!!<script>", then 400 names the postal code and the form of its country', async () => {
    const who = await customer();
    expect(refusal(await profile(who, { billing_postal_code: 'abc!!<script>' }))).toEqual([
      400,
      { billing_postal_code: 'postalCodeLithuanian' },
      { billing_postal_code: 'A Lithuanian postal code is LT-12345 or 12345 (5 digits)' },
    ]);
    const german = await profile(who, { billing_postal_code: 'abc!!<script>', billing_country: 'DE' });
    expect(german.json().detail_reasons).toEqual({ billing_postal_code: 'postalCodeInvalid' });
    expect((await stored(who)).billing_postal_code).toBe('LT-44240');
  });

  it('when a customer saves a national phone and a bare Lithuanian postal code, then they are saved in international and LT-12345 form', async () => {
    const who = await customer();
    const saved = await profile(who, { phone: '8 612 34567', billing_postal_code: '01103' });
    expect([saved.statusCode, saved.json().user.phone, saved.json().user.billing_postal_code]).toEqual([200, '+370 612 34567', 'LT-01103']);
    const latvian = await profile(who, { phone: '+371 2000 0000', billing_postal_code: 'lv-1050', billing_country: 'LV' });
    expect([latvian.statusCode, latvian.json().user.phone, latvian.json().user.billing_postal_code]).toEqual([200, '+371 20 000 000', 'LV-1050']);
  });

  it('when an EU VAT code breaks its country form, then it is refused; one of the right form is taken', async () => {
    const who = await customer();
    expect((await profile(who, { tax_id: 'DE12345678' })).json().detail_reasons).toEqual({ tax_id: 'vatCodeCountry' });
    expect((await profile(who, { tax_id: 'PL 526-025-02-74' })).json().user.pending_company_changes).toMatchObject({ tax_id: 'PL5260250274' });
  });
});

describe('stored values that break the rules are kept and shown, not rewritten', () => {
  it('when a stored phone and postal code are bad, then the account answers them as stored; the customer must fix them to save the profile, an administrator may edit other fields', async () => {
    const who = await customer();
    await t.db.updateTable('users').set({ phone: 'not a phone', billing_postal_code: '123' }).where('id', '=', who.user.id).execute();
    const seen = (await call(admin, 'GET', `/api/users/admin/${who.user.id}`)).json().user;
    expect([seen.phone, seen.billing_postal_code]).toEqual(['not a phone', '123']);
    const unchanged = await profile(who, { phone: 'not a phone', billing_postal_code: '123', contact_person: 'Ona Onaitė' });
    expect(refusal(unchanged).slice(0, 2)).toEqual([400, { phone: 'phoneInvalid', billing_postal_code: 'postalCodeLithuanian' }]);
    const edited = await call(admin, 'PUT', `/api/users/admin/${who.user.id}`, { contact_person: 'Ona Onaitė', phone: 'not a phone' });
    expect([edited.statusCode, edited.json().user.contact_person, edited.json().user.phone]).toEqual([200, 'Ona Onaitė', 'not a phone']);
    const fixed = await profile(who, { phone: '+370 612 34567', billing_postal_code: 'LT-44240' });
    expect([fixed.statusCode, fixed.json().user.phone]).toEqual([200, '+370 612 34567']);
  });

  it('when an administrator changes a phone or postal code, or a country the stored postal code does not fit, then each is checked', async () => {
    const who = await customer();
    const url = `/api/users/admin/${who.user.id}`;
    expect((await call(admin, 'PUT', url, { phone: '12' })).json().detail_reasons).toEqual({ phone: 'phoneInvalid' });
    expect((await call(admin, 'PUT', url, { billing_postal_code: 'abc!!<script>' })).json().detail_reasons).toEqual({
      billing_postal_code: 'postalCodeLithuanian',
    });
    const bare = await call(admin, 'PUT', url, { billing_postal_code: '44249', phone: '861234567' });
    expect([bare.json().user.billing_postal_code, bare.json().user.phone]).toEqual(['LT-44249', '+370 612 34567']);
    await t.db.updateTable('users').set({ billing_postal_code: 'x', billing_country: 'DE' }).where('id', '=', who.user.id).execute();
    expect((await call(admin, 'PUT', url, { billing_country: 'LT' })).json().detail_reasons).toEqual({ billing_postal_code: 'postalCodeLithuanian' });
  });
});

describe('registration and shipping addresses take the same rules', () => {
  it('when a business registers with "not a phone" or a bad postal code, then 400 names each field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ phone: 'not a phone', billing_postal_code: 'abc!!<script>' }),
    });
    expect(refusal(response).slice(0, 2)).toEqual([400, { phone: 'phoneInvalid', billing_postal_code: 'postalCodeLithuanian' }]);
  });

  it('when a shipping address has a bad postal code, then it is refused; a bare Lithuanian one is kept as LT-12345', async () => {
    const who = await customer();
    const address = { address_name: 'Sandėlis', street_address: 'Elektrėnų g. 7', city: 'Kaunas', country: 'LT', tobacco_license: 'TL-1' };
    const bad = await call(who.token, 'POST', '/api/users/addresses', { ...address, postal_code: 'abc!!<script>' });
    expect(refusal(bad).slice(0, 2)).toEqual([400, { postal_code: 'postalCodeLithuanian' }]);
    const good = await call(who.token, 'POST', '/api/users/addresses', { ...address, postal_code: '44249' });
    expect([good.statusCode, good.json().address.postal_code]).toEqual([201, 'LT-44249']);
  });
});

describe("the shop's own details documents print", () => {
  it('when an administrator saves the issuer with "not a phone" or a postal code with markup, then 400 names each; good ones are saved', async () => {
    const company = (fields: object) => call(admin, 'PUT', '/api/invoices/settings', { company: fields });
    const refused = await company({ phone: 'not a phone', postal_code: 'abc!!<script>' });
    expect(refusal(refused).slice(0, 2)).toEqual([400, { 'company.phone': 'phoneInvalid', 'company.postal_code': 'postalCodeInvalid' }]);
    const saved = await company({ phone: '8 600 12345', postal_code: 'LT-01103' });
    expect([saved.statusCode, saved.json().company.phone, saved.json().company.postal_code]).toEqual([200, '+370 600 12345', 'LT-01103']);
  });
});

describe('parallel saves', () => {
  it('when good and bad profile saves of one account run at once on two instances, then the bad ones are refused, the good ones saved, and the account holds a good phone', async () => {
    const who = await customer();
    const phones = ['+370 612 00001', 'not a phone', '8 612 00002', '<b>', '+370 612 00003', 'abc', '861200004', '12'];
    const answers = await Promise.all(phones.map((phone, i) => profile(who, { phone }, instances[i % instances.length])));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 200, 400, 200, 400, 200, 400]);
    expect(['+370 612 00001', '+370 612 00002', '+370 612 00003', '+370 612 00004']).toContain((await stored(who)).phone);
  });
});
