// The front door of the two-factor module: all that other modules may use of it (decision 105).
export { deleteTwoFactor } from './two-factor.repository.ts';
export { auditRecoveryCodeUsed, type SecondFactor, secondFactorOf, withTwoFactorState } from './two-factor.service.ts';
