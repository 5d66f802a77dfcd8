import i18n from 'i18next';
import { CONCURRENT_WRITE_MESSAGE, TRANSITION_MESSAGES } from '@shop/domain';
import { ApiError } from './api-client.ts';

/** The refusal of the order lifecycle, found back from the API's English text. */
const transitionKeyOfText = new Map<string, string>(Object.entries(TRANSITION_MESSAGES).map(([key, text]) => [text, key]));

/**
 * The translation key of an answer the app words itself (decision 007: known codes in the reader's
 * language), or null when the server's own text is to be shown.
 */
export function knownErrorKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case 'STALE_WRITE':
      return 'errors.staleWrite';
    case 'INVALID_TRANSITION': {
      const refusal = transitionKeyOfText.get(error.message);
      return refusal ? `errors.transition.${refusal}` : 'errors.invalidTransition';
    }
    case 'SERVICE_UNAVAILABLE':
      return 'errors.serviceUnavailable';
    case 'INSUFFICIENT_STORAGE':
      return 'errors.insufficientStorage';
    case 'CONFLICT':
      // A race the database decided; other CONFLICT answers (a SKU taken…) carry their own text.
      return error.message === CONCURRENT_WRITE_MESSAGE ? 'errors.conflict' : null;
    default:
      return null;
  }
}

/** Known codes in the current language, else the server's own text when it sent one, otherwise the given (translated) fallback. */
export function errorText(error: unknown, fallback: string): string {
  const key = knownErrorKey(error);
  if (key && i18n.exists(key)) return i18n.t(key);
  if (error instanceof ApiError && error.status > 0 && error.code !== 'INVALID_RESPONSE' && error.message) return error.message;
  return fallback;
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** A versioned write refused because someone else changed the record since it was read (409 STALE_WRITE). */
export const isStaleWrite = (error: unknown): boolean => error instanceof ApiError && error.code === 'STALE_WRITE';
