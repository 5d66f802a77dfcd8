import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered inside the input's right edge (e.g. a show-password toggle). */
  trailing?: ReactNode;
}

/** A labelled input with its error text; the label is linked so tests and screen readers find it. */
export function TextField({ label, error, hint, trailing, className = '', id, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {props.required ? <span className="text-red-600"> *</span> : null}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-teal-600 disabled:bg-slate-100 ${error ? 'border-red-500' : 'border-slate-300'} ${trailing ? 'pr-20' : ''}`}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div> : null}
      </div>
      {hint && !error ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
