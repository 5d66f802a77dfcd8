import { describe, expect, it } from 'vitest';
import { licenceActions } from './licence-actions.ts';

describe('the findings offered for a licence', () => {
  it('when the licence waits for its check, then both Verify and Reject are offered', () => {
    expect(licenceActions('unverified')).toEqual({ verify: true, reject: true });
  });

  it('when the licence has just been verified, then Verify is no longer offered, Reject still is', () => {
    expect(licenceActions('verified')).toEqual({ verify: false, reject: true });
  });

  it('when the licence was rejected, then Reject is no longer offered, Verify is', () => {
    expect(licenceActions('rejected')).toEqual({ verify: true, reject: false });
  });
});
