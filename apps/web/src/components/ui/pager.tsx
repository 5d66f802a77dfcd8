import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  busy?: boolean;
  /** The list's count stopped at its cap (`pagination.capped`): `pages` is a lower bound, so Next stays open. */
  capped?: boolean;
}

/** Previous, Next and 'Page n of m'; shown only when there is more than one page. */
export function Pager({ page, pages, onPage, busy = false, capped = false }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="mt-4 flex items-center justify-between gap-3" aria-label={t('common.pagination')}>
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        {t('common.previous')}
      </Button>
      <p className="text-sm text-slate-600">{capped ? t('common.pageOfMany', { page, count: pages - 1 }) : t('common.pageOf', { page, pages })}</p>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={(!capped && page >= pages) || busy}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
