import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';

interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  /** Short text next to the switch, e.g. "On" / "Off". */
  stateText?: ReactNode;
}

/** An on/off switch (role switch, labelled and described for screen readers). */
export function Switch({ checked, onCheckedChange, label, description, stateText, disabled, className = '', id, ...props }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const labelId = `${switchId}-label`;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <div className="min-w-0">
        <label id={labelId} htmlFor={switchId} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {stateText ? (
          <span className={`text-sm font-medium ${checked ? 'text-teal-800' : 'text-slate-500'}`} aria-hidden="true">
            {stateText}
          </span>
        ) : null}
        <button
          id={switchId}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={description ? descriptionId : undefined}
          disabled={disabled}
          onClick={() => onCheckedChange(!checked)}
          className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-60 ${checked ? 'bg-teal-700' : 'bg-slate-300'}`}
          {...props}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 transform rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`}
          />
        </button>
      </div>
    </div>
  );
}
