import { z } from 'zod';
import { okAnswer } from './answer.ts';

/**
 * A signed-in device as the devices list shows it (decision 090). `id` is public: derived from the
 * session, never the session itself nor a token. `browser` and `system` are read from the user agent
 * (null when it says nothing recognisable; `user_agent` is the raw text).
 */
const signedInDeviceSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  current: z.boolean(),
});
export const signedInDevicesAnswerSchema = okAnswer({ devices: z.array(signedInDeviceSchema) });
export const deviceEndedAnswerSchema = okAnswer({ message: z.string() });

/**
 * POST /auth/verify-email: `already_verified` when the link's e-mail was verified before (the link
 * opened again, or a resend that crossed it): an answer, not a refusal (decision 090).
 */
export const verifyEmailAnswerSchema = okAnswer({ message: z.string(), already_verified: z.boolean() });

export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;
export type SignedInDevicesAnswer = z.infer<typeof signedInDevicesAnswerSchema>;
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswerSchema>;
