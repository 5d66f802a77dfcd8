import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: ReactNode;
}

/** A checkbox with its label (clicking the text toggles it). */
export function CheckboxField({ label, hint, className = '', id, ...props }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600"
        {...props}
      />
      <div>
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      </div>
    </div>
  );
}
