import type { ReactNode } from 'react';

export interface HeaderColumn {
  /** Stable key of the column. */
  id: string;
  label: ReactNode;
  align?: 'right';
}

/** A table's column headers (`<th scope="col">`), the cells padded like the body; a `false` entry is a column not shown. */
export function HeaderRow({ columns }: { columns: readonly (HeaderColumn | false)[] }) {
  return (
    <tr>
      {columns.map((column) =>
        column ? (
          <th key={column.id} scope="col" className={column.align === 'right' ? 'px-4 py-3 text-right' : 'px-4 py-3'}>
            {column.label}
          </th>
        ) : null,
      )}
    </tr>
  );
}
