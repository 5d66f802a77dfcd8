import { ORDER_NOTE_MAX_LENGTH } from '@shop/domain';

/** Why a typed note cannot be sent, as the API would refuse it (a validation message key), or null. */
export function noteDraftRefusal(body: string): 'noteBodyRequired' | 'noteBodyTooLong' | null {
  const text = body.trim();
  if (text === '') return 'noteBodyRequired';
  return text.length > ORDER_NOTE_MAX_LENGTH ? 'noteBodyTooLong' : null;
}
