import { memo } from 'react';
import { MoneyInput } from '@/components/ui/money-input.tsx';
import { useDraftText, type PriceDraftStore } from '../draft-store.ts';
import { cellUpdate, isInvalidPrice } from '../pricing-utils.ts';

export interface PriceInputProps<K extends string | number> {
  store: PriceDraftStore<K>;
  storeKey: K;
  productId: number;
  /** Names the field, also in its refusal ("SHOP price for …: enter an amount above 0"). */
  label: string;
  placeholder: string;
  testId: string;
  disabled?: boolean;
  /** Wider, for a text placeholder such as 'Default: wholesale price'. */
  wide?: boolean;
}

/** A price cell bound to one key of the draft store (the shop's one MoneyInput); changed cells are tinted, invalid ones outlined red. */
function PriceInputInner<K extends string | number>({ store, storeKey, productId, label, placeholder, testId, disabled, wide }: PriceInputProps<K>) {
  const text = useDraftText(store, storeKey);
  const invalid = isInvalidPrice(text);
  const changed = !invalid && cellUpdate(text, store.getOriginal(storeKey)) !== null;
  return (
    <MoneyInput
      variant="cell"
      // Spec: 0 (or an emptied cell) removes the stored price.
      allowZero
      value={text}
      label={label}
      placeholder={placeholder}
      data-testid={testId}
      data-product-id={productId}
      data-changed={changed || undefined}
      disabled={disabled}
      onValueChange={(typed) => store.setText(storeKey, typed)}
      inputClassName={`block ${wide ? 'w-48' : 'w-28'} rounded-md border px-2 py-1.5 text-right text-sm tabular-nums shadow-sm focus:outline-2 focus:outline-teal-600 disabled:bg-slate-100 ${
        invalid ? 'border-red-500 bg-red-50' : changed ? 'border-amber-400 bg-amber-50' : 'border-slate-300 bg-white'
      }`}
    />
  );
}

export const PriceInput = memo(PriceInputInner) as typeof PriceInputInner;
