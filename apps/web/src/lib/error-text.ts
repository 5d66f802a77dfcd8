import { ApiError } from './api-client.ts';

/** The server's own text when it sent one, otherwise the given (translated) fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.code !== 'INVALID_RESPONSE' && error.message) return error.message;
  return fallback;
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
