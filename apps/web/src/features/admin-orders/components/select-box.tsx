import { useEffect, useRef } from 'react';

interface SelectBoxProps {
  checked: boolean;
  /** Some, not all: shown as a dash (the page's box when part of the page is chosen). */
  indeterminate?: boolean;
  onChange: () => void;
  /** What the box chooses, for screen readers (the box has no visible text). */
  label: string;
  testId?: string;
  id?: string;
}

/** A bare check box of a list row or of the whole page, with its name for screen readers. */
export function SelectBox({ checked, indeterminate = false, onChange, label, testId, id }: SelectBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={box}
      id={id}
      type="checkbox"
      checked={checked}
      onChange={onChange}
      aria-label={label}
      aria-checked={indeterminate ? 'mixed' : checked}
      data-testid={testId}
      className="h-5 w-5 cursor-pointer rounded border-slate-300 accent-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600"
    />
  );
}
