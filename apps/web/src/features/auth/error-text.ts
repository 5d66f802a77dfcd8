import type { TFunction } from 'i18next';
import { isValidationMessageKey, validationMessages } from '@shop/domain';
import { ApiError } from '@/lib/api-client.ts';

/** English texts the server sends for field errors, mapped back to their message keys. */
const keyOfServerText = new Map<string, string>(Object.entries(validationMessages).map(([key, text]) => [text, key]));

/** A field error from the server's `details`, in the current language where it is a known text. */
export function translateServerFieldError(t: TFunction, text: string): string {
  const key = keyOfServerText.get(text);
  return key && isValidationMessageKey(key) ? t(`validation.${key}`) : text;
}

/**
 * The text of a failed auth call: known codes in the current language (their English texts equal
 * the server's), the server's own text otherwise, the given fallback when there is none, and
 * 'An unexpected error occurred' for anything that is not an answer of the API.
 */
export function authErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return t('auth.errors.unexpected');
  switch (error.code) {
    case 'NETWORK_ERROR':
      return t('auth.errors.network');
    case 'INVALID_CREDENTIALS':
      return t('auth.errors.invalidCredentials');
    case 'ACCOUNT_INACTIVE':
      return t('auth.errors.accountInactive');
    case 'RATE_LIMITED': {
      const minutes = /(\d+)\s*minute/i.exec(error.message)?.[1];
      return minutes ? t('auth.errors.rateLimited', { count: Number(minutes) }) : t('auth.errors.rateLimitedSoon');
    }
    case 'INVALID_RESPONSE':
      return error.status >= 500 ? t('auth.errors.server') : fallback;
    case 'INTERNAL_ERROR':
      return t('auth.errors.server');
    case 'SERVICE_UNAVAILABLE':
      return t('errors.serviceUnavailable');
    case 'INSUFFICIENT_STORAGE':
      return t('errors.insufficientStorage');
    default:
      return error.message || fallback;
  }
}
