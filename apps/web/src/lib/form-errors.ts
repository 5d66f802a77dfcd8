import type { TFunction } from 'i18next';
import { isValidationMessageKey } from '@shop/domain';

/** Turns a schema message key (see packages/domain messages.ts) into the text of the current language. */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isValidationMessageKey(message) ? t(`validation.${message}`) : message;
}
