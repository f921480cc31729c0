// The pieces the admin forms share: a labelled textarea and a file input with their error lines, and the
// save/cancel bar at the end of a form.
import type { ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useAdminTranslation } from '../lib/admin-i18n';
import styles from './admin.module.css';

interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
  required?: boolean;
}

/** A textarea under its label; an error marks it invalid and is read with it. */
export function TextAreaField({ id, label, value, onChange, error, rows, required }: TextAreaFieldProps) {
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface FileInputFieldProps {
  id: string;
  label: string;
  accept?: string;
  onFile: (file: File | null) => void;
  /** A line under the input, e.g. the file the item already has. */
  note?: string;
  error?: string;
}

/** A file input under its label, its note and its error under it. */
export function FileInputField({ id, label, accept, onFile, note, error }: FileInputFieldProps) {
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onFile(event.currentTarget.files?.[0] ?? null)}
      />
      {note ? <p className={styles.muted}>{note}</p> : null}
      {error ? <p className={styles.fieldError}>{error}</p> : null}
    </div>
  );
}

/** Save (busy while saving) and cancel (off while saving). */
export function SaveBar({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useAdminTranslation();
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={saving} loadingText={t('common.saving')}>
        {t('common.save')}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={saving}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}
