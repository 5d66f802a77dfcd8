import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { bearer } from './factories.ts';

/**
 * The shop's clock as tests move it (give `now` to createTestApp), and the authenticator app's codes
 * by it: each sign-in with an app code needs a 30-second step of its own.
 */
export function authenticatorClock(start = Date.now()) {
  let ms = start;
  return {
    now: () => new Date(ms),
    /** The app's code for the secret, `stepsAhead` steps after the shop's clock. */
    code: (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(ms / 1000) + stepsAhead * 30 }),
    /** The clock a step (30 s) on: the next code is new. */
    next: () => {
      ms += 30_000;
    },
  };
}

type AuthenticatorClock = ReturnType<typeof authenticatorClock>;

/** Two-factor sign-in switched on for the signed-in account: its secret and its ten recovery codes. The clock is a step on afterwards. */
export async function turnOnTwoFactor(app: FastifyInstance, token: string, clock: AuthenticatorClock): Promise<{ secret: string; codes: string[] }> {
  const setup = await app.inject({ method: 'POST', url: '/api/auth/mfa/setup', headers: bearer(token) });
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().secret as string;
  const enabled = await app.inject({
    method: 'POST',
    url: '/api/auth/mfa/enable',
    headers: bearer(token),
    payload: { code: await clock.code(secret) },
  });
  expect(enabled.statusCode).toBe(200);
  clock.next();
  return { secret, codes: enabled.json().recovery_codes as string[] };
}
