import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { metricsAccess } from './metrics-access.ts';
import type { ShopMetrics } from './metrics.ts';

/**
 * Times every request of the app (one observation when its answer is sent) when someone may read
 * the metrics; nothing at all otherwise. Called on the root instance, before the routes.
 */
export function timeRequests(app: FastifyInstance, config: Config, metrics: ShopMetrics): void {
  if (!metricsAccess(config.metrics)) return;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });
}

/** GET /api/metrics: Prometheus's text format, to the token or the allowed addresses; to anyone else 404, as an unknown address. */
export async function metricsRoutes(app: FastifyInstance, config: Config, metrics: ShopMetrics): Promise<void> {
  const mayRead = metricsAccess(config.metrics);
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead?.(request)) return reply.callNotFound();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}
