import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorTextOf, isValidationMessageKey, validationMessages, type ApiErrorBody, type ValidationMessageKey } from '@shop/domain';
import {
  isConstraintViolation,
  isDatabaseUnavailable,
  isRetryableConflict,
  isStorageFull,
  isUniqueViolation,
  isUnstorableText,
} from '../db/errors.ts';
import { HashingBusyError } from '../lib/passwords.ts';
import { AppError, fail } from './app-error.ts';

/** The answers to an outage (decision 020): plain texts for a person; the real cause goes to the log only. */
export const OUTAGE_TEXTS = {
  unavailable: errorTextOf('serviceUnavailable'),
  storageFull: errorTextOf('storageFull'),
  busy: errorTextOf('serviceBusy'),
} as const;

/** Seconds a client should wait before asking again while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 60;
/** Seconds to wait when the password-check queue is full. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** The error answer of decision 030: the English text, the code (class), the reason, its params and refused fields. */
export function errorBody(error: AppError): ApiErrorBody {
  const answer: ApiErrorBody = { success: false, error: error.message, code: error.code, reason: error.reason };
  if (error.params) answer.params = error.params;
  const details = error.details;
  if (details && error.fields) {
    answer.details = details;
    answer.detail_reasons = error.fields.keys;
  }
  return answer;
}

/** Turns every error into the API error shape; 5xx details stay in the log, never in the answer. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(errorBody(error));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const keys: Record<string, ValidationMessageKey> = {};
      const texts: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error as { validationContext?: string }).validationContext || 'request';
        if (field in keys) continue;
        const { key, text } = issueRefusal(issue.message ?? 'invalidInput', issue.keyword);
        keys[field] = key;
        if (text !== undefined) texts[field] = text;
      }
      // The English text is the first field's; the reason says "see the fields".
      const [field, key] = Object.entries(keys)[0] ?? ['request', 'invalidInput' as const];
      const first = texts[field] ?? validationMessages[key];
      return reply.status(400).send(errorBody(new AppError('invalidFields', undefined, { keys, texts }, first)));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(errorBody(fail('payloadTooLarge')));
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send(errorBody(fail('unsupportedMediaType')));
    if (status === 429) return reply.status(429).send(errorBody(fail('tooManyRequests')));
    if (status >= 400 && status < 500) {
      const malformed = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
      const refusal = status === 404 ? fail('notFound') : fail(malformed ? 'malformedJson' : 'badRequest');
      return reply.status(status).send(errorBody(refusal));
    }
    // Text the database cannot store (a NUL byte) that slipped past the schemas: the request's fault (decision 108).
    if (isUnstorableText(error)) {
      request.log.warn({ err: error }, 'text the database cannot store');
      return reply.status(400).send(errorBody(fail('controlCharacters')));
    }
    // A full disk or database: 507, nothing of the request kept (the transaction rolled back, a file
    // written whole or not at all). The database out of reach: 503 with Retry-After.
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full: the request could not be saved');
      return reply.status(507).send(errorBody(fail('storageFull')));
    }
    // More password checks waiting than the queue holds (decision 021): come back in a moment.
    if (error instanceof HashingBusyError) {
      request.log.warn('password checks queue full');
      return reply
        .status(503)
        .header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS))
        .send(errorBody(fail('serviceBusy')));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(errorBody(fail('serviceUnavailable')));
    }
    // A rule the database holds (unique, foreign key, check) that a parallel request reached first:
    // services name the usual cases; whatever slips past them is still a conflict, never a 500.
    if (isUniqueViolation(error) || isConstraintViolation(error) || isRetryableConflict(error)) {
      request.log.warn({ err: error }, 'write conflict');
      return reply.status(409).send(errorBody(fail('concurrentWrite')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(fail('internalError')));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(fail('routeNotFound', { method: request.method, path: request.url.split('?')[0] ?? '' })));
  });
}

/**
 * The key of a schema issue (schema messages are keys of the domain's validation texts) and, for a message that
 * is no key, the English text to keep sending; Zod's own texts for type errors are technical.
 */
function issueRefusal(message: string, code: string): { key: ValidationMessageKey; text?: string } {
  if (isValidationMessageKey(message)) return { key: message };
  if (code === 'invalid_type') return { key: 'invalidValueType' };
  if (code === 'invalid_value') return { key: 'invalidValue' };
  if (code === 'unrecognized_keys') return { key: 'unknownField' };
  return { key: 'invalidValue', text: message };
}
