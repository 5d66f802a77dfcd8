import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { probeDatabase } from '../../db/probe.ts';

/** The longest the probe waits for the database (a connection included) before answering Disconnected. */
export const HEALTH_PROBE_TIMEOUT_MS = 3000;

/**
 * GET /api/health: 'Connected' when the database answers (spec: fully operational), else 'Disconnected'
 * (limited mode). The answer is 200 whenever the API itself runs: the client reads a non-OK status
 * as a backend error, so the database's state travels in the body. A database that does not answer
 * at all (a server gone silent) counts as disconnected after HEALTH_PROBE_TIMEOUT_MS (decision 020).
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/', { schema: { response: { 200: healthAnswerSchema } } }, async (request) => {
    let connected = true;
    try {
      await probeDatabase(ctx, HEALTH_PROBE_TIMEOUT_MS);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      connected = false;
    }
    return {
      success: connected,
      status: connected ? ('OK' as const) : ('DEGRADED' as const),
      database: connected ? ('Connected' as const) : ('Disconnected' as const),
      timestamp: new Date().toISOString(),
    };
  });
}
