import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserAnswerSchema,
  adminUserListFilterSchema,
  adminUsersAnswerSchema,
  adminUserUpdateSchema,
  companyChangesAnswerSchema,
  companyChangesDecisionSchema,
  idParamSchema,
  rejectUserRequestSchema,
  userApprovedAnswerSchema,
  userDeletedAnswerSchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { adminOnly, currentUser } from '../../http/auth.ts';
import * as users from './users.service.ts';
import { COMPANY_CHANGE_MESSAGES, customersWithHeldChanges, decideCompanyChanges } from './company-changes.ts';
import { refusals } from '../../http/route-answers.ts';

/** The administrators' calls on users, under /api/users/admin; every change is recorded in the audit log under the administrator. */
export async function usersAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);
  const userAnswer = { response: { 200: adminUserAnswerSchema } };

  r.get(
    '/all',
    { schema: { querystring: adminUserListFilterSchema, response: { 200: adminUsersAnswerSchema, ...refusals('admin', 'input') } } },
    async (request) => ({
      success: true as const,
      ...(await users.list(ctx, request.query)),
    }),
  );

  // Decision 056: held changes of company details, confirmed or rejected on the account version the page showed.
  r.get('/company-changes', { schema: { response: { 200: companyChangesAnswerSchema, ...refusals('admin') } } }, async () => ({
    success: true as const,
    users: await customersWithHeldChanges(ctx),
  }));

  for (const decision of ['confirm', 'reject'] as const) {
    r.patch(
      `/:id/company-changes/${decision}`,
      {
        schema: {
          params: idParamSchema,
          body: companyChangesDecisionSchema,
          response: { ...userAnswer.response, ...refusals('admin', 'input', 404, 409) },
        },
      },
      async (request) => ({
        success: true as const,
        user: await decideCompanyChanges(acting(ctx, request), request.params.id, decision, request.body.version),
        message: decision === 'confirm' ? COMPANY_CHANGE_MESSAGES.confirmed : COMPANY_CHANGE_MESSAGES.rejected,
      }),
    );
  }

  r.get('/:id', { schema: { params: idParamSchema, response: { ...userAnswer.response, ...refusals('admin', 'input', 404) } } }, async (request) => ({
    success: true as const,
    user: await users.get(ctx, request.params.id),
  }));

  r.put(
    '/:id',
    { schema: { params: idParamSchema, body: adminUserUpdateSchema, response: { ...userAnswer.response, ...refusals('admin', 'input', 404, 409) } } },
    async (request) => ({
      success: true as const,
      user: await users.update(acting(ctx, request), currentUser(request), request.params.id, request.body),
    }),
  );

  r.patch(
    '/:id/approve',
    { schema: { params: idParamSchema, response: { 200: userApprovedAnswerSchema, ...refusals('admin', 'input', 404, 409) } } },
    async (request) => {
      const { user, emailVerifiedNow } = await users.approve(acting(ctx, request), request.params.id);
      return {
        success: true as const,
        user,
        email_verified_now: emailVerifiedNow,
        message: emailVerifiedNow ? users.USER_MESSAGES.verifiedAndApproved : users.USER_MESSAGES.approved,
      };
    },
  );

  r.patch(
    '/:id/reject',
    {
      schema: {
        params: idParamSchema,
        body: rejectUserRequestSchema.optional().default({ reason: '' }),
        response: { ...userAnswer.response, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      user: await users.reject(acting(ctx, request), request.params.id, request.body.reason),
      message: users.USER_MESSAGES.rejected,
    }),
  );

  r.patch(
    '/:id/verify-email',
    { schema: { params: idParamSchema, response: { ...userAnswer.response, ...refusals('admin', 'input', 404, 409) } } },
    async (request) => ({
      success: true as const,
      user: await users.verifyEmail(acting(ctx, request), request.params.id),
    }),
  );

  r.delete(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: userDeletedAnswerSchema, ...refusals('admin', 'input', 404, 409) } } },
    async (request) => ({
      success: true as const,
      ...(await users.remove(acting(ctx, request), request.params.id)),
    }),
  );
}
