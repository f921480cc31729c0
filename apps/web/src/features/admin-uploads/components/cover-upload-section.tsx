// Dashboard section "cover-upload": a course's cover image (PNG or JPEG, at most 5 MB).
import { type CoverUploadResponse, IMAGE_ACCEPT } from '@atelje/shared/uploads/schemas';
import { type FormEvent, useState } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { sendForm } from '../api/send-form';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { checkCover } from '../lib/checks';
import { FileField } from './file-field';
import { SectionFrame } from './section-frame';
import { CourseTitleRow, UploadActions, UploadStatus } from './upload-form-parts';
import { failureText } from './upload-messages';
import styles from './uploads.module.css';

export function CoverUploadSection() {
  const { t } = useUploadsTranslation();
  const [courseId, setCourseId] = useState('');
  const [title, setTitle] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<CoverUploadResponse | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    const problem = checkCover({ courseId, image });
    if (problem || !image) {
      setError(t(problem ?? 'messages.coverRequired'));
      return;
    }
    const form = new FormData();
    form.append('title', title.trim());
    form.append('cover', image);
    setBusy(true);
    try {
      setDone(await sendForm<CoverUploadResponse>(`/admin/courses/${courseId}/cover`, form));
      setImage(null);
      setTitle('');
      setInputKey((key) => key + 1);
    } catch (failure) {
      setError(failureText(failure, t, 'messages.coverFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionFrame title={t('sections.cover')} lead={t('intro.cover')}>
      <form className={parts.form} onSubmit={submit} noValidate>
        <CourseTitleRow
          courseId={courseId}
          onCourse={setCourseId}
          title={title}
          onTitle={setTitle}
          maxLength={255}
          disabled={busy}
        />
        <FileField
          label={t('fields.image')}
          rule="image"
          accept={IMAGE_ACCEPT}
          file={image}
          onChange={setImage}
          inputKey={inputKey}
          disabled={busy}
        />
        <UploadStatus
          error={error}
          done={
            done ? (
              <>
                {done.message}
                <img className={styles.thumb} src={done.url} alt="" />
              </>
            ) : null
          }
        />
        <UploadActions busy={busy} />
      </form>
    </SectionFrame>
  );
}
