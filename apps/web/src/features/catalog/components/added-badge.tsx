import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the "Added to cart" confirmation stays. */
const ADDED_BADGE_MS = 2000;

/** Shows "Added to cart" and calls onDone after two seconds. */
export function AddedBadge({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(onDone, ADDED_BADGE_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <span
      role="status"
      data-testid="added-badge"
      className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-1 text-xs font-semibold text-green-800 ring-1 ring-inset ring-green-300"
    >
      <span aria-hidden="true">✓</span>
      {t('catalog.cart.added')}
    </span>
  );
}
