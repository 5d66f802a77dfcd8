import type { TFunction } from 'i18next';
import { texts } from './render-context.ts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isValidationMessageKey } from '@shop/domain';
import { ApiError } from './api-client.ts';

/**
 * The translation key of a validation message: `validation.<key>`, or for one only administrators
 * meet, `staffValidation.<key>` in their texts (STAFF_ONLY_VALIDATION), or for one only a signed-in
 * customer's pages meet, `accountValidation.<key>` (ACCOUNT_ONLY_VALIDATION), each loaded with its pages.
 */
export function validationKey(key: string): string {
  if (texts().exists(`validation.${key}`)) return `validation.${key}`;
  const loaded = ['staffValidation', 'accountValidation'].find((namespace) => texts().exists(`${namespace}.${key}`));
  return loaded ? `${loaded}.${key}` : `validation.${key}`;
}

/** Turns a schema message key (see packages/domain messages.ts) into the text of the current language. */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isValidationMessageKey(message) ? t(validationKey(message)) : message;
}

/**
 * The fields a failed call refused, each with its text in the current language (decision 030): the
 * key the server gave in `detail_reasons`, else a generic "invalid value". Never the server's English.
 */
export function serverFieldErrors(t: TFunction, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.details) return {};
  const texts: Record<string, string> = {};
  for (const field of Object.keys(error.details)) {
    const key = error.fieldReasons[field];
    texts[field] = key && isValidationMessageKey(key) ? t(validationKey(key)) : t('validation.invalidValue');
  }
  return texts;
}

/**
 * Puts the fields a failed call refused onto the form (only the form's own `fields`), translated.
 * Answers whether any field was marked, so the caller can skip a general notice.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  t: TFunction,
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let marked = false;
  for (const [field, message] of Object.entries(serverFieldErrors(t, error))) {
    const name = fields.find((candidate) => candidate === field);
    if (name === undefined) continue;
    setError(name, { type: 'server', message });
    marked = true;
  }
  return marked;
}
