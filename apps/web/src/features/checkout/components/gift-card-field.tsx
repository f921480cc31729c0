// The gift card code at checkout (ADR 044), beside the voucher and drawn like it: "Iskoristi" asks the server what
// the card pays of this order, then shows that amount and what stays on the card, or the reason under the field.
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import { CodeField, type CodeFieldProps } from './code-field';

interface GiftCardFieldProps extends CodeFieldProps {
  /** The card in use, what it pays and what stays on it (formatted), once the server accepted it. */
  applied: { tail: string; amount: string; remaining: string } | null;
}

export function GiftCardField({ applied, ...props }: GiftCardFieldProps) {
  const { t } = useCheckoutTranslation();
  return (
    <CodeField
      {...props}
      testId="gift-card"
      texts={{
        label: t('giftCard.label'),
        placeholder: t('giftCard.placeholder'),
        applying: t('giftCard.applying'),
        apply: t('giftCard.apply'),
        remove: t('giftCard.remove'),
        applied: applied
          ? t('giftCard.applied', { tail: applied.tail, amount: applied.amount, left: applied.remaining })
          : null,
      }}
    />
  );
}
