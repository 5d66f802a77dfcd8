import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * "← Back to …" above a page's title: a full finger's height (44 px, WCAG 2.5.5), the arrow hidden
 * from screen readers. Every page's back link is this one, so none is a 16 px sliver on a phone.
 */
export function BackLink({ to, children, className = '' }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      data-testid="back-link"
      className={`inline-flex min-h-11 items-center gap-1 text-sm font-medium text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${className}`}
    >
      <span aria-hidden="true">←</span>
      {children}
    </Link>
  );
}
