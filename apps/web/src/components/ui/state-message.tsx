// Empty, not-found and error states of the catalog pages: a calm panel with a title, a line and an action.
import type { ReactNode } from 'react';
import { LineIcon } from './icons';
import styles from './notice-panel.module.css';

interface StateMessageProps {
  tone?: 'empty' | 'error' | 'notFound';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** Heading element; pages whose only content is this state use 'h1'. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  testId?: string;
}

const icons = {
  empty: (
    <>
      <rect x="4" y="6" width="16" height="12" rx="2" />
      <path d="M4 10h16" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 8v4.5M12 15.5v.01" />
    </>
  ),
  notFound: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="m15.5 15.5 4 4M9 11h4" />
    </>
  ),
};

export function StateMessage({
  tone = 'empty',
  title,
  children,
  action,
  headingLevel = 'h2',
  testId,
}: StateMessageProps) {
  const Heading = headingLevel;
  return (
    <div
      className={[styles.panel, styles.state, styles[tone]].join(' ')}
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      <span className={styles.icon} aria-hidden="true">
        <LineIcon size={26} strokeWidth="1.5">
          {icons[tone]}
        </LineIcon>
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
