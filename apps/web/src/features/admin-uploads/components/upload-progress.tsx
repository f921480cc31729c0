// The upload progress bar (role progressbar, whole percents).
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import styles from './uploads.module.css';

export function UploadProgress({ value, note }: { value: number; note?: string | null }) {
  const { t } = useUploadsTranslation();
  const label = t('messages.progress', { percent: value });
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={label}
      >
        <div className={styles.bar} style={{ width: `${value}%` }} />
      </div>
      <p className={styles.progressLabel} aria-live="polite">
        {label}
        {note ? ` · ${note}` : ''}
      </p>
    </div>
  );
}
