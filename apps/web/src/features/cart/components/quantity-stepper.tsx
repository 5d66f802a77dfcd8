import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityNoteText } from '@/components/ui/quantity-note.tsx';
import { readTypedQuantity, type QuantityNote } from '@/lib/typed-quantity.ts';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  /** Called with the new quantity (brought into range, and said so) when it differs from the current one. */
  onChange: (quantity: number) => void;
  label: string;
}

/**
 * Minus / number / plus; minus is disabled at the minimum, plus at the stock. A typed quantity is never
 * changed silently (decision 058): out of range it is brought into range with a note saying so, and
 * text that is no whole number keeps the previous quantity, with a note saying why.
 */
export function QuantityStepper({ value, min, max, disabled, onChange, label }: QuantityStepperProps) {
  const { t } = useTranslation();
  // What is being typed, until it is read (Enter or leaving the field); otherwise the field shows the quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<QuantityNote | null>(null);

  const commit = (raw: string) => {
    const { quantity, note: said } = readTypedQuantity(raw, { previous: value, min, max });
    setDraft(null);
    setNote(said);
    if (quantity !== value) onChange(quantity);
  };

  const buttonClass =
    'inline-flex h-11 w-11 items-center justify-center text-lg font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

  return (
    <div className="inline-flex max-w-56 flex-col items-start gap-1">
      <fieldset className="inline-flex items-center overflow-hidden rounded-md border border-slate-300 bg-white" aria-label={label}>
        <button
          type="button"
          className={buttonClass}
          aria-label={t('cart.decrease')}
          data-testid="quantity-decrease"
          disabled={disabled || value <= min}
          onClick={() => commit(String(value - 1))}
        >
          −
        </button>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(value)}
          disabled={disabled}
          aria-label={t('cart.quantity')}
          data-testid="quantity-input"
          className="h-11 w-16 border-x border-slate-300 text-center text-sm [appearance:textfield] focus:outline-2 focus:outline-teal-600 disabled:bg-slate-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft !== null) commit(draft);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(event.currentTarget.value);
            }
          }}
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={t('cart.increase')}
          data-testid="quantity-increase"
          disabled={disabled || value >= max}
          onClick={() => commit(String(value + 1))}
        >
          +
        </button>
      </fieldset>
      <QuantityNoteText note={note} />
    </div>
  );
}
