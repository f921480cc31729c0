// "Captions" for the lesson chosen in the video gallery (ADR 078): the Serbian and English files it has (version,
// number of cues, whether an SRT was converted), a file to add or replace one (POST /admin/videos/{id}/captions/
// {language}) and a button that removes one. The server reads the file and says what is wrong with it.
import { CAPTION_LANGUAGES, type CaptionLanguage } from '@atelje/shared/lessons/captions';
import type { CaptionUploadResponse } from '@atelje/shared/lessons/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import parts from '../../../components/admin/dashboard-parts.module.css';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useVideoCaptions, videoCaptionsKey } from '../api/get-video-captions';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { FileField } from './file-field';
import { UploadActions, UploadStatus } from './upload-form-parts';
import { failureText } from './upload-messages';
import styles from './uploads.module.css';
import { useFormUpload } from './use-form-upload';

export function CaptionsManager({ videoId, courseId }: { videoId: number; courseId: number }) {
  const { t, language: pageLanguage } = useUploadsTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const captions = useVideoCaptions(videoId);
  const [language, setLanguage] = useState<CaptionLanguage>('sr');
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const upload = useFormUpload<string>();

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: videoCaptionsKey(videoId) });
    void queryClient.invalidateQueries({ queryKey: ['course', courseId] });
  };

  const remove = useMutation({
    mutationFn: (which: CaptionLanguage) =>
      api.delete('/admin/videos/{id}/captions/{language}', { path: { id: videoId, language: which } }),
    onSuccess: (answer) => {
      setRemoved(answer.message);
      changed();
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.start();
    setRemoved(null);
    if (!file) {
      upload.setError(t('captions.fileRequired'));
      return;
    }
    const form = new FormData();
    form.append('captions', file);
    await upload.send(
      `/admin/videos/${videoId}/captions/${language}`,
      form,
      'captions.failed',
      (answer: CaptionUploadResponse) => {
        setFile(null);
        changed();
        return answer.message;
      },
    );
  };

  const rows = captions.data?.captions ?? [];
  return (
    <section className={styles.captions} aria-labelledby={headingId} data-testid="captions-manager">
      <h3 className={styles.captionsTitle} id={headingId}>
        {t('captions.title')}
      </h3>
      <p className={styles.captionsLead}>{t('captions.lead')}</p>
      {captions.isError ? <Alert tone="danger">{t('captions.loadFailed')}</Alert> : null}
      <ul className={styles.captionList}>
        {CAPTION_LANGUAGES.map((code) => {
          const row = rows.find((caption) => caption.language === code);
          return (
            <li key={code} className={styles.captionRow} data-testid={`caption-row-${code}`}>
              <span className={styles.itemTitle}>{t(`captions.language.${code}`)}</span>
              <span className={styles.itemMeta}>
                {row
                  ? t('captions.summary', {
                      version: row.version,
                      count: row.cue_count,
                      date: formatDateTime(row.updated_at, pageLanguage),
                    })
                  : t('captions.none')}
                {row?.source_format === 'srt' ? ` · ${t('captions.fromSrt')}` : ''}
              </span>
              {row ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => {
                    upload.start();
                    remove.mutate(code);
                  }}
                >
                  {t('captions.remove', { language: t(`captions.language.${code}`) })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {remove.isError ? (
        <Alert tone="danger">{failureText(remove.error, t, 'captions.removeFailed')}</Alert>
      ) : null}
      {removed ? <Alert tone="success">{removed}</Alert> : null}
      <form className={parts.form} onSubmit={submit} noValidate data-testid="captions-form">
        <Select
          label={t('captions.languageField')}
          options={CAPTION_LANGUAGES.map((code) => ({ value: code, label: t(`captions.language.${code}`) }))}
          value={language}
          disabled={upload.busy}
          onChange={(event) => setLanguage(event.currentTarget.value === 'en' ? 'en' : 'sr')}
        />
        <FileField
          label={t('captions.file')}
          accept=".vtt,.srt,text/vtt"
          rule="captions"
          file={file}
          onChange={setFile}
          {...upload.fileInput}
        />
        <UploadStatus progress={upload.progress} error={upload.error} done={upload.done} />
        <UploadActions busy={upload.busy} label={t('captions.upload')} />
      </form>
    </section>
  );
}
