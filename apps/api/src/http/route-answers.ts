import { z } from 'zod';
import { apiErrorAnswerSchema } from '@shop/domain';

/** Who a route lets in: anyone (with or without a session), a signed-in account, a member of staff whose role may. */
export type RouteGuard = 'visitor' | 'user' | 'admin';

/**
 * What else a route can refuse with: `'input'` (a route that reads params, a query, headers or a body:
 * 400) or a status (401 and 403 for an open route that refuses some callers itself, as login does).
 */
export type Refusal = 'input' | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

type ErrorStatus = 400 | Exclude<Refusal, 'input'> | 500 | 503;

/**
 * The error answers of one route, for its `response` schema beside its success answers (decision 106):
 * 500 and 503 (a fault, the database out of reach) for every route, 401 and 403 for a guarded one, 400
 * for one with input, and the statuses it names. Each is the one error answer the error handler sends,
 * so Fastify serializes a refusal with every field it has.
 *
 *     response: { 200: productAnswer, ...refusals('admin', 'input', 404) }
 */
export function refusals(guard: RouteGuard, ...also: Refusal[]): { [Status in ErrorStatus]?: typeof apiErrorAnswerSchema } {
  const statuses = new Set<ErrorStatus>(guard === 'visitor' ? [500, 503] : [401, 403, 500, 503]);
  for (const refusal of also) statuses.add(refusal === 'input' ? 400 : refusal);
  return Object.fromEntries([...statuses].sort().map((status) => [status, apiErrorAnswerSchema]));
}

/**
 * A success answer that is a file, not JSON (a PDF, a CSV, an image): its media types for the
 * reference. Fastify sends the handler's Buffer, stream or text as it is; nothing is serialized.
 */
export function fileAnswer(description: string, ...mediaTypes: string[]) {
  const file = z.string().meta({ format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: file }])) };
}
