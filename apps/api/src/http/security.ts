import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * Security headers with a CSP the built web app passes; CORS closed unless CORS_ORIGINS lists origins.
 * Helmet is compiled once here and run on every request (the Fastify wrapper rebuilt it per request,
 * a tenth of a cached catalogue answer's time; decision 010).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.secureCookiesAndHsts;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The optional IP-geolocation service the age gate asks for its language (GEOLOCATION_URL).
        connectSrc: ["'self'", ...(config.geolocationUrl ? [new URL(config.geolocationUrl).origin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only over HTTPS: on a plain-HTTP LAN address these would break the shop.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  // Cross-origin API clients may read whether a checkout answer replayed an earlier one (decision 016).
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    exposedHeaders: ['Idempotent-Replayed', 'X-Request-Id'],
  });
}
