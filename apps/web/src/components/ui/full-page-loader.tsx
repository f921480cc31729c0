import styles from './full-page-loader.module.css';
import { Spinner } from './spinner';

/** Shown while the session is restored, before anything else renders. */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <div className={styles.loader}>
      <span className={styles.mark} aria-hidden="true">
        A
      </span>
      <Spinner size="md" label={label} />
    </div>
  );
}
