import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { controlClassName, errorAria, FieldFrame, useFieldIds } from './field-frame.tsx';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input with its error text, styled like TextField. */
export function TextareaField({ label, error, hint, className = '', id, rows = 4, ...props }: TextareaFieldProps) {
  const { controlId, errorId } = useFieldIds(id);
  return (
    <FieldFrame controlId={controlId} errorId={errorId} label={label} error={error} hint={hint} className={className}>
      <textarea id={controlId} rows={rows} {...errorAria(error, errorId)} className={controlClassName(error)} {...props} />
    </FieldFrame>
  );
}
