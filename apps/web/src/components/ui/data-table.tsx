import type { ReactNode } from 'react';
import { ScrollBox } from './scroll-box.tsx';

export interface Column {
  /** Unique within the table (React key). */
  key: string;
  /** The header text; a column without a visible header still names itself to screen readers. */
  label: ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The header shows `label` to screen readers only (a column of row actions or check boxes). */
  srOnly?: boolean;
  className?: string;
  /** The column the rows are sorted by, and which way (`aria-sort`). */
  sorted?: 'ascending' | 'descending';
}

interface DataTableProps {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  /** The columns; a `false` entry is a column not shown to this reader. */
  columns: readonly (Column | false)[];
  /** The rows: `<tr>` elements. */
  children: ReactNode;
  /** While a refetch runs, assistive technology is told the table is being updated. */
  busy?: boolean;
  testId?: string;
  /** Extra classes of the frame (e.g. a margin). */
  className?: string;
  /** Rows under the body (a total row): `<tr>` elements in a `<tfoot>`. */
  footer?: ReactNode;
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * The frame every admin and customer list table shares: a bordered card that scrolls by itself, a hidden caption,
 * one header row of `scope="col"` cells, and the body. Rows and cells stay the caller's.
 */
export function DataTable({ caption, columns, children, busy, testId, className = '', footer }: DataTableProps) {
  return (
    <ScrollBox label={caption} className={`rounded-lg border border-slate-200 bg-white shadow-sm ${className}`} busy={busy}>
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) =>
              column ? (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sorted}
                  className={`px-4 py-3 ${ALIGN[column.align ?? 'left']} ${column.className ?? ''}`}
                >
                  {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
                </th>
              ) : null,
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
        {footer ? <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">{footer}</tfoot> : null}
      </table>
    </ScrollBox>
  );
}
