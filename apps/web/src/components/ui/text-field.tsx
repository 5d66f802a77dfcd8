import type { InputHTMLAttributes, ReactNode } from 'react';
import { controlClassName, errorAria, FieldFrame, useFieldIds } from './field-frame.tsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered inside the input's right edge (e.g. a show-password toggle). */
  trailing?: ReactNode;
}

/** A labelled input with its error text; the label is linked so tests and screen readers find it. */
export function TextField({ label, error, hint, trailing, className = '', id, ...props }: TextFieldProps) {
  const { controlId, errorId } = useFieldIds(id);
  return (
    <FieldFrame controlId={controlId} errorId={errorId} label={label} error={error} hint={hint} required={props.required} className={className}>
      <div className="relative">
        <input id={controlId} {...errorAria(error, errorId)} className={controlClassName(error, trailing ? 'pr-20' : '')} {...props} />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div> : null}
      </div>
    </FieldFrame>
  );
}
