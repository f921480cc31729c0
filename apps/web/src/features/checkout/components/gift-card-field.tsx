// The gift card code at checkout (ADR 044), beside the voucher and drawn like it: "Iskoristi" asks the server what
// the card pays of this order, then shows that amount and what stays on the card, or the reason under the field.
import { type KeyboardEvent, useId } from 'react';
import { Button } from '../../../components/ui/button';
import inline from '../../../components/ui/inline-form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import styles from './voucher-field.module.css';

interface GiftCardFieldProps {
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
  /** The card in use, what it pays and what stays on it (formatted), once the server accepted it. */
  applied: { tail: string; amount: string; remaining: string } | null;
  applying: boolean;
  error?: string;
  disabled?: boolean;
}

export function GiftCardField({
  value,
  onChange,
  onApply,
  onRemove,
  applied,
  applying,
  error,
  disabled,
}: GiftCardFieldProps) {
  const { t } = useCheckoutTranslation();
  const id = useId();

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the field applies the card instead of paying.
    if (event.key === 'Enter') {
      event.preventDefault();
      onApply();
    }
  }

  if (applied) {
    return (
      <div className={styles.applied} data-testid="gift-card-applied">
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
          {t('giftCard.applied', { tail: applied.tail, amount: applied.amount, left: applied.remaining })}
        </p>
        <Button variant="link" size="sm" onClick={onRemove} disabled={disabled}>
          {t('giftCard.remove')}
        </Button>
      </div>
    );
  }

  return (
    <div className={inline.row}>
      <TextField
        id={id}
        className={inline.input}
        label={t('giftCard.label')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t('giftCard.placeholder')}
        error={error}
        disabled={disabled}
        data-testid="gift-card-input"
      />
      <Button
        variant="secondary"
        className={inline.button}
        onClick={onApply}
        loading={applying}
        loadingText={t('giftCard.applying')}
        disabled={disabled}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="gift-card-apply"
      >
        {t('giftCard.apply')}
      </Button>
    </div>
  );
}
