import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from './clamp-quantity.ts';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  /** Called with the new, clamped quantity when it differs from the current one. */
  onChange: (quantity: number) => void;
  label: string;
}

/** Minus / number / plus; minus is disabled at the minimum, plus at the stock. */
export function QuantityStepper({ value, min, max, disabled, onChange, label }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (raw: string) => {
    const next = clampQuantity(Number.parseInt(raw, 10), min, max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  const buttonClass =
    'inline-flex h-9 w-9 items-center justify-center text-lg font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

  return (
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
        type="number"
        inputMode="numeric"
        min={min}
        max={Math.max(min, max)}
        step={1}
        value={draft}
        disabled={disabled}
        aria-label={t('cart.quantity')}
        data-testid="quantity-input"
        className="h-9 w-16 border-x border-slate-300 text-center text-sm [appearance:textfield] focus:outline-2 focus:outline-teal-600 disabled:bg-slate-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
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
  );
}
