// A gift card's amount: one of the set amounts (GIFT_CARD_AMOUNTS_RSD) as toggle buttons, or a typed one, which
// wins while it is not empty.
import { GIFT_CARD_AMOUNTS_RSD } from '@atelje/shared/commerce/gifts';
import { TextField } from '../../../components/ui/text-field';
import { formatAmount } from '../../../lib/money';
import { useGiftsTranslation } from '../lib/gifts-i18n';
import styles from './gift-amount-picker.module.css';

interface Props {
  /** The chosen set amount, in para. */
  amountPara: number;
  customAmount: string;
  onPick: (amountPara: number) => void;
  onCustomChange: (text: string) => void;
  error: string | undefined;
}

export function GiftAmountPicker({ amountPara, customAmount, onPick, onCustomChange, error }: Props) {
  const { t, i18n } = useGiftsTranslation();
  return (
    <>
      <fieldset className={styles.amounts} aria-labelledby="gift-amount-title">
        {GIFT_CARD_AMOUNTS_RSD.map((rsd) => (
          <button
            key={rsd}
            type="button"
            className={styles.amount}
            aria-pressed={!customAmount.trim() && amountPara === rsd * 100}
            onClick={() => onPick(rsd * 100)}
            data-testid={`gift-amount-${rsd}`}
          >
            {t('buy.amountButton', {
              amount: formatAmount(rsd * 100, i18n.language, { fractionDigits: 0 }),
            })}
          </button>
        ))}
      </fieldset>
      <TextField
        label={t('buy.amountCustom')}
        inputMode="numeric"
        value={customAmount}
        onChange={(event) => onCustomChange(event.currentTarget.value)}
        hint={t('buy.amountHint')}
        error={error}
        data-testid="gift-amount-custom"
      />
    </>
  );
}
