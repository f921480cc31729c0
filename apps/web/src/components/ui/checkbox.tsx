import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from './field.module.css';

interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

export function Checkbox({ label, error, id, className, ...inputProps }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...inputProps}
        />
        <label className={styles.checkLabel} htmlFor={inputId}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
