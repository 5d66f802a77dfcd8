import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  emailRequestSchema,
  loginAnswerSchema,
  loginRequestSchema,
  meAnswerSchema,
  messageAnswerSchema,
  passwordChangedAnswerSchema,
  profileUpdatedAnswerSchema,
  profileUpdateSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetTokenAnswerSchema,
  tokenRequestSchema,
  verifyEmailAnswerSchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentSession, currentUser } from '../../http/auth.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import * as auth from './auth.service.ts';
import { COMPANY_CHANGE_MESSAGES, withdrawCompanyChanges } from '../users/index.ts';
import { deleteExpiredSessions } from './sessions.repository.ts';
import { keptUserAgent } from './session-devices.ts';
import { readerLanguageOf } from '../../http/prerendered-pages.ts';
import { refusals } from '../../http/route-answers.ts';

const SESSION_SWEEP_MS = 6 * 60 * 60 * 1000;

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = ctx.config.rateLimits;

  // Ended sessions are cleared soon after start and every 6 hours, once for all instances (a user's
  // own at each login, too); start-up does not wait for it (a database still starting must not hold it up).
  ctx.jobs.every('clear-ended-sessions', SESSION_SWEEP_MS, async () => void (await deleteExpiredSessions(ctx.db)));

  r.post(
    '/register',
    {
      config: rateLimit(limits.register, 'register'),
      schema: { body: registerRequestSchema, response: { 201: messageAnswerSchema, ...refusals('visitor', 'input', 409, 429) } },
    },
    async (request, reply) => {
      // The language the reader reads the shop in, by the one rule (decision 087): its mails follow it.
      const result = await auth.register(ctx, request.body, readerLanguageOf(request));
      return reply.status(201).send({ success: true, ...result });
    },
  );

  r.post(
    '/verify-email',
    { schema: { body: tokenRequestSchema, response: { 200: verifyEmailAnswerSchema, ...refusals('visitor', 'input', 409) } } },
    async (request) => ({
      success: true as const,
      ...(await auth.verifyEmail(ctx, request.body.token)),
    }),
  );

  r.post(
    '/resend-verification',
    {
      config: rateLimit(limits.email, 'resend-verification'),
      schema: { body: emailRequestSchema, response: { 200: messageAnswerSchema, ...refusals('visitor', 'input', 409, 429) } },
    },
    async (request) => ({ success: true as const, ...auth.resendVerification(ctx, request.body.email) }),
  );

  r.post(
    '/login',
    { schema: { body: loginRequestSchema, response: { 200: loginAnswerSchema, ...refusals('visitor', 'input', 401, 403, 409, 429) } } },
    async (request) => ({
      success: true as const,
      ...(await auth.login(ctx, { ...request.body, ip: request.ip, userAgent: keptUserAgent(request.headers['user-agent']) })),
    }),
  );

  r.post(
    '/logout',
    { preHandler: app.requireUser, schema: { response: { 200: messageAnswerSchema, ...refusals('user', 409) } } },
    async (request) => ({
      success: true as const,
      ...(await auth.logout(ctx, currentUser(request), currentSession(request))),
    }),
  );

  r.post(
    '/logout-everywhere',
    { preHandler: app.requireUser, schema: { response: { 200: messageAnswerSchema, ...refusals('user', 409) } } },
    async (request) => ({
      success: true as const,
      ...(await auth.logoutEverywhere(ctx, currentUser(request))),
    }),
  );

  r.get('/me', { preHandler: app.requireUser, schema: { response: { 200: meAnswerSchema, ...refusals('user') } } }, async (request) => ({
    success: true as const,
    user: currentUser(request),
  }));

  r.put(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: { body: profileUpdateSchema, response: { 200: profileUpdatedAnswerSchema, ...refusals('user', 'input', 409) } },
    },
    async (request) => {
      const user = await auth.updateProfile(ctx, currentUser(request), request.body);
      // A held change of company details is said in the answer (decision 056).
      return {
        success: true as const,
        user,
        message: user.pending_company_changes ? COMPANY_CHANGE_MESSAGES.held : auth.AUTH_MESSAGES.profileUpdated,
      };
    },
  );

  r.delete(
    '/profile/company-changes',
    { preHandler: app.requireUser, schema: { response: { 200: profileUpdatedAnswerSchema, ...refusals('user', 409) } } },
    async (request) => ({
      success: true as const,
      user: await withdrawCompanyChanges(ctx, currentUser(request)),
      message: COMPANY_CHANGE_MESSAGES.withdrawn,
    }),
  );

  r.post(
    '/change-password',
    {
      preHandler: app.requireUser,
      config: rateLimit(limits.login, 'change-password'),
      schema: { body: changePasswordRequestSchema, response: { 200: passwordChangedAnswerSchema, ...refusals('user', 'input', 409, 429) } },
    },
    async (request) => ({
      success: true as const,
      ...(await auth.changePassword(acting(ctx, request), currentUser(request), currentSession(request), { ...request.body, ip: request.ip })),
      message: auth.AUTH_MESSAGES.passwordChanged,
    }),
  );

  r.post(
    '/forgot-password',
    {
      config: rateLimit(limits.email, 'forgot-password'),
      schema: { body: emailRequestSchema, response: { 200: messageAnswerSchema, ...refusals('visitor', 'input', 409, 429) } },
    },
    async (request) => ({ success: true as const, ...auth.forgotPassword(ctx, request.body.email) }),
  );

  r.get(
    '/reset-password/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(500) }),
        response: { 200: resetTokenAnswerSchema, ...refusals('visitor', 'input', 404) },
      },
    },
    async (request) => ({
      success: true as const,
      valid: await auth.isResetTokenValid(ctx, request.params.token),
    }),
  );

  r.post(
    '/reset-password',
    {
      config: rateLimit(limits.login, 'reset-password'),
      schema: { body: resetPasswordRequestSchema, response: { 200: messageAnswerSchema, ...refusals('visitor', 'input', 409, 429) } },
    },
    async (request) => ({
      success: true as const,
      ...(await auth.resetPassword(ctx, { ...request.body, ip: request.ip })),
    }),
  );
}
