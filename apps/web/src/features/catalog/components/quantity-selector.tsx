import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityNoteText } from '@/components/ui/quantity-note.tsx';
import { clampQuantity, readTypedQuantity, type QuantityNote } from '@/lib/typed-quantity.ts';

const stepButton =
  'inline-flex h-11 w-11 items-center justify-center text-lg text-slate-700 hover:bg-slate-50 focus-visible:relative focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Quantity with − and + (step 1). A typed quantity is read when the field is left:
 * out of range it is brought into range and the note under the field says so; text that is no whole
 * number keeps the quantity it had, and the note says why (decision 058). `onChange` gets the new
 * quantity and that note (null for the buttons and for a quantity in range). `inCart` > 0: the
 * maximum is what the cart leaves of the stock, and the note says so.
 */
export function QuantitySelector({
  value,
  min,
  max,
  onChange,
  disabled,
  inCart = 0,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number, note: QuantityNote | null) => void;
  disabled?: boolean;
  inCart?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<QuantityNote | null>(null);
  const change = (next: number, said: QuantityNote | null) => {
    setDraft(null);
    setNote(said);
    onChange(next, said);
  };
  const commit = (text: string) => {
    const { quantity, note: said } = readTypedQuantity(text, { previous: value, min, max });
    change(quantity, said);
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t('catalog.cart.quantity')}
      </label>
      <div className="inline-flex overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm">
        <button
          type="button"
          className={stepButton}
          onClick={() => change(clampQuantity(value - 1, min, max), null)}
          disabled={disabled || value <= min}
          aria-label={t('catalog.cart.decrease')}
        >
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft !== null) commit(draft);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
          aria-describedby={`${id}-range`}
          className="w-20 border-x border-slate-300 text-center text-base font-semibold tabular-nums focus:outline-2 focus:-outline-offset-2 focus:outline-teal-600 disabled:bg-slate-100"
          data-testid="quantity-input"
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => change(clampQuantity(value + 1, min, max), null)}
          disabled={disabled || value >= max}
          aria-label={t('catalog.cart.increase')}
        >
          +
        </button>
      </div>
      <p id={`${id}-range`} className="mt-1 text-xs text-slate-500">
        {t('catalog.product.quantityRange', { min, max })}
      </p>
      <QuantityNoteText note={note} inCart={inCart} className="mt-1" />
    </div>
  );
}
