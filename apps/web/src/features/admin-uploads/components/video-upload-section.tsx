// Dashboard section "video-upload": one video (a lesson, or an intro stored under intros/) with an optional cover.
import {
  IMAGE_ACCEPT,
  VIDEO_ACCEPT,
  type VideoJob,
  type VideoUploadResponse,
} from '@atelje/shared/uploads/schemas';
import { type FormEvent, useState } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { Checkbox } from '../../../components/ui/checkbox';
import { sendForm } from '../api/send-form';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { checkVideoUpload, percent } from '../lib/checks';
import { FileField } from './file-field';
import { JobStatus } from './job-status';
import { SectionFrame } from './section-frame';
import { CourseTitleRow, UploadActions, UploadStatus } from './upload-form-parts';
import { failureText } from './upload-messages';

export function VideoUploadSection() {
  const { t } = useUploadsTranslation();
  const [courseId, setCourseId] = useState('');
  const [title, setTitle] = useState('');
  const [isIntro, setIsIntro] = useState(false);
  const [video, setVideo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; job: VideoJob } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    const problem = checkVideoUpload({ courseId, title, video, cover });
    if (problem || !video) {
      setError(t(problem ?? 'messages.videoRequired'));
      return;
    }
    const form = new FormData();
    form.append('title', title.trim());
    form.append('course_id', courseId);
    form.append('is_intro', isIntro ? '1' : '0');
    form.append('video', video);
    if (cover) form.append('cover', cover);
    setProgress(0);
    try {
      const answer = await sendForm<VideoUploadResponse>(
        `/admin/videos/upload/${courseId}`,
        form,
        (sent, total) => setProgress(percent(sent, total)),
      );
      setDone({ message: answer.message, job: answer.job });
      setTitle('');
      setVideo(null);
      setCover(null);
      setIsIntro(false);
      setInputKey((key) => key + 1);
    } catch (failure) {
      setError(failureText(failure, t, 'messages.videoFailed'));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <SectionFrame title={t('sections.videoUpload')} lead={t('intro.videoUpload')}>
      <form className={parts.form} onSubmit={submit} noValidate>
        <CourseTitleRow
          courseId={courseId}
          onCourse={setCourseId}
          title={title}
          onTitle={setTitle}
          maxLength={300}
          disabled={busy}
        />
        <FileField
          label={t('fields.video')}
          rule="video"
          accept={VIDEO_ACCEPT}
          file={video}
          onChange={setVideo}
          inputKey={inputKey}
          disabled={busy}
        />
        <Checkbox
          label={t('fields.isIntro')}
          checked={isIntro}
          onChange={(event) => setIsIntro(event.currentTarget.checked)}
          disabled={busy}
        />
        <FileField
          label={t('fields.cover')}
          rule="cover"
          accept={IMAGE_ACCEPT}
          file={cover}
          onChange={setCover}
          inputKey={inputKey}
          disabled={busy}
        />
        <UploadStatus
          progress={progress}
          error={error}
          done={
            done ? (
              <>
                {done.message}
                <JobStatus job={done.job} />
              </>
            ) : null
          }
        />
        <UploadActions busy={busy} />
      </form>
    </SectionFrame>
  );
}
