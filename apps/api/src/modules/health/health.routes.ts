import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthAnswerSchema, liveAnswerSchema, readinessAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { probeDatabase } from '../../db/probe.ts';
import { refusals } from '../../http/route-answers.ts';

/** The longest the probe waits for the database (a connection included) before answering Disconnected. */
export const HEALTH_PROBE_TIMEOUT_MS = 3000;

/**
 * GET /api/health: 'Connected' when the database answers (spec: fully operational), else 'Disconnected'
 * (limited mode). The answer is 200 whenever the API itself runs: the client reads a non-OK status
 * as a backend error, so the database's state travels in the body. A database that does not answer
 * at all (a server gone silent) counts as disconnected after HEALTH_PROBE_TIMEOUT_MS (decision 020).
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/', { schema: { response: { 200: healthAnswerSchema, ...refusals('visitor') } } }, async (request) => {
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

  // From the moment the shop is told to stop (SIGTERM: app.close()), it is not ready (decision 109).
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  // The liveness check: the process runs and answers. A load balancer polls ready instead.
  app.withTypeProvider<ZodTypeProvider>().get('/live', { schema: { response: { 200: liveAnswerSchema, ...refusals('visitor') } } }, async () => ({
    success: true as const,
    status: 'LIVE' as const,
  }));

  // The readiness check a load balancer polls: 503 while draining or while the database does not answer.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/ready',
      { schema: { response: { 200: readinessAnswerSchema, ...refusals('visitor'), 503: readinessAnswerSchema } } },
      async (request, reply) => {
        const timestamp = new Date().toISOString();
        if (draining) return reply.status(503).send({ success: false, status: 'DRAINING' as const, timestamp });
        try {
          await probeDatabase(ctx, HEALTH_PROBE_TIMEOUT_MS);
        } catch (error) {
          request.log.error({ err: error }, 'readiness check: database unreachable');
          return reply.status(503).send({ success: false, status: 'DEGRADED' as const, timestamp });
        }
        return { success: true as const, status: 'READY' as const, timestamp };
      },
    );
}
