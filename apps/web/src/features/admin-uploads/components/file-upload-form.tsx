// The e-book and template upload form (spec 001 §5): course, title and one file, answered with 201.
import type { UploadResponse } from '@atelje/shared/uploads/schemas';
import { type FormEvent, useState } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { checkFileUpload } from '../lib/checks';
import { FileField } from './file-field';
import { CourseTitleRow, UploadActions, UploadStatus } from './upload-form-parts';
import { useCourseTitle } from './use-course-title';
import { useFormUpload } from './use-form-upload';

export function FileUploadForm({ kind, accept }: { kind: 'ebook' | 'template'; accept: string }) {
  const { t } = useUploadsTranslation();
  const { courseId, title, setTitle, row } = useCourseTitle();
  const [file, setFile] = useState<File | null>(null);
  const upload = useFormUpload<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.start();
    const problem = checkFileUpload({ courseId, title, file }, kind);
    if (problem || !file) {
      upload.setError(t(problem ?? 'messages.fileRequired'));
      return;
    }
    const form = new FormData();
    form.append('title', title.trim());
    form.append(kind, file);
    const path = kind === 'ebook' ? `/admin/ebook/upload/${courseId}` : `/admin/templates/upload/${courseId}`;
    await upload.send(path, form, 'messages.uploadFailed', (answer: UploadResponse) => {
      setFile(null);
      setTitle('');
      return answer.message;
    });
  };

  const { busy, fileInput } = upload;
  return (
    <form className={parts.form} onSubmit={submit} noValidate>
      <CourseTitleRow {...row} maxLength={300} disabled={busy} />
      <FileField
        label={t(kind === 'ebook' ? 'fields.ebook' : 'fields.template')}
        rule={kind}
        accept={accept}
        file={file}
        onChange={setFile}
        {...fileInput}
      />
      <UploadStatus progress={upload.progress} error={upload.error} done={upload.done} />
      <UploadActions busy={busy} />
    </form>
  );
}
