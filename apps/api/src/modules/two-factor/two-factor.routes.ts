import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mfaCodeRequestSchema,
  mfaDisabledAnswerSchema,
  mfaEnabledAnswerSchema,
  mfaRecoveryCodesAnswerSchema,
  mfaSetupAnswerSchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentUser } from '../../http/auth.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { disable, enable, renewRecoveryCodes, startSetup } from './two-factor.service.ts';
import { refusals } from '../../http/route-answers.ts';

/**
 * Two-factor sign-in of the signed-in account (decision 094), customers' and staff's alike:
 * POST /api/auth/mfa/setup, /enable {code}, /disable {code}, /recovery-codes {code} (ten new ones).
 * A code is guessed no faster than a password.
 */
export async function twoFactorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = ctx.config.rateLimits.login;

  r.post(
    '/setup',
    { preHandler: app.requireUser, schema: { response: { 200: mfaSetupAnswerSchema, ...refusals('user', 409) } } },
    async (request) => ({
      success: true as const,
      ...(await startSetup(ctx, currentUser(request))),
    }),
  );

  r.post(
    '/enable',
    {
      preHandler: app.requireUser,
      config: rateLimit(limit, 'mfa-enable'),
      schema: { body: mfaCodeRequestSchema, response: { 200: mfaEnabledAnswerSchema, ...refusals('user', 'input', 409, 429) } },
    },
    async (request) => ({ success: true as const, ...(await enable(acting(ctx, request), currentUser(request), request.body.code)) }),
  );

  r.post(
    '/disable',
    {
      preHandler: app.requireUser,
      config: rateLimit(limit, 'mfa-disable'),
      schema: { body: mfaCodeRequestSchema, response: { 200: mfaDisabledAnswerSchema, ...refusals('user', 'input', 409, 429) } },
    },
    async (request) => ({ success: true as const, ...(await disable(acting(ctx, request), currentUser(request), request.body.code)) }),
  );

  r.post(
    '/recovery-codes',
    {
      preHandler: app.requireUser,
      config: rateLimit(limit, 'mfa-recovery-codes'),
      schema: { body: mfaCodeRequestSchema, response: { 200: mfaRecoveryCodesAnswerSchema, ...refusals('user', 'input', 409, 429) } },
    },
    async (request) => ({ success: true as const, ...(await renewRecoveryCodes(acting(ctx, request), currentUser(request), request.body.code)) }),
  );
}
