import type { RateLimitRule } from '../config.ts';
import { tooManyAttempts } from './login-throttle.ts';

/** Per-route settings for @fastify/rate-limit (per client IP), answering 429 with the minutes to wait. */
export function rateLimit(rule: RateLimitRule, groupId: string) {
  return {
    rateLimit: {
      max: rule.max,
      timeWindow: rule.windowMs,
      groupId,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) => tooManyAttempts(context.ttl),
    },
  };
}
