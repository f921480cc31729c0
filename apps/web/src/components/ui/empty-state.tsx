// The empty state of a purchase page (ADR 052): the cart and the checkout with nothing in them, the gift page for
// a visitor who has to sign in first. The catalogue's calmer panels are StateMessage.
import type { ReactNode } from 'react';
import styles from './notice-panel.module.css';

interface EmptyStateProps {
  /** The id of the title, which names the region. */
  titleId?: string;
  icon?: ReactNode;
  title: string;
  text: ReactNode;
  /** The way on: one button, or several (laid out in a row). */
  children: ReactNode;
  testId?: string;
}

export function EmptyState({ titleId, icon, title, text, children, testId }: EmptyStateProps) {
  return (
    <section className={`${styles.panel} ${styles.roomy}`} aria-labelledby={titleId} data-testid={testId}>
      {icon ? (
        <span className={`${styles.icon} ${styles.largeIcon}`} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={`${styles.text} ${styles.wrap}`}>{text}</p>
      {children}
    </section>
  );
}

/** A row of buttons under the text. */
export const emptyStateActions = styles.actions;
