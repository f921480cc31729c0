// Dashboard section "video-upload-new": a lesson and an optional intro, uploaded resumably over tus with one
// progress bar for both files, then POST /videos/lesson-with-intro; the joining job's status follows.
import type { VideoJob } from '@atelje/shared/uploads/schemas';
import { type FormEvent, useRef, useState } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { createLessonWithIntro } from '../api/create-lesson-with-intro';
import { useVideoCategories } from '../api/get-video-categories';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { checkLessonWithIntro, percent } from '../lib/checks';
import { TusUploadError, tusUpload } from '../lib/tus-upload';
import { VideoFileField } from './file-field';
import { JobAnswer } from './job-status';
import { SectionFrame } from './section-frame';
import { CourseTitleRow, UploadActions, UploadStatus } from './upload-form-parts';
import { lessonFailureText } from './upload-messages';
import { useCourseTitle } from './use-course-title';

export function LessonWithIntroSection() {
  const { t } = useUploadsTranslation();
  const { courseId, title, setTitle, row, setCourseId } = useCourseTitle();
  const [categoryId, setCategoryId] = useState('');
  const [order, setOrder] = useState('');
  const [main, setMain] = useState<File | null>(null);
  const [intro, setIntro] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [resuming, setResuming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; job: VideoJob } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const categories = useVideoCategories(courseId ? Number(courseId) : null);

  const chooseCourse = (value: string) => {
    setCourseId(value);
    setCategoryId('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    setProgress(null);
    const problem = checkLessonWithIntro({ courseId, title, main, intro, order });
    if (problem || !main) {
      setError(t(problem ?? 'messages.lessonRequired'));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    const total = main.size + (intro?.size ?? 0);
    setBusy(true);
    setProgress(0);
    /** Sends one file; `before` is what the files before it sent, so the bar runs once over both. */
    const send = (file: File, before: number) =>
      tusUpload(
        file,
        {
          onProgress: (sent) => {
            setResuming(false);
            setProgress(percent(before + sent, total));
          },
          onRetry: () => setResuming(true),
        },
        controller.signal,
      );
    try {
      const mainId = await send(main, 0);
      const introId = intro ? await send(intro, main.size) : undefined;
      const answer = await createLessonWithIntro({
        course_id: Number(courseId),
        title: title.trim(),
        main_upload_id: mainId,
        intro_upload_id: introId,
        category_id: categoryId ? Number(categoryId) : undefined,
        order: order.trim() ? Number(order) : undefined,
      });
      setProgress(100);
      setDone({ message: answer.message, job: answer.job });
      setTitle('');
      setOrder('');
      setMain(null);
      setIntro(null);
      setInputKey((key) => key + 1);
    } catch (failure) {
      setProgress(null);
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      const known = failure instanceof ApiError || failure instanceof TusUploadError;
      setError(
        lessonFailureText(
          known
            ? { status: failure.status, serverMessage: failure.serverMessage }
            : { status: 0, serverMessage: null },
          t,
        ),
      );
    } finally {
      abort.current = null;
      setBusy(false);
      setResuming(false);
    }
  };

  const fileInput = { inputKey, disabled: busy };
  return (
    <SectionFrame title={t('sections.lessonWithIntro')} lead={t('intro.lessonWithIntro')}>
      <form className={parts.form} onSubmit={submit} noValidate>
        <CourseTitleRow {...row} onCourse={chooseCourse} maxLength={300} disabled={busy} />
        <div className={parts.row}>
          <Select
            label={t('fields.category')}
            placeholder={t('fields.categoryPlaceholder')}
            options={(categories.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId}
            onChange={(event) => setCategoryId(event.currentTarget.value)}
            disabled={busy || !courseId}
            error={categories.isError ? t('messages.categoriesFailed') : undefined}
          />
          <TextField
            label={t('fields.order')}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={order}
            onChange={(event) => setOrder(event.currentTarget.value)}
            disabled={busy}
          />
        </div>
        <VideoFileField label={t('fields.mainVideo')} file={main} onChange={setMain} {...fileInput} />
        <VideoFileField label={t('fields.introVideo')} file={intro} onChange={setIntro} {...fileInput} />
        <UploadStatus
          progress={progress}
          progressNote={resuming ? t('messages.resuming') : null}
          error={error}
          done={done ? <JobAnswer {...done} /> : null}
        />
        <UploadActions busy={busy}>
          {busy ? (
            <Button variant="secondary" onClick={() => abort.current?.abort()}>
              {t('actions.cancel')}
            </Button>
          ) : null}
        </UploadActions>
      </form>
    </SectionFrame>
  );
}
