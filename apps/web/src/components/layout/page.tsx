// The public site's page frame and page header (ADR 052), which the catalogue, e-books, instructors, cart,
// checkout, gift, profile and certificate pages share instead of each copying the same CSS.
import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageProps {
  /** `long` for a long listing, `reading` for a narrower page to read. */
  rhythm?: 'long' | 'reading';
  /** The page's own class: it sets --page-gap or --page-max, or what the frame does not (a print rule). */
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function Page({ rhythm, className, testId, children }: PageProps) {
  const classes = [styles.page, rhythm ? styles[rhythm] : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid={testId}>
      {children}
    </div>
  );
}

interface PageHeaderProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The muted paragraph under the title. */
  lead?: ReactNode;
  /** A listing's header: ruled off from the page, with a larger title. */
  ruled?: boolean;
  /** Less room between the lines (the purchase pages). */
  tight?: boolean;
  className?: string;
  /** What follows the title and lead (a count, a back link, the order's number). */
  children?: ReactNode;
}

export function PageHeader({ eyebrow, title, lead, ruled, tight, className, children }: PageHeaderProps) {
  const classes = [styles.header, ruled ? styles.ruled : null, tight ? styles.tight : null, className]
    .filter(Boolean)
    .join(' ');
  return (
    <header className={classes}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}

/** The small uppercase line over a title, for a header that is not a PageHeader. */
export const eyebrowClass = styles.eyebrow;
