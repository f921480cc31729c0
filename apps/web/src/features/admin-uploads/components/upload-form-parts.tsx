// The parts the upload forms share: the course and title row, the progress/error/answer lines under the files and
// the submit bar, so every upload form is laid out and reads the same.
import type { ReactNode } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { CourseSelect } from './course-select';
import { UploadProgress } from './upload-progress';
import styles from './uploads.module.css';

interface CourseTitleRowProps {
  courseId: string;
  onCourse: (courseId: string) => void;
  title: string;
  onTitle: (title: string) => void;
  maxLength: number;
  disabled: boolean;
}

/** The course the upload belongs to and its title, side by side. */
export function CourseTitleRow({
  courseId,
  onCourse,
  title,
  onTitle,
  maxLength,
  disabled,
}: CourseTitleRowProps) {
  const { t } = useUploadsTranslation();
  return (
    <div className={parts.row}>
      <CourseSelect value={courseId} onChange={onCourse} disabled={disabled} />
      <TextField
        label={t('fields.title')}
        value={title}
        maxLength={maxLength}
        onChange={(event) => onTitle(event.currentTarget.value)}
        disabled={disabled}
      />
    </div>
  );
}

interface UploadStatusProps {
  /** The percentage sent; no bar when null. */
  progress?: number | null;
  /** A word after the percentage (e.g. that the upload is resuming). */
  progressNote?: string | null;
  error: string | null;
  /** The server's answer once the upload succeeded; nothing before. */
  done?: ReactNode;
}

export function UploadStatus({ progress = null, progressNote, error, done }: UploadStatusProps) {
  return (
    <>
      {progress !== null ? <UploadProgress value={progress} note={progressNote} /> : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
    </>
  );
}

/** The submit button (busy while uploading) and any other action after it. */
export function UploadActions({
  busy,
  label,
  children,
}: {
  busy: boolean;
  label?: string;
  children?: ReactNode;
}) {
  const { t } = useUploadsTranslation();
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={busy} loadingText={t('actions.uploading')}>
        {label ?? t('actions.upload')}
      </Button>
      {children}
    </div>
  );
}
