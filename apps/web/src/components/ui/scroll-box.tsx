import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways by itself, so a wide table never widens the page (decision 088). It is
 * positioned, so visually hidden cells inside it (`sr-only`, absolutely placed) stay inside it too,
 * and it takes the keyboard's focus, named by `label`, so its hidden columns can be scrolled to
 * without a pointer (WCAG 2.1.1). Its styles are the `scroll-box` utility of index.css (CSS, not first-load script).
 */
export function ScrollBox({ label, className = '', children, busy }: { label: string; className?: string; children: ReactNode; busy?: boolean }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by the keyboard (axe scrollable-region-focusable)
    <section aria-label={label} tabIndex={0} aria-busy={busy || undefined} className={`scroll-box ${className}`}>
      {children}
    </section>
  );
}
