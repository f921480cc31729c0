// The voucher code with its own "Primeni" button: the server quotes the cart with the code and either shows the
// discount or the reason the code does not apply, under the field.
import { type KeyboardEvent, useId } from 'react';
import { Button } from '../../../components/ui/button';
import inline from '../../../components/ui/inline-form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import styles from './voucher-field.module.css';

interface VoucherFieldProps {
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
  /** The code in use and the discount it gives, once the server accepted it. */
  applied: { code: string; discount: string } | null;
  applying: boolean;
  error?: string;
  disabled?: boolean;
}

export function VoucherField({
  value,
  onChange,
  onApply,
  onRemove,
  applied,
  applying,
  error,
  disabled,
}: VoucherFieldProps) {
  const { t } = useCheckoutTranslation();
  const id = useId();

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the voucher field applies the code instead of paying.
    if (event.key === 'Enter') {
      event.preventDefault();
      onApply();
    }
  }

  if (applied) {
    return (
      <div className={styles.applied} data-testid="voucher-applied">
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className={styles.check}>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path
            d="m6 10.3 2.6 2.6L14 7.6"
            fill="none"
            stroke="#fff"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p role="status" className={styles.appliedText}>
          {t('voucher.applied', { code: applied.code, discount: applied.discount })}
        </p>
        <Button variant="link" size="sm" onClick={onRemove} disabled={disabled}>
          {t('voucher.remove')}
        </Button>
      </div>
    );
  }

  return (
    <div className={inline.row}>
      <TextField
        id={id}
        className={inline.input}
        label={t('voucher.label')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error}
        disabled={disabled}
        data-testid="voucher-input"
      />
      <Button
        variant="secondary"
        className={inline.button}
        onClick={onApply}
        loading={applying}
        loadingText={t('voucher.applying')}
        disabled={disabled}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="voucher-apply"
      >
        {t('voucher.apply')}
      </Button>
    </div>
  );
}
