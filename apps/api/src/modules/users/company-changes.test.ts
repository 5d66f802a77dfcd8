import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { BILLING_ADDRESS, bearer, createUser, login, registrationBody } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

/** Decision 056: an approved customer's change of company name, company code or VAT code waits for an administrator. */

let t: TestApp;
let admin: string;
let instances: FastifyInstance[];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date('2026-11-22T10:00:00Z') });
  instances = [t.app, await t.peer()];
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, instance = t.app) =>
  instance.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const CONFIRMED = { company_name: 'Baltic Smoke UAB', company_reg_number: '300000001', tax_id: null };
const ASKED = { company_name: 'Dūmų Karalystė UAB', company_reg_number: '305999888', tax_id: 'LT100009998887' };

async function customer(approval: 'approved' | 'pending' = 'approved') {
  const user = await createUser(t.db);
  const { token } = await login(t.app, user.email);
  // A business waiting for approval cannot log in; its session is made while approved, then it waits.
  if (approval === 'pending')
    await t.db.updateTable('users').set({ approval_status: 'pending', approved_at: null }).where('id', '=', user.id).execute();
  return { user, token };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const profile = (who: Customer, fields: object) =>
  call(who.token, 'PUT', '/api/auth/profile', { contact_person: 'Petras Petraitis', ...BILLING_ADDRESS, ...CONFIRMED, ...fields });
const adminView = async (who: Customer) => (await call(admin, 'GET', `/api/users/admin/${who.user.id}`)).json().user;
const decide = (who: Customer, decision: 'confirm' | 'reject', body: object, instance = t.app) =>
  call(admin, 'PATCH', `/api/users/admin/${who.user.id}/company-changes/${decision}`, body, instance);
const entries = async (who: Customer, action: string) =>
  (await call(admin, 'GET', `/api/audit-log?entity=user&entity_id=${who.user.id}&action=${action}`)).json().entries as Array<{
    action: string;
    changes: Record<string, { from: unknown; to: unknown }>;
  }>;

describe('a change of company details held for confirmation (decision 056)', () => {
  it('when an approved customer changes its company name, code and VAT code, then the account keeps the confirmed ones, the profile answers the held ones and says so, and the rest applies', async () => {
    const who = await customer();
    const saved = await profile(who, { ...ASKED, contact_person: 'Ona Onaitė' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toMatch(/awaits our confirmation/);
    expect(saved.json().user).toMatchObject({
      ...CONFIRMED,
      contact_person: 'Ona Onaitė',
      pending_company_changes: { ...ASKED, requested_at: expect.any(String) },
    });
    expect((await call(who.token, 'GET', '/api/auth/me')).json().user.pending_company_changes).toMatchObject(ASKED);
    const listed = (await call(admin, 'GET', '/api/users/admin/company-changes')).json().users as Array<{ id: number }>;
    expect(listed.map((user) => user.id)).toContain(who.user.id);
  });

  it('when an invoice is issued while the change is held, then the order and its invoice carry the confirmed company details', async () => {
    const who = await customer();
    const address = await call(who.token, 'POST', '/api/users/addresses', {
      address_name: 'Shop',
      street_address: 'Laisvės al. 10',
      city: 'Kaunas',
      country: 'LT',
      tobacco_license: 'TL-777',
    });
    await profile(who, ASKED);
    const [product] = await createProducts(t.db, 1, { stock: 10 });
    await call(who.token, 'POST', '/api/cart/add', { product_id: product, quantity: 1 });
    const placed = await call(who.token, 'POST', '/api/orders', { shipping_address_id: address.json().address.id, accept_tax_notice: true });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order.id as number;
    expect((await call(admin, 'PATCH', `/api/orders/admin/${orderId}/status`, { status: 'ended' })).statusCode).toBe(200);
    const invoice = (await call(who.token, 'GET', `/api/invoices/order/${orderId}`)).json().invoice;
    expect(invoice).toMatchObject({ company_name: 'Baltic Smoke UAB', company_reg_number: '300000001', vat_number: null });
  });

  it('when an administrator confirms the held change on the version they opened, then the account takes it, nothing waits and the log has it', async () => {
    const who = await customer();
    await profile(who, ASKED);
    const opened = await adminView(who);
    const confirmed = await decide(who, 'confirm', { version: opened.version });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ ...ASKED, vat_number: ASKED.tax_id, pending_company_changes: null });
    expect((await call(who.token, 'GET', '/api/auth/me')).json().user).toMatchObject(ASKED);
    const [entry] = await entries(who, 'user.company_changes.confirm');
    expect(entry?.changes).toMatchObject({ company_name: { from: CONFIRMED.company_name, to: ASKED.company_name } });
    const listed = (await call(admin, 'GET', '/api/users/admin/company-changes')).json().users as Array<{ id: number }>;
    expect(listed.map((user) => user.id)).not.toContain(who.user.id);
  });

  it('when an administrator rejects the held change, then it is discarded and the confirmed details stay', async () => {
    const who = await customer();
    await profile(who, { company_name: 'Kitas Pavadinimas UAB' });
    const rejected = await decide(who, 'reject', { version: (await adminView(who)).version });
    expect(rejected.json().user).toMatchObject({ ...CONFIRMED, pending_company_changes: null });
    expect(await entries(who, 'user.company_changes.reject')).toHaveLength(1);
    const again = await decide(who, 'confirm', { version: (await adminView(who)).version });
    expect([again.statusCode, again.json().reason]).toEqual([409, 'noCompanyChangesHeld']);
  });

  it('when the customer changes the held values after the administrator opened the page, then confirming is refused with 409 STALE_WRITE and nothing changes', async () => {
    const who = await customer();
    await profile(who, ASKED);
    const opened = await adminView(who);
    await profile(who, { ...ASKED, company_name: 'Visai Kitas UAB' });
    const stale = await decide(who, 'confirm', { version: opened.version });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_WRITE']);
    expect(await adminView(who)).toMatchObject({ ...CONFIRMED, pending_company_changes: { ...ASKED, company_name: 'Visai Kitas UAB' } });
    expect(await entries(who, 'user.company_changes.confirm')).toHaveLength(0);
    const missing = await decide(who, 'confirm', {});
    expect([missing.statusCode, missing.json().details?.version]).toEqual([400, 'Version is required: send the version you opened']);
  });

  it('when two administrators confirm and reject the same held change at once on two instances, then exactly one decision is made and recorded, the other is told it changed', async () => {
    for (let round = 0; round < 4; round++) {
      const who = await customer();
      await profile(who, ASKED);
      const { version } = await adminView(who);
      const answers = await Promise.all([decide(who, 'confirm', { version }, instances[0]), decide(who, 'reject', { version }, instances[1])]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(loser.json().code).toBe('STALE_WRITE');
      const confirmedFirst = answers[0]!.statusCode === 200;
      expect(await adminView(who)).toMatchObject({ ...(confirmedFirst ? ASKED : CONFIRMED), pending_company_changes: null });
      const recorded = [...(await entries(who, 'user.company_changes.confirm')), ...(await entries(who, 'user.company_changes.reject'))];
      expect(recorded.map((entry) => entry.action)).toEqual([confirmedFirst ? 'user.company_changes.confirm' : 'user.company_changes.reject']);
    }
  });

  it('when the customer asks for the confirmed values again or withdraws, then nothing waits any more', async () => {
    const who = await customer();
    await profile(who, { company_name: 'Laikinas UAB', company_reg_number: '305111222' });
    const partly = await profile(who, { company_reg_number: '305111222' });
    expect(partly.json().user.pending_company_changes).toEqual({ company_reg_number: '305111222', requested_at: expect.any(String) });
    const withdrawn = await call(who.token, 'DELETE', '/api/auth/profile/company-changes');
    expect([withdrawn.statusCode, withdrawn.json().user.pending_company_changes]).toEqual([200, null]);
    await profile(who, { company_name: 'Laikinas UAB' });
    expect((await profile(who, {})).json().user.pending_company_changes).toBeNull();
  });

  it('when a customer not approved yet changes its company details, or an administrator edits them, then they apply directly', async () => {
    const waiting = await customer('pending');
    expect((await profile(waiting, ASKED)).json().user).toMatchObject({ ...ASKED, pending_company_changes: null });
    const approved = await customer();
    const edited = await call(admin, 'PUT', `/api/users/admin/${approved.user.id}`, {
      company_name: 'Administratoriaus UAB',
      tax_id: 'LT100001112223',
    });
    expect(edited.json().user).toMatchObject({ company_name: 'Administratoriaus UAB', tax_id: 'LT100001112223', pending_company_changes: null });
  });

  it('when an account whose stored codes break the rules saves other fields with them unchanged, then it is not refused', async () => {
    const who = await customer();
    await t.db.updateTable('users').set({ company_reg_number: '-', tax_id: 'LT999' }).where('id', '=', who.user.id).execute();
    const saved = await profile(who, { company_reg_number: '-', tax_id: 'LT999', contact_person: 'Jonas Naujas' });
    expect([saved.statusCode, saved.json().user.contact_person, saved.json().user.pending_company_changes]).toEqual([200, 'Jonas Naujas', null]);
    const bootstrap = await createUser(t.db, { admin: true });
    await t.db.updateTable('users').set({ company_reg_number: '-' }).where('id', '=', bootstrap.id).execute();
    const own = await call((await login(t.app, bootstrap.email)).token, 'PUT', '/api/auth/profile', {
      contact_person: 'Admin',
      company_name: 'Shop Admin',
      company_reg_number: '-',
      ...BILLING_ADDRESS,
      language: 'lt',
    });
    expect([own.statusCode, own.json().user.language]).toEqual([200, 'lt']);
  });

  it('when a company code or VAT code documents and i.SAF cannot carry is sent, then it is refused with the reason; a VAT code is kept in capitals without spaces', async () => {
    const who = await customer();
    const long = await profile(who, { company_reg_number: '1'.repeat(36) });
    expect([long.statusCode, long.json().detail_reasons?.company_reg_number]).toEqual([400, 'companyCodeInvalid']);
    const words = await profile(who, { company_reg_number: 'see our website' });
    expect(words.json().detail_reasons?.company_reg_number).toBe('companyCodeInvalid');
    const lithuanian = await profile(who, { company_reg_number: '30500088' });
    expect([lithuanian.statusCode, lithuanian.json().details?.company_reg_number]).toEqual([400, 'A Lithuanian company code has 9 digits']);
    const latvian = await profile(who, { company_reg_number: '40003032949', billing_country: 'LV' });
    expect(latvian.json().user.pending_company_changes).toMatchObject({ company_reg_number: '40003032949' });
    const shortVat = await profile(who, { tax_id: 'LT12345' });
    expect(shortVat.json().detail_reasons?.tax_id).toBe('vatCodeLithuanian');
    const noPrefix = await profile(who, { tax_id: '123456789' });
    expect(noPrefix.json().detail_reasons?.tax_id).toBe('vatCodeInvalid');
    const spaced = await profile(who, { tax_id: 'lt 1000 0999 8887' });
    expect(spaced.json().user.pending_company_changes).toMatchObject({ tax_id: 'LT100009998887' });
    const adminBad = await call(admin, 'PUT', `/api/users/admin/${who.user.id}`, { company_reg_number: '12345' });
    expect(adminBad.json().detail_reasons?.company_reg_number).toBe('companyCodeLithuanian');
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ company_reg_number: '3051234' }),
    });
    expect([registration.statusCode, registration.json().detail_reasons?.company_reg_number]).toEqual([400, 'companyCodeLithuanian']);
  });
});
