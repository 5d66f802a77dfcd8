import { fieldError } from '../../http/app-error.ts';
import { passwordPolicyRefusal } from '../../lib/password-policy/password-policy.ts';

/**
 * A new password (register, reset, change) must pass the policy of decision 018: 400
 * VALIDATION_ERROR with the text under `field` (`newPassword` on change-password), as the schemas'
 * own validation errors are answered.
 */
export function assertPasswordAllowed(password: string, email: string, field: 'password' | 'newPassword'): void {
  const refusal = passwordPolicyRefusal(password, email);
  if (!refusal) return;
  throw fieldError(refusal, field, refusal);
}
