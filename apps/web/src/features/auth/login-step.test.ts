import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { codeStepAfter, loginWithCode } from './login-step.ts';

const refusal = (status: number, reason: string) => new ApiError(status, 'refused', 'INVALID_CREDENTIALS', undefined, { reason });

describe('the login code step', () => {
  it('when the API asks for a second factor, then the page asks for the code', () => {
    expect(codeStepAfter(refusal(401, 'mfaRequired'))).toBe('ask');
  });

  it('when the code sent was wrong or used, then the page stays on the code step and says so', () => {
    expect(codeStepAfter(refusal(401, 'mfaCodeInvalid'))).toBe('wrong');
  });

  it('when the password is wrong, the account waits, the attempts ran out or the network failed, then there is no code step', () => {
    expect(codeStepAfter(refusal(401, 'invalidCredentials'))).toBeNull();
    expect(codeStepAfter(new ApiError(403, 'pending', 'ACCOUNT_PENDING', undefined, { reason: 'accountPending' }))).toBeNull();
    expect(codeStepAfter(new ApiError(429, 'wait', 'RATE_LIMITED', undefined, { reason: 'tooManyAttempts' }))).toBeNull();
    expect(codeStepAfter(new ApiError(0, 'offline', 'NETWORK_ERROR'))).toBeNull();
    expect(codeStepAfter(new Error('mfaRequired'))).toBeNull();
  });

  it('when the code is sent, then it goes with the e-mail and password of the first step, nothing retyped', () => {
    expect(loginWithCode({ email: 'buyer@example.lt', password: 'Kaljanas-2026' }, ' 123456 ')).toEqual({
      email: 'buyer@example.lt',
      password: 'Kaljanas-2026',
      otp: '123456',
    });
    expect(loginWithCode({ email: 'buyer@example.lt', password: 'x' }, 'K7M2Q-XW9RD').otp).toBe('K7M2Q-XW9RD');
  });
});
