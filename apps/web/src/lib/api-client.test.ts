import { describe, expect, it } from 'vitest';
import { classifyForbidden, shouldLogoutOn401 } from './api-client.ts';

const jwtExpiringIn = (ms: number) => `x.${btoa(JSON.stringify({ exp: Math.floor((Date.now() + ms) / 1000) }))}.y`;

describe('401 rules of spec section 8', () => {
  it('when the login call itself fails, then the user is not logged out', () => {
    expect(shouldLogoutOn401('Session expired', '/auth/login', 'tok')).toBe(false);
  });

  it.each(['Admin access required', 'Insufficient permission', 'Access denied', 'Not authorized for this role'])(
    'when the message is "%s", then the session is kept',
    (message) => {
      expect(shouldLogoutOn401(message, '/users/admin/all', jwtExpiringIn(3_600_000 * 5))).toBe(false);
    },
  );

  it.each(['Invalid or expired token', 'Session expired. Please log in again.', 'Authentication required'])(
    'when the message is "%s", then the user is logged out',
    (message) => {
      expect(shouldLogoutOn401(message, '/auth/me', jwtExpiringIn(3_600_000 * 5))).toBe(true);
    },
  );

  it('when an ambiguous 401 comes with an expired or undecodable token, then logout; with a live token, not', () => {
    expect(shouldLogoutOn401('Request failed', '/orders', jwtExpiringIn(-1000))).toBe(true);
    expect(shouldLogoutOn401('Request failed', '/orders', 'garbage')).toBe(true);
    expect(shouldLogoutOn401('Request failed', '/orders', jwtExpiringIn(3_600_000 * 5))).toBe(false);
  });
});

describe('403 texts', () => {
  it('when the server speaks of email, approval or Admin, then the client records which', () => {
    expect(classifyForbidden('Please verify your email address before logging in.')).toBe('email_verification_required');
    expect(classifyForbidden('Your account is awaiting approval by an administrator.')).toBe('account_pending_approval');
    expect(classifyForbidden('Admin access required')).toBe('admin_access_required');
    expect(classifyForbidden('Your account has been deactivated.')).toBe('other');
  });
});
