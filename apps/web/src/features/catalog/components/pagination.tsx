import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Page numbers to show: the first, the last and the current one with its neighbours; null is a gap. */
function pageItems(current: number, pages: number): Array<number | null> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const items: Array<number | null> = [1];
  const start = Math.max(2, Math.min(current - 1, pages - 4));
  const end = Math.min(pages - 1, Math.max(current + 1, 5));
  if (start > 2) items.push(null);
  for (let page = start; page <= end; page++) items.push(page);
  if (end < pages - 1) items.push(null);
  items.push(pages);
  return items;
}

const base =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';
const idle = `${base} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const active = `${base} bg-teal-700 text-white`;
const disabled = `${base} cursor-not-allowed border border-slate-200 bg-white text-slate-300`;

/** Previous / page numbers / Next as links (each page has its own address: ?page=N). */
export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('catalog.pagination.label')} className="flex flex-wrap items-center justify-center gap-1.5" data-testid="pagination">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={idle} rel="prev">
          {t('catalog.pagination.previous')}
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          {t('catalog.pagination.previous')}
        </span>
      )}
      {pageItems(page, pages).map((item, index, items) =>
        item === null ? (
          // A gap is known by the page before it: at most one gap follows each page.
          <span key={`gap-after-${items[index - 1]}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={hrefOf(item)}
            className={item === page ? active : idle}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('catalog.pagination.page', { page: item })}
          >
            {item}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={idle} rel="next">
          {t('catalog.pagination.next')}
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          {t('catalog.pagination.next')}
        </span>
      )}
    </nav>
  );
}
