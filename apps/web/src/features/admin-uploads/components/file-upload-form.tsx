// The e-book and template upload form (spec 001 §5): course, title and one file, answered with 201.
import type { UploadResponse } from '@atelje/shared/uploads/schemas';
import { type FormEvent, useState } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { sendForm } from '../api/send-form';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { checkFileUpload, percent } from '../lib/checks';
import { FileField } from './file-field';
import { CourseTitleRow, UploadActions, UploadStatus } from './upload-form-parts';
import { failureText } from './upload-messages';

export function FileUploadForm({ kind, accept }: { kind: 'ebook' | 'template'; accept: string }) {
  const { t } = useUploadsTranslation();
  const [courseId, setCourseId] = useState('');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    const problem = checkFileUpload({ courseId, title, file }, kind);
    if (problem || !file) {
      setError(t(problem ?? 'messages.fileRequired'));
      return;
    }
    const form = new FormData();
    form.append('title', title.trim());
    form.append(kind, file);
    const path = kind === 'ebook' ? `/admin/ebook/upload/${courseId}` : `/admin/templates/upload/${courseId}`;
    setProgress(0);
    try {
      const answer = await sendForm<UploadResponse>(path, form, (sent, total) =>
        setProgress(percent(sent, total)),
      );
      setDone(answer.message);
      setFile(null);
      setTitle('');
      setInputKey((key) => key + 1);
    } catch (failure) {
      setError(failureText(failure, t, 'messages.uploadFailed'));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
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
        label={t(kind === 'ebook' ? 'fields.ebook' : 'fields.template')}
        rule={kind}
        accept={accept}
        file={file}
        onChange={setFile}
        inputKey={inputKey}
        disabled={busy}
      />
      <UploadStatus progress={progress} error={error} done={done} />
      <UploadActions busy={busy} />
    </form>
  );
}
