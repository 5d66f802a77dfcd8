import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
});
afterAll(async () => t.close());

const address = (overrides: Record<string, unknown> = {}) => ({
  address_name: 'Warehouse',
  street_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  postal_code: 'LT-01103',
  country: 'Lithuania',
  tobacco_license: 'TL-12345',
  ...overrides,
});
async function customer() {
  const user = await createUser(t.db);
  return (await login(t.app, user.email)).token;
}
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('shipping addresses', () => {
  it('when the first address is added, then it is the default and the answer says it was added', async () => {
    const token = await customer();
    const response = await call(token, 'POST', '/api/users/addresses', address());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Address added successfully!',
      // Sent as the country's English name, kept as its ISO code (decision 053).
      address: { is_default: true, country: 'LT', tobacco_license: 'TL-12345' },
    });
  });

  it('when a second address is made the default, then the first one no longer is; deleting the default promotes the oldest', async () => {
    const token = await customer();
    const first = (await call(token, 'POST', '/api/users/addresses', address())).json().address;
    const second = (await call(token, 'POST', '/api/users/addresses', address({ address_name: 'Bar', is_default: true }))).json().address;
    let list = (await call(token, 'GET', '/api/users/addresses')).json().addresses;
    expect(list.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await call(token, 'DELETE', `/api/users/addresses/${second.id}`);
    list = (await call(token, 'GET', '/api/users/addresses')).json().addresses;
    expect(list).toMatchObject([{ id: first.id, is_default: true }]);
  });

  it('when required fields are missing or the country unknown, then each gets its text', async () => {
    const token = await customer();
    const response = await call(token, 'POST', '/api/users/addresses', { country: 'Mars' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toMatchObject({
      address_name: 'Address name is required',
      street_address: 'Street address is required',
      city: 'City is required',
      country: 'Choose a country from the list (an ISO 3166-1 alpha-2 code such as LT)',
      tobacco_license: 'Tobacco licence number is required',
    });
  });

  it("when a customer edits or deletes another customer's address, then 404 and it stays", async () => {
    const owner = await customer();
    const intruder = await customer();
    const own = (await call(owner, 'POST', '/api/users/addresses', address())).json().address;
    expect((await call(intruder, 'PUT', `/api/users/addresses/${own.id}`, address({ city: 'Kaunas' }))).statusCode).toBe(404);
    expect((await call(intruder, 'DELETE', `/api/users/addresses/${own.id}`)).statusCode).toBe(404);
    expect((await call(intruder, 'GET', '/api/users/addresses')).json().addresses).toEqual([]);
    expect((await call(owner, 'GET', '/api/users/addresses')).json().addresses[0].city).toBe('Vilnius');
  });
});
