// A video whose processing failed: why, that learners do not see it, and a new file for it
// (POST /admin/videos/{id}/file), processed again and published once that succeeds (issue 15).
import { VIDEO_ACCEPT, type VideoJob, type VideoUploadResponse } from '@atelje/shared/uploads/schemas';
import { type FormEvent, useState } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { Alert } from '../../../components/ui/alert';
import type { AdminVideo } from '../api/get-admin-videos';
import { sendForm } from '../api/send-form';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { percent } from '../lib/checks';
import { FileField } from './file-field';
import { JobStatus } from './job-status';
import { UploadActions, UploadStatus } from './upload-form-parts';
import { failureText } from './upload-messages';
import styles from './uploads.module.css';

export function ReplaceVideoFile({ video, onReplaced }: { video: AdminVideo; onReplaced: () => void }) {
  const { t } = useUploadsTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; job: VideoJob } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError(t('messages.videoRequired'));
      return;
    }
    const form = new FormData();
    form.append('video', file);
    setProgress(0);
    try {
      const answer = await sendForm<VideoUploadResponse>(
        `/admin/videos/${video.id}/file`,
        form,
        (sent, total) => setProgress(percent(sent, total)),
      );
      setDone({ message: answer.message, job: answer.job });
      setFile(null);
      setInputKey((key) => key + 1);
      onReplaced();
    } catch (failure) {
      setError(failureText(failure, t, 'messages.replaceFailed'));
    } finally {
      setProgress(null);
    }
  };

  if (done) {
    return (
      <Alert tone="success">
        {done.message}
        <JobStatus job={done.job} />
      </Alert>
    );
  }
  const busy = progress !== null;
  return (
    <form className={parts.form} onSubmit={submit} noValidate data-testid="replace-video">
      <Alert tone="danger">
        <strong>{t('gallery.failedTitle')}</strong> {t('gallery.failedNotice')}
        {video.job?.error ? (
          <p className={styles.jobError}>{t('gallery.reason', { error: video.job.error })}</p>
        ) : null}
      </Alert>
      <FileField
        label={t('gallery.newFile')}
        rule="video"
        accept={VIDEO_ACCEPT}
        file={file}
        onChange={setFile}
        inputKey={inputKey}
        disabled={busy}
      />
      <UploadStatus progress={progress} error={error} />
      <UploadActions busy={busy} label={t('actions.replace')} />
    </form>
  );
}
