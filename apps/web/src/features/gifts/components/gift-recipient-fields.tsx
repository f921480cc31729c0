// Who gets the gift: the recipient's name and e-mail address, and an optional message with a count of what is
// left (GIFT_MESSAGE_MAX), or the reason it was refused in the count's place.
import { GIFT_MESSAGE_MAX } from '@atelje/shared/commerce/gifts';
import purchaseStyles from '../../../components/layout/purchase-page.module.css';
import fieldStyles from '../../../components/ui/field.module.css';
import { TextField } from '../../../components/ui/text-field';
import { useGiftsTranslation } from '../lib/gifts-i18n';
import styles from './gift-recipient-fields.module.css';

export type RecipientField = 'recipient_email' | 'recipient_name' | 'message';

interface Props {
  values: Record<RecipientField, string>;
  errors: Partial<Record<RecipientField, string>>;
  onChange: (field: RecipientField) => (event: { currentTarget: { value: string } }) => void;
}

export function GiftRecipientFields({ values, errors, onChange }: Props) {
  const { t } = useGiftsTranslation();
  return (
    <>
      <div className={purchaseStyles.grid}>
        <TextField
          label={`${t('buy.recipientName')} *`}
          autoComplete="off"
          aria-required="true"
          value={values.recipient_name}
          onChange={onChange('recipient_name')}
          error={errors.recipient_name}
          data-testid="gift-recipient-name"
        />
        <TextField
          label={`${t('buy.recipientEmail')} *`}
          type="email"
          inputMode="email"
          autoComplete="off"
          aria-required="true"
          value={values.recipient_email}
          onChange={onChange('recipient_email')}
          error={errors.recipient_email}
          data-testid="gift-recipient-email"
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="gift-message" className={styles.label}>
          {t('buy.message')}
        </label>
        <textarea
          id="gift-message"
          className={styles.textarea}
          rows={4}
          maxLength={GIFT_MESSAGE_MAX}
          value={values.message}
          onChange={onChange('message')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby="gift-message-count"
          data-testid="gift-message"
        />
        <p id="gift-message-count" className={styles.count}>
          {errors.message ?? t('buy.messageCount', { count: values.message.length, max: GIFT_MESSAGE_MAX })}
        </p>
      </div>
    </>
  );
}
