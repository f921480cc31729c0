// The frame of a dashboard section: the section landmark named by its heading, the heading row with the
// section's own controls (an add button, a view or filter select) at its end, and the list's loading and error
// lines.
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminTranslation } from '../lib/admin-i18n';
import styles from './admin.module.css';

interface AdminSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: ReactNode;
  /** Controls at the end of the heading row. */
  actions?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function AdminSection({ headingId, title, actions, className, testId, children }: AdminSectionProps) {
  return (
    <section
      className={className ? `${styles.section} ${className}` : styles.section}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A query's spinner while it loads and its error line when it failed; nothing once it has data. */
export function QueryState({
  query,
  error,
}: {
  query: { isPending: boolean; isError: boolean };
  error: ReactNode;
}) {
  const { t } = useAdminTranslation();
  return (
    <>
      {query.isPending ? <Spinner label={t('common.loading')} /> : null}
      {query.isError ? <Alert tone="danger">{error}</Alert> : null}
    </>
  );
}
