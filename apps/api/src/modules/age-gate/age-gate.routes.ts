import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ageGateAnswerSchema, ageGateResetAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { ageGateVersion, resetAgeGate } from './age-gate.service.ts';
import { refusals } from '../../http/route-answers.ts';

const versionAnswer = { response: { 200: ageGateResetAnswerSchema } };
const gateAnswer = { response: { 200: ageGateAnswerSchema } };

/**
 * The age and business gate (decision 012): browsers remember the version they confirmed; an
 * administrator's reset raises it, so every visitor is asked again.
 */
export async function ageGateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // geolocation_url: the optional IP-geolocation service (GEOLOCATION_URL) that may refine the gate's language.
  r.get('/', { schema: { response: { ...gateAnswer.response, ...refusals('visitor') } } }, async () => ({
    success: true as const,
    version: await ageGateVersion(ctx),
    geolocation_url: ctx.config.geolocationUrl ?? null,
  }));
  r.post(
    '/admin/reset',
    { preHandler: app.requireAdmin, schema: { response: { ...versionAnswer.response, ...refusals('admin', 409) } } },
    async (request) => ({
      success: true as const,
      version: await resetAgeGate(acting(ctx, request)),
    }),
  );
}
