// A labelled file picker that reports the chosen file (or null) and shows its name and size.
import { useId } from 'react';
import fieldStyles from '../../../components/ui/field.module.css';
import styles from './uploads.module.css';

function size(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function FileField({
  label,
  accept,
  file,
  onChange,
  inputKey,
  disabled,
}: {
  label: string;
  accept?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Changing it empties the input (after a successful upload). */
  inputKey: number;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        key={inputKey}
        id={id}
        type="file"
        className={styles.fileInput}
        accept={accept}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      {file ? <p className={styles.fileName}>{`${file.name} · ${size(file.size)}`}</p> : null}
    </div>
  );
}
