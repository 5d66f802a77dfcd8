import { useId } from 'react';

/** Small inline flags for the language switcher (decorative; the button carries the name). */
export function FlagUK({ className = 'h-3.5 w-5' }: { className?: string }) {
  const id = useId();
  const outer = `${id}-outer`;
  const diagonal = `${id}-diagonal`;
  return (
    <svg viewBox="0 0 60 30" className={className} aria-hidden="true" focusable="false">
      <clipPath id={outer}>
        <path d="M0,0 v30 h60 v-30 z" />
      </clipPath>
      <clipPath id={diagonal}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <g clipPath={`url(#${outer})`}>
        <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${diagonal})`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

export function FlagLT({ className = 'h-3.5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 5 3" className={className} aria-hidden="true" focusable="false">
      <rect width="5" height="1" y="0" fill="#FDB913" />
      <rect width="5" height="1" y="1" fill="#006A44" />
      <rect width="5" height="1" y="2" fill="#C1272D" />
    </svg>
  );
}
