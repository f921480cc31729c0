// /checkout/error?message=: a failed, declined or cancelled payment. Shows the message it was sent with (already
// decoded by URLSearchParams) and the ways back: the cart, or another try at checkout.
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../components/payment-result.module.css';
import { StatusShell } from '../components/status-shell';
import { useCheckoutTranslation } from '../lib/checkout-i18n';

export default function CheckoutErrorPage() {
  const { t } = useCheckoutTranslation();
  usePageTitle(t('titles.error'));
  const [params] = useSearchParams();
  const message = params.get('message')?.trim() || t('error.default');

  return (
    <StatusShell tone="danger" eyebrow={t('error.eyebrow')} title={t('error.title')} testId="payment-error">
      <div className={styles.message} data-testid="payment-error-message">
        <Alert tone="danger">{message}</Alert>
      </div>
      <p>{t('error.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/checkout" size="lg">
          {t('error.retry')}
        </ButtonLink>
        <ButtonLink to="/korpa" size="lg" variant="secondary">
          {t('error.cart')}
        </ButtonLink>
      </div>
    </StatusShell>
  );
}
