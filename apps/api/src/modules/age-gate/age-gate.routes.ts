import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ageGateAnswerSchema, ageGateResetAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { lockSetting, readSetting, writeSetting } from '../settings/settings.repository.ts';

const KEY = 'age_gate_version';
const versionAnswer = { response: { 200: ageGateResetAnswerSchema } };
const gateAnswer = { response: { 200: ageGateAnswerSchema } };

/**
 * The age and business gate (DESIGN.md): browsers remember the version they confirmed; an
 * administrator's reset raises it, so every visitor is asked again.
 */
export async function ageGateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // geolocation_url: the optional IP-geolocation service (GEOLOCATION_URL) that may refine the gate's language.
  r.get('/', { schema: gateAnswer }, async () => ({
    success: true as const,
    version: await readSetting(ctx.db, KEY, 1),
    geolocation_url: ctx.config.geolocationUrl ?? null,
  }));
  r.post('/admin/reset', { preHandler: app.requireAdmin, schema: versionAnswer }, async () => {
    // Two administrators resetting at once raise the version twice, never lose a reset.
    const version = await inTransaction(ctx, async (trx) => {
      const next = (await lockSetting(trx, ctx.engine, KEY, 1)).value + 1;
      await writeSetting(trx, KEY, next);
      return next;
    });
    return { success: true as const, version };
  });
}
