// The frame the kit's one-line field (TextField) and multi-line field (contact's TextAreaField) share: the label,
// the bordered control (marked when invalid), then the hint and the error, tied to the control by their ids.
import { type ReactNode, useId } from 'react';
import styles from './field.module.css';

/** The control's id (the given one or a generated one) and the ids its aria-describedby names. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export function FieldFrame({
  ids,
  label,
  className,
  hint,
  error,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  className?: string;
  hint?: ReactNode;
  error?: string;
  /** The control itself, with anything drawn inside its border. */
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={ids.inputId}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        {children}
      </div>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
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
