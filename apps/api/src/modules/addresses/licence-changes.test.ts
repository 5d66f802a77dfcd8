import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

/** Decision 056: a finding is about the licence as it was checked. */

let t: TestApp;
let admin: string;
let instances: FastifyInstance[];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date('2026-11-22T10:00:00Z') });
  instances = [t.app, await t.peer()];
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (token: string, method: Method, url: string, payload?: object, instance = t.app) =>
  instance.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const shopAddress = {
  address_name: 'Baras',
  street_address: 'Ąžuolyno g. 3',
  city: 'Kaunas',
  country: 'LT',
  tobacco_license: 'TL-100',
  licence_type: 'retail',
  licence_issuer: 'Kauno m. sav.',
  licence_valid_until: '2027-06-30',
};

interface Licence {
  id: number;
  licence_status: string;
  licence_version: number;
  licence_valid_until: string | null;
  licence_previous_status: string | null;
  licence_changes: Array<{ field: string; from: string | null; to: string | null }>;
}

async function customer(address: object = shopAddress) {
  const user = await createUser(t.db);
  const { token } = await login(t.app, user.email);
  const created = await call(token, 'POST', '/api/users/addresses', address);
  expect(created.statusCode).toBe(201);
  return { user, token, address: created.json().address as Licence };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const reviewUrl = (who: Customer) => `/api/users/admin/${who.user.id}/addresses/${who.address.id}/licence`;
const review = (who: Customer, body: object, instance = t.app) => call(admin, 'PATCH', reviewUrl(who), body, instance);
const edit = (who: Customer, changes: object, instance = t.app) =>
  call(who.token, 'PUT', `/api/users/addresses/${who.address.id}`, { ...shopAddress, ...changes }, instance);
async function adminView(who: Customer): Promise<Licence> {
  const list = (await call(admin, 'GET', `/api/users/admin/${who.user.id}/addresses`)).json().addresses as Licence[];
  return list.find((address) => address.id === who.address.id)!;
}
async function queued(who: Customer): Promise<Licence | undefined> {
  const queue = (await call(admin, 'GET', '/api/users/admin/licences')).json().licences as Licence[];
  return queue.find((item) => item.id === who.address.id);
}
const findings = async (who: Customer) =>
  (await call(admin, 'GET', `/api/audit-log?entity=licence&entity_id=${who.address.id}`)).json().entries as Array<{ action: string }>;

async function verified(address: object = shopAddress): Promise<Customer> {
  const who = await customer(address);
  const answer = await review(who, { status: 'verified', version: who.address.licence_version });
  expect([answer.statusCode, answer.json().address.licence_status]).toEqual([200, 'verified']);
  return { ...who, address: answer.json().address };
}

describe('a customer’s change of a checked licence (decision 056)', () => {
  it.each([
    ['number', { tobacco_license: 'TL-999' }, { field: 'tobacco_license', from: 'TL-100', to: 'TL-999' }],
    ['type', { licence_type: 'wholesale' }, { field: 'licence_type', from: 'retail', to: 'wholesale' }],
    ['issuer', { licence_issuer: 'NTAKD' }, { field: 'licence_issuer', from: 'Kauno m. sav.', to: 'NTAKD' }],
    ['validity', { licence_valid_until: '2099-12-31' }, { field: 'licence_valid_until', from: '2027-06-30', to: '2099-12-31' }],
    ['validity removed', { licence_valid_until: '' }, { field: 'licence_valid_until', from: '2027-06-30', to: null }],
    ['country', { country: 'EE' }, { field: 'country', from: 'LT', to: 'EE' }],
  ])(
    'when the customer changes a verified licence’s %s, then it is unverified again, its version moves on and the queue names the change',
    async (_, changes, change) => {
      const who = await verified();
      const answer = await edit(who, changes);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().address).toMatchObject({
        licence_status: 'unverified',
        licence_note: null,
        licence_version: who.address.licence_version + 1,
      });
      expect(await queued(who)).toMatchObject({ licence_status: 'unverified', licence_previous_status: 'verified', licence_changes: [change] });
      expect((await adminView(who)).licence_changes).toEqual([change]);
    },
  );

  it('when the customer changes a rejected licence’s validity, then it waits again and the queue says it was rejected and what changed', async () => {
    const who = await customer();
    await review(who, { status: 'rejected', note: 'Pasibaigusi', version: who.address.licence_version });
    const answer = await edit(who, { licence_valid_until: '2028-01-31' });
    expect(answer.json().address).toMatchObject({ licence_status: 'unverified', licence_note: null });
    expect(await queued(who)).toMatchObject({
      licence_previous_status: 'rejected',
      licence_changes: [{ field: 'licence_valid_until', from: '2027-06-30', to: '2028-01-31' }],
    });
  });

  it('when the customer changes the street, the address name or the default of a verified licence, then it stays verified and its version does not move', async () => {
    const who = await verified();
    const answer = await edit(who, { street_address: 'Laisvės al. 1', address_name: 'Parduotuvė', city: 'Vilnius', is_default: true });
    expect(answer.json().address).toMatchObject({ licence_status: 'verified', licence_version: who.address.licence_version });
    expect(await queued(who)).toBeUndefined();
  });

  it('when an expired verified licence is stretched to 2099 in Estonia while the shop requires verified licences, then checkout still refuses it and the queue shows both changes', async () => {
    const who = await verified({ ...shopAddress, licence_valid_until: '2026-11-01' });
    const { settings } = (await t.app.inject({ url: '/api/settings' })).json();
    expect((await call(admin, 'PUT', '/api/settings/admin', { require_verified_licence: true, version: settings.version })).statusCode).toBe(200);
    try {
      const [product] = await createProducts(t.db, 1, { stock: 10 });
      await call(who.token, 'POST', '/api/cart/add', { product_id: product, quantity: 1 });
      const order = () => call(who.token, 'POST', '/api/orders', { shipping_address_id: who.address.id, accept_tax_notice: true });
      expect((await order()).json().reason).toBe('licenceExpired');
      await edit(who, { licence_valid_until: '2099-12-31', country: 'EE' });
      const refused = await order();
      expect([refused.statusCode, refused.json().reason]).toEqual([409, 'licenceNotVerified']);
      expect((await queued(who))?.licence_changes).toEqual([
        { field: 'licence_valid_until', from: '2026-11-01', to: '2099-12-31' },
        { field: 'country', from: 'LT', to: 'EE' },
      ]);
    } finally {
      const now = (await t.app.inject({ url: '/api/settings' })).json().settings;
      await call(admin, 'PUT', '/api/settings/admin', { require_verified_licence: false, version: now.version });
    }
  });
});

describe('the administrator’s finding names the licence version it was made on (decision 056)', () => {
  it('when the finding carries a version the licence has moved on from, then 409 STALE_WRITE and nothing changes', async () => {
    const who = await customer();
    const opened = who.address.licence_version;
    await edit(who, { licence_valid_until: '2099-12-31' });
    const stale = await review(who, { status: 'verified', version: opened });
    expect([stale.statusCode, stale.json().code, stale.json().error]).toEqual([
      409,
      'STALE_WRITE',
      'This was changed by someone else since you opened it',
    ]);
    expect(await adminView(who)).toMatchObject({ licence_status: 'unverified', licence_version: opened + 1 });
    expect(await findings(who)).toHaveLength(0);
  });

  it('when the finding carries no version, then 400 says the version is required and nothing changes', async () => {
    const who = await customer();
    const missing = await review(who, { status: 'verified' });
    expect([missing.statusCode, missing.json().details?.version]).toEqual([400, 'Version is required: send the version you opened']);
    expect((await adminView(who)).licence_status).toBe('unverified');
    expect((await review(who, { status: 'verified', version: 'one' })).statusCode).toBe(400);
  });

  it('when the same finding is sent again on the current version, then nothing changes and nothing more is recorded; a different finding moves the version on', async () => {
    const who = await verified();
    const again = await review(who, { status: 'verified', version: who.address.licence_version });
    expect([again.statusCode, again.json().address.licence_version]).toEqual([200, who.address.licence_version]);
    expect(await findings(who)).toHaveLength(1);
    const rejected = await review(who, { status: 'rejected', version: who.address.licence_version });
    expect(rejected.json().address).toMatchObject({ licence_status: 'rejected', licence_version: who.address.licence_version + 1 });
  });

  it('when a customer edits the validity while an administrator verifies the licence as opened, in parallel on two instances, then the administrator never verifies a value they did not see', async () => {
    for (let round = 0; round < 6; round++) {
      const who = await customer();
      const opened = who.address;
      const [edited, finding] = await Promise.all([
        edit(who, { licence_valid_until: '2099-12-31' }, instances[round % 2]),
        review(who, { status: 'verified', version: opened.licence_version }, instances[(round + 1) % 2]),
      ]);
      expect(edited.statusCode).toBe(200);
      expect([200, 409]).toContain(finding.statusCode);
      const now = await adminView(who);
      // Whatever came first, the licence with the new validity is not verified.
      expect(now).toMatchObject({ licence_status: 'unverified', licence_valid_until: '2099-12-31' });
      if (finding.statusCode === 200) {
        // The finding came first: it was about the opened validity, and the queue shows the change since.
        expect(finding.json().address.licence_valid_until).toBe('2027-06-30');
        expect(now).toMatchObject({
          licence_previous_status: 'verified',
          licence_changes: [{ field: 'licence_valid_until', from: '2027-06-30', to: '2099-12-31' }],
          licence_version: opened.licence_version + 2,
        });
      } else {
        expect(finding.json().code).toBe('STALE_WRITE');
        expect(now).toMatchObject({ licence_previous_status: null, licence_changes: [], licence_version: opened.licence_version + 1 });
        expect(await findings(who)).toHaveLength(0);
      }
    }
  });
});
