import type { RateLimitRule } from '../config.ts';
import { tooManyAttemptsText } from './login-throttle.ts';

/** Per-route settings for @fastify/rate-limit (per client IP), answering 429 with a readable text. */
export function rateLimit(rule: RateLimitRule, groupId: string) {
  return {
    rateLimit: {
      max: rule.max,
      timeWindow: rule.windowMs,
      groupId,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) => ({ statusCode: 429, message: tooManyAttemptsText(context.ttl) }),
    },
  };
}
