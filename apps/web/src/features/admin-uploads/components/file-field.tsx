// A labelled file picker with a drop zone: choose with a click, Enter or Space (the native input, visually inside
// the zone, keeps focus and the picker), or drop a file onto the zone. The chosen file is checked at once
// (lib/checks.ts: the spec's types and sizes) and shown with its name and size, a cover also as a thumbnail.
import { VIDEO_ACCEPT } from '@atelje/shared/uploads/schemas';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import fieldStyles from '../../../components/ui/field.module.css';
import { LineIcon } from '../../../components/ui/icons';
import { useUploadsTranslation } from '../lib/admin-uploads-i18n';
import { checkPickedFile, type FileRule, formatBytes, MAX_BYTES } from '../lib/checks';
import styles from './uploads.module.css';

interface FileFieldProps {
  label: string;
  accept?: string;
  /** Which checks apply and which sentence a wrong file gets. */
  rule: FileRule;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Changing it empties the input (after a successful upload). */
  inputKey: number;
  disabled?: boolean;
}

/** A FileField for a video (the video rule and the video types). */
export function VideoFileField(props: Omit<FileFieldProps, 'rule' | 'accept'>) {
  return <FileField rule="video" accept={VIDEO_ACCEPT} {...props} />;
}

export function FileField({ label, accept, rule, file, onChange, inputKey, disabled }: FileFieldProps) {
  const { t, language } = useUploadsTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const problem = file ? checkPickedFile(file, rule) : null;
  const isImage = rule === 'cover' || rule === 'image';
  const thumb = useObjectUrl(isImage && file && !problem ? file : null);

  const pick = (next: File | null) => {
    onChange(next);
    // A dropped file never reaches the input; an input still holding an older choice would disagree with it.
    if (inputRef.current && (next === null || inputRef.current.files?.[0] !== next))
      inputRef.current.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) pick(dropped);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer's shortcut; the input inside is the keyboard's way in */}
      <div
        className={styles.drop}
        data-testid="file-drop"
        data-dragging={dragging || undefined}
        data-invalid={problem ? true : undefined}
        data-disabled={disabled || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <input
          key={inputKey}
          ref={inputRef}
          id={id}
          type="file"
          className={styles.dropInput}
          accept={accept}
          disabled={disabled}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => pick(event.currentTarget.files?.[0] ?? null)}
        />
        <LineIcon size={28} strokeWidth="1.5" className={styles.dropIcon}>
          <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
        </LineIcon>
        <p className={styles.dropText}>{t(dragging ? 'drop.release' : 'drop.instruction')}</p>
        <p id={hintId} className={styles.dropHint}>
          {t(`drop.rules.${rule}`, { max: formatBytes(MAX_BYTES[rule], language) })}
        </p>
      </div>
      {file ? (
        <div className={styles.preview} data-testid="file-preview">
          {thumb ? <img className={styles.previewThumb} src={thumb} alt="" data-testid="file-thumb" /> : null}
          <p className={styles.previewText}>
            <span className={styles.previewName}>{file.name}</span>
            <span className={styles.previewSize}>{formatBytes(file.size, language)}</span>
          </p>
          <button
            type="button"
            className={styles.previewRemove}
            onClick={() => {
              pick(null);
              inputRef.current?.focus();
            }}
            disabled={disabled}
            aria-label={t('drop.removeNamed', { name: file.name })}
          >
            {t('drop.remove')}
          </button>
        </div>
      ) : null}
      <p id={problemId} className={fieldStyles.error} aria-live="polite" data-testid="file-problem">
        {problem ? t(problem, { max: formatBytes(MAX_BYTES[rule], language) }) : null}
      </p>
    </div>
  );
}

/** A blob URL for an image preview, revoked when the file changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
