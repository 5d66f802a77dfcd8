import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { QuantityNote } from '@/lib/typed-quantity.ts';

/**
 * The sentence of a typed quantity's note (decision 058). `inCart` > 0: the limit is what the cart
 * leaves of the stock, not the stock itself, and the sentence says so.
 */
function quantityNoteText(t: TFunction, note: QuantityNote, inCart = 0): string {
  if (note.kind === 'notWhole') return t('ui.quantity.notWhole', { kept: note.kept });
  if (note.kind === 'raised') return t('ui.quantity.raised', { count: note.limit });
  return inCart > 0 ? t('ui.quantity.cappedRoom', { count: note.limit, inCart }) : t('ui.quantity.capped', { count: note.limit });
}

/** Under a quantity field: what was done with what was typed, read out politely; nothing without a note. */
export function QuantityNoteText({ note, inCart = 0, className = '' }: { note: QuantityNote | null; inCart?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className={`text-xs font-medium text-amber-800 ${className}`} data-testid="quantity-note">
      {note ? quantityNoteText(t, note, inCart) : null}
    </p>
  );
}
