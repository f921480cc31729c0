import type { ComponentPropsWithRef } from 'react';
import fieldStyles from '../../../components/ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../../components/ui/field-frame';
import styles from './text-area-field.module.css';

interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  /** Already translated error text, tied to the textarea with aria-describedby. */
  error?: string;
}

/** A multi-line field drawn like the UI kit's TextField (same label, border, focus and error styles). */
export function TextAreaField({ label, error, id, className, rows = 6, ...props }: TextAreaFieldProps) {
  const ids = useFieldIds(id, undefined, error);
  return (
    <FieldFrame ids={ids} label={label} className={className} error={error}>
      <textarea
        id={ids.inputId}
        rows={rows}
        className={[fieldStyles.input, styles.textarea].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...props}
      />
    </FieldFrame>
  );
}
