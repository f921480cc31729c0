// A code typed at checkout with its own apply button (the voucher, the gift card): Enter in the field applies the
// code instead of paying; once the server accepted it, the field gives way to what it does and a remove link.
import { type KeyboardEvent, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import inline from '../../../components/ui/inline-form.module.css';
import { TextField } from '../../../components/ui/text-field';
import styles from './voucher-field.module.css';

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
  applying: boolean;
  error?: string;
  disabled?: boolean;
}

interface CodeFieldTexts {
  label: string;
  placeholder?: string;
  applying: string;
  apply: string;
  remove: string;
  /** What the accepted code does, or null while none is applied. */
  applied: string | null;
}

export function CodeField({
  value,
  onChange,
  onApply,
  onRemove,
  applying,
  error,
  disabled,
  texts,
  testId,
}: CodeFieldProps & { texts: CodeFieldTexts; testId: string }) {
  const id = useId();

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onApply();
    }
  }

  if (texts.applied !== null) {
    return (
      <div className={styles.applied} data-testid={`${testId}-applied`}>
        <CheckCircleIcon size={20} className={styles.check} />
        <p role="status" className={styles.appliedText}>
          {texts.applied}
        </p>
        <Button variant="link" size="sm" onClick={onRemove} disabled={disabled}>
          {texts.remove}
        </Button>
      </div>
    );
  }

  return (
    <div className={inline.row}>
      <TextField
        id={id}
        className={inline.input}
        label={texts.label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={texts.placeholder}
        error={error}
        disabled={disabled}
        data-testid={`${testId}-input`}
      />
      <Button
        variant="secondary"
        className={inline.button}
        onClick={onApply}
        loading={applying}
        loadingText={texts.applying}
        disabled={disabled}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`${testId}-apply`}
      >
        {texts.apply}
      </Button>
    </div>
  );
}
