import { useEffect, useRef, useState } from 'react';

/** The badge animates for 600 ms when the count increases. */
const CART_BADGE_ANIMATION_MS = 600;

/** The item count on the cart link; hidden at 0. Screen readers hear the count in the link's name instead. */
export function CartBadge({ count }: { count: number }) {
  const previous = useRef(count);
  const [bumping, setBumping] = useState(false);

  useEffect(() => {
    if (count > previous.current) {
      setBumping(true);
      const timer = window.setTimeout(() => setBumping(false), CART_BADGE_ANIMATION_MS);
      previous.current = count;
      return () => window.clearTimeout(timer);
    }
    previous.current = count;
    return undefined;
  }, [count]);

  if (count <= 0) return null;
  return (
    <span
      data-testid="cart-badge"
      data-animating={bumping ? 'true' : undefined}
      aria-hidden="true"
      className={`absolute -right-2 -top-2 inline-flex min-w-5 items-center justify-center rounded-full bg-teal-700 px-1.5 text-xs font-semibold leading-5 text-white ring-2 ring-white transition-transform duration-300 ${bumping ? 'scale-125 animate-bounce' : 'scale-100'}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
