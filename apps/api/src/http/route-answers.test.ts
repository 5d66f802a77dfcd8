import { describe, expect, it } from 'vitest';
import { apiErrorAnswerSchema, ERROR_CATALOGUE, ERROR_REASONS, productImportRefusedAnswerSchema } from '@shop/domain';
import { AppError } from './app-error.ts';
import { errorBody } from './error-handler.ts';
import { refusals } from './route-answers.ts';

// Decision 106: a route's refusals are serialised through the one error answer. Fastify drops what a
// response schema does not declare and answers 500 for what it refuses, so each refusal the error
// handler can send must pass through it whole and unchanged. (No field of these schemas transforms, so
// parsing is what the serializer's encoding does.)

/** A refusal of the catalogue with a value for each of its params. */
function refusalOf(reason: (typeof ERROR_REASONS)[number]): AppError {
  const names = [...ERROR_CATALOGUE[reason].text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
  return new AppError(reason, Object.fromEntries(names.map((name, index) => [name, index % 2 === 0 ? 'Hawaii 50 g' : 3])));
}

describe('the one error answer', () => {
  it('when any refusal of the catalogue is serialised through it, then every field arrives as the error handler wrote it', () => {
    for (const reason of ERROR_REASONS) {
      const body = { ...errorBody(refusalOf(reason)), request_id: '0b6f1c54-3f5e-4d3a-9a0e-1d2c3b4a5f60' };
      expect(apiErrorAnswerSchema.parse(body), reason).toEqual(body);
    }
  });

  it('when refused fields are serialised through it, then their texts and keys arrive, the nested field names too', () => {
    const refusal = new AppError('invalidFields', undefined, {
      keys: { 'items.0.quantity': 'invalidValueType', 'company.phone': 'phoneInvalid' },
      texts: { 'items.0.quantity': 'Expected a number' },
    });
    const body = errorBody(refusal);
    expect(body.detail_reasons).toEqual({ 'items.0.quantity': 'invalidValueType', 'company.phone': 'phoneInvalid' });
    expect(apiErrorAnswerSchema.parse(body)).toEqual(body);
  });

  it('when the products import refuses a real run, then its report arrives beside the error; any other refusal of the call as it is', () => {
    const report = { dry_run: false, created: 0, updated: 0, unchanged: 0, refused: 1, errors: [], error_count: 1, changes: [], conflicts: [] };
    const refused = { ...report, ...errorBody(new AppError('importHasErrors', { count: 1 })) };
    expect(productImportRefusedAnswerSchema.parse(refused)).toEqual(refused);
    const plain = errorBody(new AppError('multipartRequired'));
    expect(productImportRefusedAnswerSchema.parse(plain)).toEqual(plain);
  });

  it('when a route names its guard, input and statuses, then it declares the error answer for those and for 500 and 503', () => {
    expect(Object.keys(refusals('visitor')).map(Number)).toEqual([500, 503]);
    expect(Object.keys(refusals('user', 'input', 404, 422)).map(Number)).toEqual([400, 401, 403, 404, 422, 500, 503]);
    expect(new Set(Object.values(refusals('admin', 409)))).toEqual(new Set([apiErrorAnswerSchema]));
  });
});
