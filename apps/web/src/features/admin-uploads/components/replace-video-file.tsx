// A video whose processing failed: why, that learners do not see it, and a new file for it
// (POST /admin/videos/{id}/file), processed again and published once that succeeds (issue 15).
import type { VideoJob, VideoUploadResponse } from '@atelje/shared/uploads/schemas';
import { type FormEvent, useState } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { Alert } from '../../../components/ui/alert';
import type { AdminVideo } from '../api/get-admin-videos';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { VideoFileField } from './file-field';
import { JobAnswer } from './job-status';
import { UploadActions, UploadStatus } from './upload-form-parts';
import styles from './uploads.module.css';
import { useFormUpload } from './use-form-upload';

export function ReplaceVideoFile({ video, onReplaced }: { video: AdminVideo; onReplaced: () => void }) {
  const { t } = useUploadsTranslation();
  const [file, setFile] = useState<File | null>(null);
  const upload = useFormUpload<{ message: string; job: VideoJob }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.start();
    if (!file) {
      upload.setError(t('messages.videoRequired'));
      return;
    }
    const form = new FormData();
    form.append('video', file);
    await upload.send(
      `/admin/videos/${video.id}/file`,
      form,
      'messages.replaceFailed',
      (answer: VideoUploadResponse) => {
        setFile(null);
        onReplaced();
        return { message: answer.message, job: answer.job };
      },
    );
  };

  const { busy, done, fileInput } = upload;
  if (done) {
    return (
      <Alert tone="success">
        <JobAnswer {...done} />
      </Alert>
    );
  }
  return (
    <form className={parts.form} onSubmit={submit} noValidate data-testid="replace-video">
      <Alert tone="danger">
        <strong>{t('gallery.failedTitle')}</strong> {t('gallery.failedNotice')}
        {video.job?.error ? (
          <p className={styles.jobError}>{t('gallery.reason', { error: video.job.error })}</p>
        ) : null}
      </Alert>
      <VideoFileField label={t('gallery.newFile')} file={file} onChange={setFile} {...fileInput} />
      <UploadStatus progress={upload.progress} error={upload.error} />
      <UploadActions busy={busy} label={t('actions.replace')} />
    </form>
  );
}
