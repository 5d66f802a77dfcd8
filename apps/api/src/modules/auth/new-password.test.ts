import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD, registrationBody } from '../../test/factories.ts';
import { tokenFromMail } from '../../test/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REGISTER_MAX: '1000', RATE_LIMIT_EMAIL_MAX: '1000', RATE_LIMIT_LOGIN_MAX: '1000' });
});
afterAll(async () => t.close());

const TOO_COMMON = 'This password is too common. Please choose a less predictable one.';
const CONTAINS_EMAIL = 'The password must not contain your e-mail address.';
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

describe('new passwords', () => {
  it.each(['Password1', 'QWERTY123', 'iloveyou'])(
    'when a business registers with "%s", then 400 names the password field and no account is made',
    async (password) => {
      const body = registrationBody({ password, confirmPassword: password });
      const answer = await post('/api/auth/register', body);
      expect([answer.statusCode, answer.json().code, answer.json().details]).toEqual([400, 'VALIDATION_ERROR', { password: TOO_COMMON }]);
      expect(await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst()).toBeUndefined();
    },
  );

  it("when the password contains the e-mail's name, then registration is refused with that text", async () => {
    const body = registrationBody({ email: 'ramune.kalnaite@example.lt', password: 'Ramune.Kalnaite-77' });
    const answer = await post('/api/auth/register', body);
    expect([answer.statusCode, answer.json().details]).toEqual([400, { password: CONTAINS_EMAIL }]);
  });

  it('when the new password on change-password is too common, then 400 under newPassword and the old password still works', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.email);
    const answer = await post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'password1' }, bearer(token));
    expect([answer.statusCode, answer.json().details]).toEqual([400, { newPassword: TOO_COMMON }]);
    await login(t.app, user.email);
  });

  it('when a reset asks for a common password, then it is refused and the link still works for a good one', async () => {
    const user = await createUser(t.db);
    await post('/api/auth/forgot-password', { email: user.email });
    const mail = (await t.outbox()).find((m) => m.to.includes(user.email))!;
    const token = tokenFromMail(mail, '/reset-password');
    const refused = await post('/api/auth/reset-password', { token, password: '123456' });
    expect([refused.statusCode, refused.json().details]).toEqual([400, { password: TOO_COMMON }]);
    expect((await post('/api/auth/reset-password', { token, password: 'Vysniu-Dumai-77' })).statusCode).toBe(200);
    await login(t.app, user.email, 'Vysniu-Dumai-77');
  });
});
