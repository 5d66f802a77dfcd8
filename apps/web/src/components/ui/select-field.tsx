import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlClassName, errorAria, FieldFrame, useFieldIds } from './field-frame.tsx';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled select with its error text, styled like TextField. */
export function SelectField({ label, error, hint, options, className = '', id, ...props }: SelectFieldProps) {
  const { controlId, errorId } = useFieldIds(id);
  return (
    <FieldFrame controlId={controlId} errorId={errorId} label={label} error={error} hint={hint} className={className}>
      <select id={controlId} {...errorAria(error, errorId)} className={controlClassName(error, 'bg-white')} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
