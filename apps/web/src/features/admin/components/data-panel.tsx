// A panel of the business dashboard (ADR 073): its title, an optional chart, the same numbers as an accessible
// table (beneath the chart, folded away when a chart shows them) and a "CSV" button downloading that table.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useAdminTranslation } from '../lib/admin-i18n';
import { type CsvCell, downloadCsv, toCsv } from '../lib/csv';
import tables from './admin-table.module.css';
import styles from './business.module.css';

export interface DataColumn {
  label: string;
  /** Right-aligned figures. */
  num?: boolean;
}

export interface DataPanelProps {
  id: string;
  title: string;
  hint?: string;
  columns: DataColumn[];
  /** The table's rows as people read them. */
  rows: ReactNode[][];
  /** The same rows for the CSV: raw figures (amounts in RSD with a decimal point). */
  csvRows: CsvCell[][];
  csvName: string;
  chart?: ReactNode;
  /** Above the table, e.g. a funnel's dimension choice. */
  tools?: ReactNode;
  empty?: boolean;
}

export function DataPanel({
  id,
  title,
  hint,
  columns,
  rows,
  csvRows,
  csvName,
  chart,
  tools,
  empty,
}: DataPanelProps) {
  const { t } = useAdminTranslation();
  const headingId = `${id}-heading`;
  const table = (
    <div className={styles.tableScroll}>
      <table className={tables.table} aria-labelledby={headingId}>
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
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed table of figures, never reordered
            <tr key={index}>
              {row.map((value, column) =>
                column === 0 ? (
                  <th key={columns[column]?.label} scope="row">
                    {value}
                  </th>
                ) : (
                  <td key={columns[column]?.label} className={columns[column]?.num ? tables.num : undefined}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid={`business-${id}`}>
      <div className={styles.panelHead}>
        <h3 id={headingId} className={styles.panelTitle}>
          {title}
        </h3>
        <Button
          variant="secondary"
          size="sm"
          disabled={empty}
          aria-label={t('business.csvLabel', { title })}
          onClick={() =>
            downloadCsv(
              csvName,
              toCsv(
                columns.map((column) => column.label),
                csvRows,
              ),
            )
          }
        >
          {t('business.csv')}
        </Button>
      </div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {tools}
      {empty ? (
        <p className={styles.hint}>{t('business.empty')}</p>
      ) : chart ? (
        <>
          {chart}
          <details className={styles.details}>
            <summary>{t('business.table')}</summary>
            {table}
          </details>
        </>
      ) : (
        table
      )}
    </section>
  );
}
