import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { BILLING_ADDRESS, bearer, createUser, login, registrationBody } from '../../test/factories.ts';

// Decision 053: registration, the profile and the administrators' edit validate the billing address alike.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REGISTER_MAX: '1000', RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
  t.app.inject({ method, url, payload, ...(token ? { headers: bearer(token) } : {}) });
const stored = (email: string) =>
  t.db
    .selectFrom('users')
    .select(['billing_address', 'billing_city', 'billing_postal_code', 'billing_country'])
    .where('email', '=', email)
    .executeTakeFirst();

describe('registration asks for the billing address', () => {
  it('when a business registers without an address, then 400 names the street, city and postal code with the catalogue texts and nothing is stored', async () => {
    const body = registrationBody({ billing_address: undefined, billing_city: '  ', billing_postal_code: undefined, billing_country: undefined });
    const response = await send('POST', '/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({
      billing_address: 'Street address is required',
      billing_city: 'City is required',
      billing_postal_code: 'Postal code is required',
    });
    expect(response.json().detail_reasons).toMatchObject({ billing_postal_code: 'postalCodeRequired' });
    expect(await stored(body.email)).toBeUndefined();
  });

  it.each(['XX', 'Other', 'Atlantis', ''])('when the country is %j, then 400 with the country text and nothing is stored', async (country) => {
    const body = registrationBody({ billing_country: country });
    const response = await send('POST', '/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.billing_country).toBe(
      country ? 'Choose a country from the list (an ISO 3166-1 alpha-2 code such as LT)' : 'Please choose a country',
    );
    expect(await stored(body.email)).toBeUndefined();
  });

  it.each([
    ['no country', undefined, 'LT'],
    ['a lower-case code', 'lv', 'LV'],
    ['a name, as older clients send it', 'Lietuva', 'LT'],
  ])('when a business registers with the address and %s, then the address is stored with the country as its code', async (_case, country, code) => {
    const body = registrationBody({ billing_country: country });
    expect((await send('POST', '/api/auth/register', body)).statusCode).toBe(201);
    expect(await stored(body.email)).toEqual({ ...BILLING_ADDRESS, billing_country: code });
  });
});

describe('the profile keeps it complete', () => {
  it('when a customer registered before the address was asked saves the profile without one, then 400; with one, it is stored', async () => {
    const user = await createUser(t.db, { billingAddress: false });
    const { token } = await login(t.app, user.email);
    const profile = { company_name: 'Baltic Smoke UAB', contact_person: 'Petras Petraitis' };
    const refused = await send('PUT', '/api/auth/profile', profile, token);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details).sort()).toEqual(['billing_address', 'billing_city', 'billing_postal_code']);
    const badCountry = await send('PUT', '/api/auth/profile', { ...profile, ...BILLING_ADDRESS, billing_country: 'ZZ' }, token);
    expect([badCountry.statusCode, badCountry.json().detail_reasons]).toEqual([400, { billing_country: 'countryInvalid' }]);
    const saved = await send('PUT', '/api/auth/profile', { ...profile, ...BILLING_ADDRESS, billing_country: 'ee' }, token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ ...BILLING_ADDRESS, billing_country: 'EE' });
  });
});

describe("the administrators' edit validates the same way", () => {
  it('when an administrator empties a part or sends an unknown country, then 400 with the texts; a partial edit of other fields passes', async () => {
    const customer = await createUser(t.db, { billingAddress: false });
    const url = `/api/users/admin/${customer.id}`;
    const emptied = await send('PUT', url, { billing_address: ' ', billing_postal_code: null, billing_country: 'XX' }, admin);
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().details).toEqual({
      billing_address: 'Street address is required',
      billing_postal_code: 'Postal code is required',
      billing_country: 'Choose a country from the list (an ISO 3166-1 alpha-2 code such as LT)',
    });
    expect((await send('PUT', url, { user_type: 'BAR' }, admin)).statusCode).toBe(200);
    const filled = await send('PUT', url, { ...BILLING_ADDRESS, billing_country: 'Germany' }, admin);
    expect(filled.statusCode).toBe(200);
    expect(filled.json().user).toMatchObject({ ...BILLING_ADDRESS, billing_country: 'DE', user_type: 'BAR' });
  });
});

describe('shipping addresses store the country as its code', () => {
  it('when an address is saved with a country name from the form or a code, then its code is stored; "Other" alone is refused', async () => {
    const { token } = await login(t.app, (await createUser(t.db)).email);
    const address = { address_name: 'Sandėlis', street_address: 'Pramonės g. 4', city: 'Alytus', tobacco_license: 'TL-31' };
    const latvia = await send('POST', '/api/users/addresses', { ...address, country: 'Latvia' }, token);
    const coded = await send('POST', '/api/users/addresses', { ...address, country: 'fi' }, token);
    const unspecified = await send('POST', '/api/users/addresses', { ...address }, token);
    const other = await send('POST', '/api/users/addresses', { ...address, country: 'Other' }, token);
    expect([latvia.json().address.country, coded.json().address.country, unspecified.json().address.country]).toEqual(['LV', 'FI', 'LT']);
    expect([other.statusCode, other.json().detail_reasons]).toEqual([400, { country: 'countryInvalid' }]);
  });
});
