import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { BILLING_ADDRESS, bearer, createUser, login, PASSWORD, registrationBody, uniqueEmail } from '../../test/factories.ts';
import { tokenFromMail } from '../../test/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REGISTER_MAX: '1000', RATE_LIMIT_EMAIL_MAX: '1000', RATE_LIMIT_LOGIN_MAX: '1000' });
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to.includes(email));

describe('registration', () => {
  it('when a business registers, then it gets the confirmation text and a verification e-mail with a single link', async () => {
    const body = registrationBody();
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: expect.stringContaining('verify your account') });
    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Verify your e-mail address');
    expect(mails[0]?.text).toContain('http://shop.test/verify-email?token=');
    const row = await t.db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirstOrThrow();
    expect(row.approval_status).toBe('pending');
    expect(row.email_verified_at).toBeNull();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('when the form was filled in Lithuanian, then the verification e-mail is in Lithuanian', async () => {
    const body = registrationBody({ language: 'lt' });
    await post('/api/auth/register', body);
    const [mail] = await mailsTo(body.email);
    expect(mail?.subject).toBe('Patvirtinkite savo el. pašto adresą');
  });

  it("when the form names no language, then the mail follows the reader: the chosen language cookie, else the browser's Accept-Language", async () => {
    const byCookie = registrationBody();
    await post('/api/auth/register', byCookie, { cookie: `${LANGUAGE_COOKIE}=lt`, 'accept-language': 'en-GB,en;q=0.9' });
    expect((await mailsTo(byCookie.email))[0]?.subject).toBe('Patvirtinkite savo el. pašto adresą');
    const byBrowser = registrationBody();
    await post('/api/auth/register', byBrowser, { 'accept-language': 'de-DE,lt;q=0.8,en;q=0.5' });
    expect((await mailsTo(byBrowser.email))[0]?.subject).toBe('Patvirtinkite savo el. pašto adresą');
    const chosenEnglish = registrationBody();
    await post('/api/auth/register', chosenEnglish, { cookie: `${LANGUAGE_COOKIE}=en`, 'accept-language': 'lt-LT,lt;q=0.9' });
    expect((await mailsTo(chosenEnglish.email))[0]?.subject).toBe('Verify your e-mail address');
  });

  it('when required fields are missing, then each field gets its own refusal text', async () => {
    const response = await post('/api/auth/register', { js_enabled: true, form_elapsed_seconds: 10 });
    expect(response.statusCode).toBe(400);
    const { code, details } = response.json();
    expect(code).toBe('VALIDATION_ERROR');
    expect(details).toMatchObject({
      company_name: 'Company name is required',
      company_reg_number: 'Company registration number is required',
      contact_person: 'Contact person is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('when the e-mail is malformed or the password short, then each gets its own refusal text', async () => {
    const response = await post('/api/auth/register', registrationBody({ email: 'not an email', password: '12345' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toMatchObject({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it.each([
    ['without JavaScript', { js_enabled: false }],
    ['faster than three seconds', { form_elapsed_seconds: 1 }],
    ['without the timing fields', { js_enabled: undefined, form_elapsed_seconds: undefined }],
  ])('when a bot registers %s, then it is refused with a generic 400 and nothing is stored', async (_case, overrides) => {
    const body = registrationBody(overrides);
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Registration could not be completed. Please try again.');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst()).toBeUndefined();
  });

  it('when a known e-mail registers again, then the answer is the same and the owner is told by e-mail', async () => {
    const existing = await createUser(t.db);
    const response = await post('/api/auth/register', registrationBody({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toContain('verify your account');
    const mails = await mailsTo(existing.email);
    expect(mails.map((m) => m.subject)).toEqual(['Registration attempt with your e-mail address']);
    const { n } = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', existing.email)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1);
  });
});

describe('e-mail verification', () => {
  it('when the link is opened twice, then the e-mail is verified once and the second opening says it already is (decision 090)', async () => {
    const body = registrationBody();
    await post('/api/auth/register', body);
    const token = tokenFromMail((await mailsTo(body.email))[0]!, '/verify-email');
    const first = await post('/api/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ already_verified: false, message: expect.stringContaining('Email verified successfully') });
    const verifiedAt = (await t.db.selectFrom('users').select('email_verified_at').where('email', '=', body.email).executeTakeFirstOrThrow())
      .email_verified_at;
    const again = await post('/api/auth/verify-email', { token });
    expect([again.statusCode, again.json()]).toEqual([
      200,
      { success: true, already_verified: true, message: 'Your e-mail is already verified. You can log in.' },
    ]);
    // Nothing changed, and the administrators were told once.
    const after = await t.db.selectFrom('users').select('email_verified_at').where('email', '=', body.email).executeTakeFirstOrThrow();
    expect(after.email_verified_at).toBe(verifiedAt);
  });

  it('when a link that was never used expired after the e-mail was verified by a newer one, then it says already verified', async () => {
    const body = registrationBody();
    await post('/api/auth/register', body);
    // Two links alive at once, as when the registration mail and a resend cross (the resend deletes the first: put one back).
    const first = tokenFromMail((await mailsTo(body.email))[0]!, '/verify-email');
    const owner = await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirstOrThrow();
    const saved = await t.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', owner.id).executeTakeFirstOrThrow();
    await post('/api/auth/resend-verification', { email: body.email });
    const second = tokenFromMail((await mailsTo(body.email))[1]!, '/verify-email');
    const { id: _id, ...restored } = saved;
    await t.db
      .insertInto('auth_tokens')
      .values({ ...restored, expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await post('/api/auth/verify-email', { token: second })).json().already_verified).toBe(false);
    expect((await post('/api/auth/verify-email', { token: first })).json()).toMatchObject({ already_verified: true });
  });

  it('when a link nobody issued is opened, then it is still refused as invalid', async () => {
    const again = await post('/api/auth/verify-email', { token: 'made-up-link-text' });
    expect([again.statusCode, again.json().code]).toEqual([400, 'INVALID_TOKEN']);
  });

  it('when the link has expired, then it is refused and the e-mail stays unverified', async () => {
    const body = registrationBody();
    await post('/api/auth/register', body);
    const token = tokenFromMail((await mailsTo(body.email))[0]!, '/verify-email');
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'verify_email')
      .execute();
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
    const row = await t.db.selectFrom('users').select('email_verified_at').where('email', '=', body.email).executeTakeFirstOrThrow();
    expect(row.email_verified_at).toBeNull();
  });

  it('when verification is resent, then a new link works and the old one does not', async () => {
    const body = registrationBody();
    await post('/api/auth/register', body);
    const oldToken = tokenFromMail((await mailsTo(body.email))[0]!, '/verify-email');
    const resend = await post('/api/auth/resend-verification', { email: body.email });
    expect(resend.statusCode).toBe(200);
    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(2);
    const newToken = tokenFromMail(mails[1]!, '/verify-email');
    expect((await post('/api/auth/verify-email', { token: oldToken })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: newToken })).statusCode).toBe(200);
  });

  it('when verification is resent for an unknown e-mail, then the answer is the same and no mail is sent', async () => {
    const email = uniqueEmail('nobody');
    const response = await post('/api/auth/resend-verification', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('If an account with this email exists');
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('when a customer verifies, then every administrator is told a registration awaits approval', async () => {
    const admin = await createUser(t.db, { admin: true });
    const body = registrationBody({ company_name: 'Vakaro Dūmai MB' });
    await post('/api/auth/register', body);
    await post('/api/auth/verify-email', { token: tokenFromMail((await mailsTo(body.email))[0]!, '/verify-email') });
    const adminMails = await mailsTo(admin.email);
    expect(adminMails.some((m) => m.subject === 'New registration awaiting approval: Vakaro Dūmai MB')).toBe(true);
  });
});

describe('login', () => {
  it('when an approved customer logs in, then it gets a token and its user without secrets', async () => {
    const user = await createUser(t.db);
    const response = await post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.user).toMatchObject({ email: user.email, role: 'customer', is_admin: false, approval_status: 'approved' });
    expect(JSON.stringify(body)).not.toContain('password_hash');
    expect(JSON.stringify(body)).not.toContain('token_version');
  });

  it('when the password is wrong or the e-mail unknown, then both get the same 401', async () => {
    const user = await createUser(t.db);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('ghost'), password: PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('when the e-mail is not verified, then the 403 text speaks of the email', async () => {
    const user = await createUser(t.db, { verified: false, approval: 'pending' });
    const response = await post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(response.json().error).toMatch(/email/);
  });

  it('when the account awaits approval, then the 403 text speaks of approval and not of e-mail', async () => {
    const user = await createUser(t.db, { approval: 'pending' });
    const response = await post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCOUNT_PENDING');
    expect(response.json().error).toMatch(/approval/);
    expect(response.json().error).not.toMatch(/e-?mail/i);
  });

  it('when the account was rejected or deactivated, then login is refused with a 403 saying so', async () => {
    const rejected = await createUser(t.db, { approval: 'rejected' });
    const inactive = await createUser(t.db, { active: false });
    const r1 = await post('/api/auth/login', { email: rejected.email, password: PASSWORD });
    const r2 = await post('/api/auth/login', { email: inactive.email, password: PASSWORD });
    expect([r1.statusCode, r1.json().code]).toEqual([403, 'ACCOUNT_REJECTED']);
    expect([r2.statusCode, r2.json().code]).toEqual([403, 'ACCOUNT_INACTIVE']);
  });

  it('when /me is called without, with a garbage or with a valid token, then 401, 401 and the user', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.email);
    const none = await t.app.inject({ url: '/api/auth/me' });
    const garbage = await t.app.inject({ url: '/api/auth/me', headers: bearer('not.a.jwt') });
    const valid = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect([none.statusCode, none.json().error]).toEqual([401, 'Authentication required']);
    expect([garbage.statusCode, garbage.json().error]).toEqual([401, 'Invalid or expired token']);
    expect(valid.json().user.email).toBe(user.email);
  });
});

describe('profile', () => {
  it('when a customer saves its profile, then the allowed fields change and the protected ones do not', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: {
        email: user.email,
        company_name: 'Naujas Pavadinimas UAB',
        contact_person: 'Ona Onaitė',
        ...BILLING_ADDRESS,
        billing_city: 'Šiauliai',
        language: 'lt',
        is_admin: true,
        role: 'admin',
        approval_status: 'approved',
        user_type: 'BAR',
        payment_terms: 'Net 90 days',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      // An approved customer's new company name waits for an administrator (decision 056).
      company_name: user.company_name,
      pending_company_changes: { company_name: 'Naujas Pavadinimas UAB' },
      billing_city: 'Šiauliai',
      language: 'lt',
      is_admin: false,
      role: 'customer',
      user_type: null,
      payment_terms: null,
    });
  });

  it('when a customer tries to change its e-mail, then it is refused', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { email: uniqueEmail('new'), company_name: 'X', contact_person: 'Y', ...BILLING_ADDRESS },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Email cannot be changed');
  });

  it('when the company name is blank, then it is refused with the company name text', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { company_name: ' ', contact_person: 'Y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.company_name).toBe('Company name is required');
  });
});

describe('passwords', () => {
  it('when the password is changed, then old tokens stop working and the new token and password work', async () => {
    const user = await createUser(t.db);
    const { token: oldToken } = await login(t.app, user.email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(oldToken),
      payload: { currentPassword: 'nope-nope', newPassword: 'brand-new-1' },
    });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, 'Current password is incorrect']);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(oldToken),
      payload: { currentPassword: PASSWORD, newPassword: 'brand-new-1' },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await t.app.inject({ url: '/api/auth/me', headers: bearer(oldToken) });
    expect([stale.statusCode, stale.json().error]).toEqual([401, 'Session expired. Please log in again.']);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(changed.json().token) })).statusCode).toBe(200);
    await login(t.app, user.email, 'brand-new-1');
  });

  it('when a reset is requested, then the link works once, revokes old sessions and sets the new password', async () => {
    const user = await createUser(t.db, { language: 'lt' });
    const { token: session } = await login(t.app, user.email);
    const forgot = await post('/api/auth/forgot-password', { email: user.email });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Slaptažodžio atkūrimas');
    const token = tokenFromMail(mail!, '/reset-password');
    expect((await t.app.inject({ url: `/api/auth/reset-password/${token}` })).json()).toEqual({ success: true, valid: true });
    const reset = await post('/api/auth/reset-password', { token, password: 'after-reset-1' });
    expect(reset.statusCode).toBe(200);
    const reuse = await post('/api/auth/reset-password', { token, password: 'again-again' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('The reset link is invalid or has expired. Please request a new password reset link.');
    expect((await t.app.inject({ url: `/api/auth/reset-password/${token}` })).json().valid).toBe(false);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    await login(t.app, user.email, 'after-reset-1');
  });

  it('when a reset link is older than an hour, then it is invalid', async () => {
    const user = await createUser(t.db);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenFromMail((await mailsTo(user.email))[0]!, '/reset-password');
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await t.app.inject({ url: `/api/auth/reset-password/${token}` })).json().valid).toBe(false);
    expect((await post('/api/auth/reset-password', { token, password: 'whatever-1' })).statusCode).toBe(400);
  });

  it('when a reset is requested for an unknown e-mail, then the answer is the same and no mail is sent', async () => {
    const email = uniqueEmail('unknown');
    const response = await post('/api/auth/forgot-password', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('If an account with this email exists');
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('hostile and malformed requests', () => {
  it.each([
    { name: 'malformed JSON', request: { payload: '{"email":', headers: { 'content-type': 'application/json' } }, status: 400 },
    { name: 'a number for the e-mail', request: { payload: { email: 12, password: 'x' } }, status: 400 },
    { name: 'an array body', request: { payload: [1, 2, 3] }, status: 400 },
    { name: 'SQL in the e-mail', request: { payload: { email: "admin'--@example.lt", password: "' OR '1'='1" } }, status: 401 },
    { name: 'SQL with spaces in the e-mail', request: { payload: { email: "' OR 1=1 --@x", password: 'x' } }, status: 400 },
    { name: 'a text body', request: { payload: 'email=a', headers: { 'content-type': 'text/plain' } }, status: 400 },
    { name: 'an XML body', request: { payload: '<login/>', headers: { 'content-type': 'application/xml' } }, status: 415 },
    { name: 'a body over one megabyte', request: { payload: { email: 'a@b.c', password: 'x'.repeat(1_100_000) } }, status: 413 },
  ])('when login gets $name, then it answers $status with the error shape', async ({ request, status }) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...(request as object) });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('when registration gets an unknown language, then it is a 400', async () => {
    const response = await post('/api/auth/register', registrationBody({ language: 'xx' }));
    expect(response.statusCode).toBe(400);
  });

  it('when an unknown API path is called, then a JSON 404 comes back', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('health', () => {
  it('when the database answers, then health says Connected', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, database: 'Connected' });
  });

  it('when a response is served, then security headers and a closed CORS policy come with it', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
