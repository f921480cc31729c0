// Dashboard section "cover-upload": a course's cover image (PNG or JPEG, at most 5 MB).
import { type CoverUploadResponse, IMAGE_ACCEPT } from '@atelje/shared/uploads/schemas';
import { type FormEvent, useState } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { checkCover } from '../lib/checks';
import { FileField } from './file-field';
import { SectionFrame } from './section-frame';
import { CourseTitleRow, UploadActions, UploadStatus } from './upload-form-parts';
import styles from './uploads.module.css';
import { useCourseTitle } from './use-course-title';
import { useFormUpload } from './use-form-upload';

export function CoverUploadSection() {
  const { t } = useUploadsTranslation();
  const { courseId, title, setTitle, row } = useCourseTitle();
  const [image, setImage] = useState<File | null>(null);
  const upload = useFormUpload<CoverUploadResponse>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.start();
    const problem = checkCover({ courseId, image });
    if (problem || !image) {
      upload.setError(t(problem ?? 'messages.coverRequired'));
      return;
    }
    const form = new FormData();
    form.append('title', title.trim());
    form.append('cover', image);
    await upload.send(
      `/admin/courses/${courseId}/cover`,
      form,
      'messages.coverFailed',
      (answer: CoverUploadResponse) => {
        setImage(null);
        setTitle('');
        return answer;
      },
    );
  };

  const { busy, done, fileInput } = upload;
  return (
    <SectionFrame title={t('sections.cover')} lead={t('intro.cover')}>
      <form className={parts.form} onSubmit={submit} noValidate>
        <CourseTitleRow {...row} maxLength={255} disabled={busy} />
        <FileField
          label={t('fields.image')}
          rule="image"
          accept={IMAGE_ACCEPT}
          file={image}
          onChange={setImage}
          {...fileInput}
        />
        <UploadStatus
          error={upload.error}
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
