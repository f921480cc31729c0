// The three payment methods as large radio cards. PayPal says what it will charge in EUR before the buyer leaves
// (integrations.md: "say charged in EUR before the buyer leaves").
import type { PaymentMethod } from '@atelje/shared/commerce/schemas';
import { type ReactNode, useId } from 'react';
import { LineIcon } from '../../../components/ui/icons';
import { PAYMENT_METHODS } from '../lib/checkout-form';
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import styles from './payment-method-picker.module.css';

const icons: Record<PaymentMethod, ReactNode> = {
  upc: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  uplatnica: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M15 3v4h4M9 12h7M9 16h4" />
    </>
  ),
  paypal: (
    <>
      <path d="M8 20 10.5 5H15a3.5 3.5 0 0 1 0 7h-3" />
      <path d="M6.5 17 9 4" />
    </>
  ),
};

interface PaymentMethodPickerProps {
  value: string;
  onChange: (method: PaymentMethod) => void;
  error?: string;
  /** "83,64 EUR (kurs 117,2000)" text, or null while the quote is unknown. */
  eurNote: string | null;
  disabled?: boolean;
}

export function PaymentMethodPicker({ value, onChange, error, eurNote, disabled }: PaymentMethodPickerProps) {
  const { t } = useCheckoutTranslation();
  const name = useId();
  const errorId = useId();
  const texts: Record<PaymentMethod, { label: string; text: string }> = {
    upc: { label: t('method.upc'), text: t('method.upcText') },
    uplatnica: { label: t('method.uplatnica'), text: t('method.uplatnicaText') },
    paypal: { label: t('method.paypal'), text: t('method.paypalText') },
  };

  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      data-testid="payment-methods"
    >
      <legend className={styles.legend}>
        {t('method.title')} <span aria-hidden="true">*</span>
      </legend>
      <div className={styles.options}>
        {PAYMENT_METHODS.map((method) => {
          const id = `${name}-${method}`;
          const checked = value === method;
          return (
            <label key={method} htmlFor={id} className={styles.option} data-checked={checked || undefined}>
              <input
                id={id}
                type="radio"
                name={name}
                value={method}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(method)}
                className={styles.radio}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-text`}
              />
              <LineIcon size={24} strokeWidth="1.6" className={styles.icon}>
                {icons[method]}
              </LineIcon>
              <span className={styles.text}>
                <span className={styles.label}>{texts[method].label}</span>
                <span id={`${id}-text`} className={styles.description}>
                  {texts[method].text}
                  {method === 'paypal' && eurNote ? (
                    <span className={styles.eur} data-testid="paypal-eur">
                      {eurNote}
                    </span>
                  ) : null}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
