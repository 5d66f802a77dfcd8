import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { userSchema } from './user.schemas.ts';

/** A code typed on the profile or the login page: an authenticator app's, or a recovery code (decision 094). */
const oneTimeCodeField = z.string({ error: 'codeRequired' }).trim().min(1, 'codeRequired').max(32, 'tooLong');

/** POST /api/auth/mfa/enable and /disable. */
export const mfaCodeRequestSchema = z.object({ code: oneTimeCodeField }).strict();

/**
 * POST /api/auth/mfa/setup: the new secret (pending until confirmed), the link an authenticator app
 * reads, and that link as a QR code (SVG, drawn on the server). Answered once: never again afterwards.
 */
export const mfaSetupAnswerSchema = okAnswer({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
/** POST /api/auth/mfa/enable: the ten recovery codes, shown once. */
export const mfaEnabledAnswerSchema = okAnswer({ recovery_codes: z.array(z.string()), user: userSchema });
/** POST /api/auth/mfa/disable. */
export const mfaDisabledAnswerSchema = okAnswer({ user: userSchema });
/** POST /api/auth/mfa/recovery-codes: ten new recovery codes, shown once; the earlier ones no longer work. */
export const mfaRecoveryCodesAnswerSchema = okAnswer({ recovery_codes: z.array(z.string()) });

export type MfaSetupAnswer = z.infer<typeof mfaSetupAnswerSchema>;
export type MfaEnabledAnswer = z.infer<typeof mfaEnabledAnswerSchema>;
export type MfaDisabledAnswer = z.infer<typeof mfaDisabledAnswerSchema>;
export type MfaRecoveryCodesAnswer = z.infer<typeof mfaRecoveryCodesAnswerSchema>;
