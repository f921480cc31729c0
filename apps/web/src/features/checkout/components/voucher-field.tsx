// The voucher code with its own "Primeni" button: the server quotes the cart with the code and either shows the
// discount or the reason the code does not apply, under the field.
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import { CodeField, type CodeFieldProps } from './code-field';

interface VoucherFieldProps extends CodeFieldProps {
  /** The code in use and the discount it gives, once the server accepted it. */
  applied: { code: string; discount: string } | null;
}

export function VoucherField({ applied, ...props }: VoucherFieldProps) {
  const { t } = useCheckoutTranslation();
  return (
    <CodeField
      {...props}
      testId="voucher"
      texts={{
        label: t('voucher.label'),
        applying: t('voucher.applying'),
        apply: t('voucher.apply'),
        remove: t('voucher.remove'),
        applied: applied ? t('voucher.applied', { code: applied.code, discount: applied.discount }) : null,
      }}
    />
  );
}
