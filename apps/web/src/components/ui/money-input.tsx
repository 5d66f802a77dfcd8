import { useEffect, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { isRefusedMoney, moneyEuros, moneyRefusal, moneyText, parseMoneyText } from '@/lib/money-text.ts';
import { controlClassName, errorAria, FieldFrame, useFieldIds } from './field-frame.tsx';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode' | 'aria-label'>;

interface MoneyInputProps extends NativeProps {
  value: string;
  onValueChange: (text: string) => void;
  /** The field's name, which the refusal names ("SHOP price of ALF-002: enter an amount above 0"). */
  label: string;
  /** `field`: the label above, hint and error below (forms); `cell`: a table cell's input, its label for screen readers only. */
  variant?: 'field' | 'cell';
  hint?: ReactNode;
  /** A refusal from elsewhere (the form's schema, the server), shown when the text itself is an amount. */
  error?: string | undefined;
  /** 0 is a value here (a pricing cell: 0 removes the price); elsewhere an amount is above 0. */
  allowZero?: boolean;
  /** Classes of the input itself (a cell's width and tint). */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * THE money input of the web (decision 061): a text input with the decimal keyboard, read by the
 * domain's money parser in the screen's language ("50,5", "50.50", "1 234,56"). Text that is no
 * amount is refused naming the field once the person leaves it; a valid amount is shown back
 * formatted in the screen's language ("1 234,56" / "1,234.56"). The text stays the caller's.
 */
export function MoneyInput({
  value,
  onValueChange,
  label,
  variant = 'field',
  hint,
  error,
  allowZero = false,
  inputClassName = '',
  id,
  className,
  onBlur,
  ...props
}: MoneyInputProps) {
  const { controlId, errorId } = useFieldIds(id);
  const [touched, setTouched] = useState(false);
  const refused = (touched || Boolean(error)) && isRefusedMoney(value, allowZero);
  const shownError = refused ? moneyRefusal(label) : error;
  const input = (
    <input
      id={controlId}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={value}
      {...errorAria(shownError, errorId)}
      {...(variant === 'cell' ? { 'aria-label': label } : {})}
      data-invalid={refused || undefined}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={(event) => {
        setTouched(true);
        const cents = parseMoneyText(value);
        const shown = cents === null ? value : moneyText(cents / 100);
        if (shown !== value) onValueChange(shown);
        onBlur?.(event);
      }}
      className={variant === 'cell' ? inputClassName : controlClassName(shownError, `text-right tabular-nums ${inputClassName}`)}
      {...props}
    />
  );
  if (variant === 'cell')
    return (
      <div className={className}>
        {input}
        {shownError ? (
          <p id={errorId} className="mt-1 max-w-48 text-xs text-red-600" role="alert">
            {shownError}
          </p>
        ) : null}
      </div>
    );
  return (
    <FieldFrame controlId={controlId} errorId={errorId} label={label} error={shownError} hint={hint} required={props.required} className={className}>
      {input}
    </FieldFrame>
  );
}

interface MoneyFieldProps extends Omit<MoneyInputProps, 'value' | 'onValueChange'> {
  /** The form's value: euros, null for empty, or the refused text itself (which the form's schema refuses). */
  value: number | string | null | undefined;
  onChange: (value: number | string | null) => void;
}

/** What a form holds for a text: euros, null when empty, the text itself when it is no amount. */
const formValueOf = (text: string): number | string | null => (text.trim() === '' ? null : (moneyEuros(text) ?? text));
const textOf = (value: number | string | null | undefined): string => (typeof value === 'string' ? value : moneyText(value));

/**
 * The money input of a react-hook-form field (a Controller's value and onChange): the form holds
 * euros, the input the text as typed. A value set from outside (a reset) is shown formatted.
 */
export function MoneyField({ value, onChange, ...props }: MoneyFieldProps) {
  const [text, setText] = useState(() => textOf(value));
  useEffect(() => {
    setText((current) => {
      const held = formValueOf(current);
      const same = held === value || (held === null && (value === undefined || (typeof value === 'number' && Number.isNaN(value))));
      return same ? current : textOf(value);
    });
  }, [value]);
  return (
    <MoneyInput
      {...props}
      value={text}
      onValueChange={(next) => {
        setText(next);
        onChange(formValueOf(next));
      }}
    />
  );
}
