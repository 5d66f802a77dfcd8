import { useId, type ReactNode } from 'react';

/** The ids a labelled control needs: its own (given or generated) and its error text's. */
export function useFieldIds(id: string | undefined): { controlId: string; errorId: string } {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, errorId: `${controlId}-error` };
}

/** The control's invalid state and the link to its error text, for screen readers and tests. */
export function errorAria(error: string | undefined, errorId: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
}

/** The look shared by text inputs, selects and text areas; the border turns red on an error. */
export function controlClassName(error: string | undefined, extra = ''): string {
  return `block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-teal-600 disabled:bg-slate-100 ${error ? 'border-red-500' : 'border-slate-300'} ${extra}`;
}

interface FieldFrameProps {
  controlId: string;
  errorId: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label with a red asterisk. */
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** A field's label above its control, then the hint or, instead, the error text. */
export function FieldFrame({ controlId, errorId, label, error, hint, required, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {required ? <span className="text-red-600"> *</span> : null}
      </label>
      {children}
      {hint && !error ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
