import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CONCURRENT_WRITE_MESSAGE, isValidationMessageKey, validationMessages, type ApiErrorBody, type ErrorCode } from '@shop/domain';
import { isConstraintViolation, isDatabaseUnavailable, isRetryableConflict, isStorageFull, isUniqueViolation } from '../db/errors.ts';
import { HashingBusyError } from '../lib/passwords.ts';
import { AppError } from './app-error.ts';

function readable(message: string): string {
  return isValidationMessageKey(message) ? validationMessages[message] : message;
}

/** The answers to an outage (decision 020): plain texts for a person; the real cause goes to the log only. */
export const OUTAGE_TEXTS = {
  unavailable: 'The shop is temporarily unavailable. Please try again in a minute.',
  storageFull: 'The shop cannot save data right now because its storage is full. Please try again later or contact us.',
  busy: 'The shop is busy right now. Please try again in a few seconds.',
} as const;

/** Seconds a client should wait before asking again while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 60;
/** Seconds to wait when the password-check queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

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
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error as { validationContext?: string }).validationContext || 'request';
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
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Malformed JSON in request body' : 'Bad request';
      return reply.status(status).send(body(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message));
    }
    // A full disk or database: 507, nothing of the request kept (the transaction rolled back, a file
    // written whole or not at all). The database out of reach: 503 with Retry-After.
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full: the request could not be saved');
      return reply.status(507).send(body('INSUFFICIENT_STORAGE', OUTAGE_TEXTS.storageFull));
    }
    // More password checks waiting than the queue holds (decision 021): come back in a moment.
    if (error instanceof HashingBusyError) {
      request.log.warn('password checks queue full');
      return reply.status(503).header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS)).send(body('SERVICE_UNAVAILABLE', OUTAGE_TEXTS.busy));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(body('SERVICE_UNAVAILABLE', OUTAGE_TEXTS.unavailable));
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
