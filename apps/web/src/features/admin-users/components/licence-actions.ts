import type { LicenceStatus } from '@shop/domain';

/**
 * Which findings an administrator is offered for a licence: the one it already has is not offered
 * again (a verified licence shows its state, not "Verify licence"), the other one is, to
 * change one's mind. A customer's change makes it unverified again, and both come back.
 */
export function licenceActions(status: LicenceStatus): { verify: boolean; reject: boolean } {
  return { verify: status !== 'verified', reject: status !== 'rejected' };
}
