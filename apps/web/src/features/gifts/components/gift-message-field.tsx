// The gift's optional message to the recipient: a textarea with a count of what is left (GIFT_MESSAGE_MAX), or the
// reason it was refused in the count's place.
import { GIFT_MESSAGE_MAX } from '@atelje/shared/commerce/gifts';
import type { ChangeEvent } from 'react';
import { useGiftsTranslation } from '../lib/gifts-i18n';
import styles from './gift-message-field.module.css';

interface Props {
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  error: string | undefined;
}

export function GiftMessageField({ value, onChange, error }: Props) {
  const { t } = useGiftsTranslation();
  return (
    <div className={styles.messageField}>
      <label htmlFor="gift-message" className={styles.label}>
        {t('buy.message')}
      </label>
      <textarea
        id="gift-message"
        className={styles.textarea}
        rows={4}
        maxLength={GIFT_MESSAGE_MAX}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby="gift-message-count"
        data-testid="gift-message"
      />
      <p id="gift-message-count" className={styles.count}>
        {error ?? t('buy.messageCount', { count: value.length, max: GIFT_MESSAGE_MAX })}
      </p>
    </div>
  );
}
