/** A five-pointed star, filled when set ("My products"). */
export function StarIcon({ filled, className = 'h-5 w-5' }: { filled: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5">
      <path d="M10 1.8l2.47 5.3 5.78.7-4.26 3.97 1.1 5.72L10 14.64l-5.09 2.85 1.1-5.72L1.75 7.8l5.78-.7L10 1.8Z" strokeLinejoin="round" />
    </svg>
  );
}
