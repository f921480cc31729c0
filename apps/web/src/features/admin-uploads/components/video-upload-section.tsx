// Dashboard section "video-upload": one video (a lesson, or an intro stored under intros/) with an optional cover.
import { IMAGE_ACCEPT, type VideoJob, type VideoUploadResponse } from '@atelje/shared/uploads/schemas';
import { type FormEvent, useState } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { Checkbox } from '../../../components/ui/checkbox';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { checkVideoUpload } from '../lib/checks';
import { FileField, VideoFileField } from './file-field';
import { JobAnswer } from './job-status';
import { SectionFrame } from './section-frame';
import { CourseTitleRow, UploadActions, UploadStatus } from './upload-form-parts';
import { useCourseTitle } from './use-course-title';
import { useFormUpload } from './use-form-upload';

export function VideoUploadSection() {
  const { t } = useUploadsTranslation();
  const { courseId, title, setTitle, row } = useCourseTitle();
  const [isIntro, setIsIntro] = useState(false);
  const [video, setVideo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const upload = useFormUpload<{ message: string; job: VideoJob }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.start();
    const problem = checkVideoUpload({ courseId, title, video, cover });
    if (problem || !video) {
      upload.setError(t(problem ?? 'messages.videoRequired'));
      return;
    }
    const form = new FormData();
    form.append('title', title.trim());
    form.append('course_id', courseId);
    form.append('is_intro', isIntro ? '1' : '0');
    form.append('video', video);
    if (cover) form.append('cover', cover);
    await upload.send(
      `/admin/videos/upload/${courseId}`,
      form,
      'messages.videoFailed',
      (answer: VideoUploadResponse) => {
        setTitle('');
        setVideo(null);
        setCover(null);
        setIsIntro(false);
        return { message: answer.message, job: answer.job };
      },
    );
  };

  const { busy, fileInput, done } = upload;
  return (
    <SectionFrame title={t('sections.videoUpload')} lead={t('intro.videoUpload')}>
      <form className={parts.form} onSubmit={submit} noValidate>
        <CourseTitleRow {...row} maxLength={300} disabled={busy} />
        <VideoFileField label={t('fields.video')} file={video} onChange={setVideo} {...fileInput} />
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
          {...fileInput}
        />
        <UploadStatus
          progress={upload.progress}
          error={upload.error}
          done={done ? <JobAnswer {...done} /> : null}
        />
        <UploadActions busy={busy} />
      </form>
    </SectionFrame>
  );
}
