// The admin lists' table: a header row of column labels, one row per item, each cell carrying its column's label as
// `data-label` (the stacked phone layout prints it before the value), numbers right-aligned, an empty state in
// place of the table and an optional pager under it. Sections describe their columns; the markup is drawn here
// once, so every list looks and reads the same.
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './admin.module.css';
import tables from './admin-table.module.css';
import { PrevNext } from './pager';

export interface AdminColumn<Row> {
  /** The header's text, and each cell's `data-label`. */
  label: string;
  /** A number column: header and cells right-aligned. */
  num?: boolean;
  /** More classes of the cells (e.g. `tables.mono`). */
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** The short pager's page and last page, as the lists' `meta` carries them. */
export interface AdminPaging {
  current_page: number;
  last_page: number;
}

interface AdminTableProps<Row> {
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Attributes of a row, e.g. its test id. */
  rowProps?: (row: Row) => Record<`data-${string}`, string | number>;
  /** Rows become labelled blocks on a phone; off for short two-column tables. */
  stack?: boolean;
  testId?: string;
  /** Shown in place of the table (and the pager) when there are no rows; without it an empty table is drawn. */
  empty?: ReactNode;
  /** Draws the previous/next pager under the table. */
  paging?: AdminPaging;
  onPage?: (page: number) => void;
}

const cellClass = (column: { num?: boolean; className?: string }) =>
  [column.num ? tables.num : undefined, column.className].filter(Boolean).join(' ') || undefined;

export function AdminTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  stack = true,
  testId,
  empty,
  paging,
  onPage,
}: AdminTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <p className={styles.muted}>{empty}</p>;
  const table = (
    <div className={tables.tableWrap}>
      <table className={stack ? `${tables.table} ${tables.stack}` : tables.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.num ? tables.num : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.label}
                  data-label={stack ? column.label : undefined}
                  className={cellClass(column)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (!paging || !onPage) return table;
  return (
    <>
      {table}
      <PrevNext page={paging.current_page} last={paging.last_page} onPage={onPage} />
    </>
  );
}

/** A value with a second, smaller line under it (a buyer's e-mail under the name, a date under a number). */
export function CellStack({
  children,
  sub,
  className,
}: {
  children: ReactNode;
  /** The second line; none when empty (no e-mail, no reason). */
  sub: ReactNode;
  className?: string;
}) {
  return (
    <span className={className}>
      {children}
      {sub === null || sub === undefined || sub === false ? null : (
        <span className={tables.cellSub}>{sub}</span>
      )}
    </span>
  );
}

/** A row's action: a small secondary button, wrapped so the stacked layout keeps it beside its label. */
export function RowButton(props: Omit<ComponentProps<typeof Button>, 'size' | 'variant'>) {
  return (
    <span>
      <Button size="sm" variant="secondary" {...props} />
    </span>
  );
}
