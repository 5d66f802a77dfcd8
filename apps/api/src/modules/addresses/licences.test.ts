import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date('2026-11-22T10:00:00Z') });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const shopAddress = { address_name: 'Baras', street_address: 'Ąžuolyno g. 3', city: 'Kaunas', country: 'Lithuania', tobacco_license: 'TL-100' };

async function customer(address: object = shopAddress) {
  const user = await createUser(t.db);
  const { token } = await login(t.app, user.email);
  const created = await call(token, 'POST', '/api/users/addresses', address);
  expect(created.statusCode).toBe(201);
  return { user, token, address: created.json().address };
}
/** The licence's version as the administrator's page shows it now (decision 056: a finding sends it). */
async function licenceVersion(userId: number, addressId: number): Promise<number> {
  const addresses = (await call(admin, 'GET', `/api/users/admin/${userId}/addresses`)).json().addresses as Array<{
    id: number;
    licence_version: number;
  }>;
  return addresses.find((address) => address.id === addressId)?.licence_version ?? 0;
}
/** The administrator's finding, made on the licence as it is now unless the body names a version. */
const review = async (userId: number, addressId: number, body: object) =>
  call(admin, 'PATCH', `/api/users/admin/${userId}/addresses/${addressId}/licence`, { version: await licenceVersion(userId, addressId), ...body });

async function requireVerified(on: boolean) {
  const { settings } = (await t.app.inject({ url: '/api/settings' })).json();
  expect((await call(admin, 'PUT', '/api/settings/admin', { require_verified_licence: on, version: settings.version })).statusCode).toBe(200);
}
async function checkout(who: Awaited<ReturnType<typeof customer>>) {
  const [product] = await createProducts(t.db, 1, { stock: 10 });
  await call(who.token, 'POST', '/api/cart/add', { product_id: product, quantity: 1 });
  return call(who.token, 'POST', '/api/orders', { shipping_address_id: who.address.id, accept_tax_notice: true });
}

describe('tobacco licences per address', () => {
  it('when a customer adds an address with a wholesale licence, then it waits unverified in the administrators’ queue with its customer', async () => {
    const who = await customer({
      ...shopAddress,
      tobacco_license: 'NTAKD-77',
      licence_type: 'wholesale',
      licence_issuer: 'NTAKD',
      licence_valid_until: '2027-06-30',
    });
    expect(who.address).toMatchObject({
      licence_type: 'wholesale',
      licence_issuer: 'NTAKD',
      licence_valid_until: '2027-06-30',
      licence_status: 'unverified',
      licence_note: null,
      licence_expired: false,
    });
    const queue = (await call(admin, 'GET', '/api/users/admin/licences')).json().licences;
    expect(queue.find((item: { id: number }) => item.id === who.address.id)).toMatchObject({
      user_id: who.user.id,
      email: who.user.email,
      tobacco_license: 'NTAKD-77',
    });
  });

  it('when an administrator verifies a licence, then it leaves the queue, the audit log has the finding, and a new number makes it unverified again while another city does not', async () => {
    const who = await customer();
    const verified = await review(who.user.id, who.address.id, { status: 'verified' });
    expect([verified.statusCode, verified.json().address.licence_status]).toEqual([200, 'verified']);
    const queue = (await call(admin, 'GET', '/api/users/admin/licences')).json().licences;
    expect(queue.map((item: { id: number }) => item.id)).not.toContain(who.address.id);
    const [entry] = (await call(admin, 'GET', `/api/audit-log?entity=licence&entity_id=${who.address.id}`)).json().entries;
    expect(entry).toMatchObject({ action: 'licence.verify', changes: { licence_status: { from: 'unverified', to: 'verified' } } });

    const moved = await call(who.token, 'PUT', `/api/users/addresses/${who.address.id}`, { ...shopAddress, city: 'Vilnius' });
    expect(moved.json().address.licence_status).toBe('verified');
    const renumbered = await call(who.token, 'PUT', `/api/users/addresses/${who.address.id}`, {
      ...shopAddress,
      city: 'Vilnius',
      tobacco_license: 'TL-200',
    });
    expect(renumbered.json().address.licence_status).toBe('unverified');
  });

  it('when an administrator rejects a licence with a note, then the customer reads the status and the note', async () => {
    const who = await customer();
    await review(who.user.id, who.address.id, { status: 'rejected', note: 'Licencija registre nerasta' });
    const [address] = (await call(who.token, 'GET', '/api/users/addresses')).json().addresses;
    expect(address).toMatchObject({ licence_status: 'rejected', licence_note: 'Licencija registre nerasta' });
  });

  it('when the shop requires verified licences, then checkout to an unverified, rejected or expired licence is refused with the reason and places nothing; a verified one orders; the order keeps the licence', async () => {
    const unverified = await customer();
    expect((await checkout(unverified)).statusCode).toBe(201);
    await requireVerified(true);
    try {
      const refused = await checkout(unverified);
      expect([refused.statusCode, refused.json().code, refused.json().error]).toEqual([
        409,
        'LICENCE_NOT_VERIFIED',
        'The tobacco licence TL-100 of this address is not verified yet. We deliver tobacco only to verified licence holders: you can order as soon as we have checked it.',
      ]);
      expect((await call(unverified.token, 'GET', '/api/orders')).json().orders).toHaveLength(1);

      const rejected = await customer();
      await review(rejected.user.id, rejected.address.id, { status: 'rejected' });
      expect((await checkout(rejected)).json().reason).toBe('licenceRejected');

      const expired = await customer({ ...shopAddress, licence_valid_until: '2026-11-21' });
      await review(expired.user.id, expired.address.id, { status: 'verified' });
      const late = await checkout(expired);
      expect([late.statusCode, late.json().error]).toEqual([
        409,
        'The tobacco licence TL-100 of this address was valid until 2026-11-21. Please enter the renewed licence in your addresses.',
      ]);

      const good = await customer({ ...shopAddress, licence_type: 'retail', licence_issuer: 'Kauno m. sav.', licence_valid_until: '2026-11-22' });
      await review(good.user.id, good.address.id, { status: 'verified' });
      const placed = await checkout(good);
      expect(placed.statusCode).toBe(201);
      const snapshot = await t.db.selectFrom('orders').select('shipping_address').where('id', '=', placed.json().order.id).executeTakeFirstOrThrow();
      expect(JSON.parse(snapshot.shipping_address)).toMatchObject({
        tobacco_license: 'TL-100',
        licence_type: 'retail',
        licence_issuer: 'Kauno m. sav.',
        licence_valid_until: '2026-11-22',
        licence_status: 'verified',
      });
    } finally {
      await requireVerified(false);
    }
  });

  it('when the shop does not require verified licences, then an expired licence is answered as expired (the checkout warns of it) and an order to it is still placed', async () => {
    const expired = await customer({ ...shopAddress, licence_valid_until: '2026-11-21' });
    const lastDay = await customer({ ...shopAddress, licence_valid_until: '2026-11-22' });
    const listed = async (who: Awaited<ReturnType<typeof customer>>) => (await call(who.token, 'GET', '/api/users/addresses')).json().addresses[0];
    expect(await listed(expired)).toMatchObject({ licence_valid_until: '2026-11-21', licence_expired: true, licence_status: 'unverified' });
    expect(await listed(lastDay)).toMatchObject({ licence_valid_until: '2026-11-22', licence_expired: false });
    const placed = await checkout(expired);
    expect(placed.statusCode).toBe(201);
  });

  it('when the finding is malformed, not an administrator’s, or about an address the customer does not have, then it is refused and nothing changes', async () => {
    const who = await customer();
    const other = await customer();
    expect((await review(who.user.id, who.address.id, { status: 'maybe' })).statusCode).toBe(400);
    expect((await review(who.user.id, who.address.id, { status: 'verified', extra: 1 })).statusCode).toBe(400);
    expect((await review(who.user.id, other.address.id, { status: 'verified' })).statusCode).toBe(404);
    expect(
      (await call(who.token, 'PATCH', `/api/users/admin/${who.user.id}/addresses/${who.address.id}/licence`, { status: 'verified', version: 1 }))
        .statusCode,
    ).toBe(403);
    const badDate = await call(who.token, 'POST', '/api/users/addresses', { ...shopAddress, licence_valid_until: '2026-02-30' });
    expect([badDate.statusCode, badDate.json().details?.licence_valid_until]).toEqual([400, 'Enter a date as YYYY-MM-DD']);
    expect((await call(admin, 'GET', `/api/users/admin/${who.user.id}/addresses`)).json().addresses[0].licence_status).toBe('unverified');
  });

  it('when two administrators verify the same licence at once from the same page, then it is verified once, the other is told it changed (409) and the log holds one finding', async () => {
    const who = await customer();
    const answers = await Promise.all(
      [t.app, await t.peer()].map((instance) =>
        instance.inject({
          method: 'PATCH',
          url: `/api/users/admin/${who.user.id}/addresses/${who.address.id}/licence`,
          headers: bearer(admin),
          payload: { status: 'verified', version: who.address.licence_version },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('STALE_WRITE');
    expect((await call(admin, 'GET', `/api/audit-log?entity=licence&entity_id=${who.address.id}`)).json().entries).toHaveLength(1);
  });
});
