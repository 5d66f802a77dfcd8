import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, staffInviteSchema, staffListAnswerSchema, staffMemberSchema, staffPatchSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentUser } from '../../http/auth.ts';
import { readerLanguageOf } from '../../http/prerendered-pages.ts';
import * as staff from './staff.service.ts';
import { refusals } from '../../http/route-answers.ts';

/**
 * Staff accounts and their roles (decision 092), under /api/staff: the owner's (permission staff.manage).
 * POST /:id/two-factor/reset turns a member's two-factor sign-in off (decision 100).
 */
export async function staffRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/', { preHandler: app.requireAdmin, schema: { response: { 200: staffListAnswerSchema, ...refusals('admin') } } }, async () => ({
    staff: await staff.listStaff(ctx),
  }));

  r.post(
    '/',
    { preHandler: app.requireAdmin, schema: { body: staffInviteSchema, response: { 201: staffMemberSchema, ...refusals('admin', 'input', 409) } } },
    async (request, reply) =>
      // The invitation's mails follow the language given, else the inviting owner's reading language.
      reply.status(201).send(await staff.inviteStaff(acting(ctx, request), currentUser(request), request.body, readerLanguageOf(request))),
  );

  r.patch(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, body: staffPatchSchema, response: { 200: staffMemberSchema, ...refusals('admin', 'input', 404, 409) } },
    },
    async (request) => staff.changeStaff(acting(ctx, request), currentUser(request), request.params.id, request.body),
  );

  r.post(
    '/:id/two-factor/reset',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, response: { 200: staffMemberSchema, ...refusals('admin', 'input', 404, 409) } },
    },
    async (request) => staff.resetStaffTwoFactor(acting(ctx, request), currentUser(request), request.params.id),
  );
}
