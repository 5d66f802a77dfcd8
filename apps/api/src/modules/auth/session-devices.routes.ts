import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceEndedAnswerSchema, signedInDevicesAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { currentSession, currentUser } from '../../http/auth.ts';
import { endDevice, listDevices } from './session-devices.ts';
import { refusals } from '../../http/route-answers.ts';

/** The signed-in person's devices (decision 090): `GET /api/auth/sessions`, `DELETE /api/auth/sessions/:id`. */
export async function sessionDevicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/', { preHandler: app.requireUser, schema: { response: { 200: signedInDevicesAnswerSchema, ...refusals('user') } } }, async (request) => ({
    success: true as const,
    devices: await listDevices(ctx, currentUser(request), currentSession(request)),
  }));

  r.delete(
    '/:id',
    {
      preHandler: app.requireUser,
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: deviceEndedAnswerSchema, ...refusals('user', 'input', 404, 409) },
      },
    },
    async (request) => ({ success: true as const, ...(await endDevice(ctx, currentUser(request), request.params.id)) }),
  );
}
