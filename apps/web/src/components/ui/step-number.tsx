interface StepNumberProps {
  /** The step's place, from 1. */
  value: number;
  /** Size, text size and colour (default: small, teal). */
  className?: string;
}

/** The number of a step or a level in a filled circle; decorative (the list says the order). */
export function StepNumber({ value, className = 'h-6 w-6 bg-teal-700 text-xs' }: StepNumberProps) {
  return (
    <span className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white ${className}`} aria-hidden="true">
      {value}
    </span>
  );
}
