// A page that answers a link from an e-mail (ADR 052): the newsletter confirmation and the e-mail change
// confirmation or report share it. The result is announced as it changes (loading, success, error).
import type { ReactNode } from 'react';
import { eyebrowClass } from './page';
import styles from './result-page.module.css';

interface ResultPageProps {
  titleId: string;
  eyebrow: string;
  title: string;
  testId: string;
  /** What the link did: a spinner, a success or an error. */
  children: ReactNode;
  /** The ways on, under the result. */
  actions: ReactNode;
}

export function ResultPage({ titleId, eyebrow, title, testId, children, actions }: ResultPageProps) {
  return (
    <section className={styles.page} aria-labelledby={titleId} data-testid={testId}>
      <p className={eyebrowClass}>{eyebrow}</p>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <div className={styles.result} aria-live="polite">
        {children}
      </div>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

/** A spinner with its words beside it, and a row of buttons, inside the result. */
export const resultPageLoading = styles.loading;
export const resultPageActions = styles.actions;
