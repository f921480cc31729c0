import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './field.module.css';
import { FieldFrame, useFieldIds } from './field-frame';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: string;
  /** Already translated error text; ties itself to the input with aria-describedby. */
  error?: string;
  hint?: ReactNode;
  /** A control drawn inside the right edge of the input, such as the password toggle. */
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, trailing, id, className, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} className={className} hint={hint} error={error}>
      <input
        id={ids.inputId}
        className={[styles.input, trailing ? styles.withTrailing : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...inputProps}
      />
      {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
    </FieldFrame>
  );
}

/** A TextField for an e-mail address: the e-mail keyboard and the browser's autofill (a form may turn that off). */
export function EmailTextField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}
