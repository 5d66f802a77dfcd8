import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** What a recent list says, as translation keys, and where its "view all" link goes. */
export interface RecentListTexts {
  title: string;
  viewAll: string;
  empty: string;
  to: string;
}

interface RecentListProps<T> {
  texts: RecentListTexts;
  /** The list's query: a spinner while it loads; a failed one shows as empty. */
  query: { isPending: boolean; data?: readonly T[] | undefined };
  /** One entry (an `<li>`). */
  children: (item: T) => ReactNode;
  /** How many there are in all, for a "view all" text that counts them. */
  total?: number | undefined;
}

/** A dashboard card with a short list, a "view all" link and an empty text. */
export function RecentList<T>({ texts, query, children, total }: RecentListProps<T>) {
  const { t } = useTranslation();
  const items = query.data ?? [];
  return (
    <Card
      title={t(texts.title)}
      actions={
        <Link to={texts.to} className="inline-flex min-h-11 items-center text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline">
          {total === undefined ? t(texts.viewAll) : t(texts.viewAll, { count: total })}
        </Link>
      }
    >
      {query.isPending ? (
        <Spinner label={t('dashboard.loading')} />
      ) : items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t(texts.empty)}</p>
      ) : (
        <ul className="divide-y divide-slate-100">{items.map(children)}</ul>
      )}
    </Card>
  );
}

interface RecentDocumentProps {
  document: { created_at: string; total_amount: number };
  number: string;
  /** The document's status badge. */
  status: ReactNode;
}

/** One order or pre-invoice of a recent list: number and date, total and status. */
export function RecentDocument({ document, number, status }: RecentDocumentProps) {
  const language = currentLanguage();
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{number}</p>
        <p className="text-sm text-slate-500">{formatDate(document.created_at, language)}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className="font-semibold text-slate-900">{formatMoney(document.total_amount, language)}</span>
        {status}
      </div>
    </li>
  );
}
