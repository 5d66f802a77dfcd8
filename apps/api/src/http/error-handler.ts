import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CONCURRENT_WRITE_MESSAGE, isValidationMessageKey, validationMessages, type ApiErrorBody, type ErrorCode } from '@shop/domain';
import { isConstraintViolation, isRetryableConflict, isUniqueViolation } from '../db/errors.ts';
import { AppError } from './app-error.ts';

function readable(message: string): string {
  return isValidationMessageKey(message) ? validationMessages[message] : message;
}

function body(code: ErrorCode, error: string, details?: Record<string, string>): ApiErrorBody {
  return details ? { success: false, error, code, details } : { success: false, error, code };
}

/** Turns every error into the API error shape; 5xx details stay in the log, never in the answer. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error as { validationContext?: string }).validationContext || 'request';
        details[field] ??= issueText(issue.message ?? 'Invalid input', issue.keyword);
      }
      const first = Object.values(details)[0] ?? 'Invalid input';
      return reply.status(400).send(body('VALIDATION_ERROR', first, details));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'Request body is too large'));
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'));
    }
    if (status === 429) {
      return reply.status(429).send(body('RATE_LIMITED', error.message || 'Too many requests. Please try again later.'));
    }
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Malformed JSON in request body' : 'Bad request';
      return reply.status(status).send(body(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message));
    }
    // A rule the database holds (unique, foreign key, check) that a parallel request reached first:
    // services name the usual cases; whatever slips past them is still a conflict, never a 500.
    if (isUniqueViolation(error) || isConstraintViolation(error) || isRetryableConflict(error)) {
      request.log.warn({ err: error }, 'write conflict');
      return reply.status(409).send(body('CONFLICT', CONCURRENT_WRITE_MESSAGE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL_ERROR', 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}

/** Zod's own texts for type errors are technical; schema messages are keys of the spec's texts. */
function issueText(message: string, code: string): string {
  if (isValidationMessageKey(message)) return readable(message);
  if (code === 'invalid_type') return 'Invalid value type';
  if (code === 'invalid_value') return 'Invalid value';
  if (code === 'unrecognized_keys') return 'Unknown field';
  return message;
}
