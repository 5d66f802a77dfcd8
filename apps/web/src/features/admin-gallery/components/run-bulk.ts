import i18n from 'i18next';
import { errorText } from '@/lib/error-text.ts';

/** An item a bulk action could not handle, with what the call answered. */
export interface BulkFailure<T> {
  item: T;
  error: unknown;
}

export interface BulkResult<T> {
  succeeded: number;
  failed: number;
  failures: BulkFailure<T>[];
}

/**
 * Runs one action per item, one after another, and counts what worked (bulk results
 * report counts); each failure keeps its error, so that the screen can say why.
 */
export async function runBulk<T>(items: readonly T[], action: (item: T) => Promise<unknown>): Promise<BulkResult<T>> {
  let succeeded = 0;
  const failures: BulkFailure<T>[] = [];
  for (const item of items) {
    try {
      await action(item);
      succeeded += 1;
    } catch (error) {
      failures.push({ item, error });
      console.error('Gallery bulk action failed', error);
    }
  }
  return { succeeded, failed: failures.length, failures };
}

/**
 * One line per failed item in the reader's language: its name and the server's reason, e.g.
 * "demo.webp: This image is a product's photo (Mint 50 g); …"; `fallback` when the answer names none.
 */
export function failureLines<T>(
  failures: readonly BulkFailure<T>[],
  nameOf: (item: T) => string,
  fallback: string,
): Array<{ item: T; text: string }> {
  return failures.map(({ item, error }) => ({
    item,
    text: i18n.t('gallery.bulk.failure', { name: nameOf(item), reason: errorText(error, fallback) }),
  }));
}
