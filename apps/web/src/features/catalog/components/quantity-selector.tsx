import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 5: whole numbers from the minimum order to the stock; anything else is clamped into range. */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.round(value), min), Math.max(min, max));
}

const stepButton =
  'inline-flex h-10 w-10 items-center justify-center text-lg text-slate-700 hover:bg-slate-50 focus-visible:relative focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-40';

/** Quantity with − and + (step 1); typed values are clamped into range when the field is left. */
export function QuantitySelector({
  value,
  min,
  max,
  onChange,
  disabled,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    const next = clampQuantity(Number.parseInt(text, 10), min, max);
    setDraft(null);
    onChange(next);
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
          onClick={() => onChange(clampQuantity(value - 1, min, max))}
          disabled={disabled || value <= min}
          aria-label={t('catalog.cart.decrease')}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
          className="w-20 border-x border-slate-300 text-center text-base font-semibold tabular-nums [appearance:textfield] focus:outline-2 focus:-outline-offset-2 focus:outline-teal-600 disabled:bg-slate-100 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          data-testid="quantity-input"
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(clampQuantity(value + 1, min, max))}
          disabled={disabled || value >= max}
          aria-label={t('catalog.cart.increase')}
        >
          +
        </button>
      </div>
      <p className="mt-1 text-xs text-slate-500">{t('catalog.product.quantityRange', { min, max })}</p>
    </div>
  );
}
