import { type ComponentPropsWithRef, useId } from 'react';
import styles from './field.module.css';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends ComponentPropsWithRef<'select'> {
  label: string;
  options: SelectOption[];
  /** Shown as the empty first choice, e.g. "Izaberi pol". */
  placeholder?: string;
  error?: string;
}

export function Select({ label, options, placeholder, error, id, className, ...selectProps }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = error ? `${selectId}-error` : undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        <select
          id={selectId}
          className={[styles.input, styles.select].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...selectProps}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
