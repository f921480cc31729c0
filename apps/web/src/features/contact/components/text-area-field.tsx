import { type ComponentPropsWithRef, useId } from 'react';
import fieldStyles from '../../../components/ui/field.module.css';
import styles from './text-area-field.module.css';

interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  /** Already translated error text, tied to the textarea with aria-describedby. */
  error?: string;
}

/** A multi-line field drawn like the UI kit's TextField (same label, border, focus and error styles). */
export function TextAreaField({ label, error, id, className, rows = 6, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={fieldStyles.control} data-invalid={error ? true : undefined}>
        <textarea
          id={inputId}
          rows={rows}
          className={[fieldStyles.input, styles.textarea].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...props}
        />
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5v4.2M8 11.2v.3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
