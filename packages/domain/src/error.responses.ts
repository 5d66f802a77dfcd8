import { z } from 'zod';
import { ERROR_REASONS, type ErrorReason } from './errors.catalogue.ts';
import { ERROR_CODES, type ApiErrorBody } from './errors.ts';
import { validationMessages, type ValidationMessageKey } from './messages.ts';

const VALIDATION_KEYS = Object.keys(validationMessages) as [ValidationMessageKey, ...ValidationMessageKey[]];

/**
 * Every refusal of the API, as the one error handler sends it (decision 030): the English text, the
 * class (`code`, which sets the status), the catalogue's `reason` and its `params`; for refused
 * fields, the English text (`details`) and the key (`detail_reasons`) per field. Every route
 * declares it for the statuses it can refuse with (decision 106).
 */
export const apiErrorFields = {
  success: z.literal(false),
  error: z.string().describe('The English text, for people reading the API; screens word the reason instead'),
  code: z.enum(ERROR_CODES).describe('The class of the refusal; it sets the HTTP status'),
  reason: z.enum(ERROR_REASONS as [ErrorReason, ...ErrorReason[]]).describe('The refusal, a key of the error catalogue'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe("The reason's variable parts"),
  details: z.record(z.string(), z.string()).optional().describe('Refused fields: the English text per field'),
  detail_reasons: z.record(z.string(), z.enum(VALIDATION_KEYS)).optional().describe('Refused fields: the key of the text per field'),
  request_id: z.string().optional().describe("The request's X-Request-Id, to find its lines in the server's log"),
};
export const apiErrorAnswerSchema = z.object(apiErrorFields).meta({ id: 'ApiError' });

// The schema and the handler's type stay one shape: a field added to either fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type SchemaBody = z.output<typeof apiErrorAnswerSchema>;
const sameShape: Same<Omit<SchemaBody, 'reason' | 'detail_reasons'>, Omit<ApiErrorBody, 'reason' | 'detail_reasons'>> = true;
void sameShape;
