// /checkout/error?message=: a failed, declined or cancelled payment, and the ways back: the cart, or another try at
// checkout. The message is shown only when it is one of the texts a payment can end with (the server's, the
// status page's own); anything else in the address gets the default text (ADR 026).

import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { knownMessage } from '../../../lib/known-message';
import type { MetaFunction } from '../../../lib/page-meta';
import styles from '../components/payment-result.module.css';
import { StatusShell } from '../components/status-shell';
import { checkoutT, useCheckoutTranslation } from '../lib/checkout-i18n';
import { statusName } from '../lib/status-text';

/** Statuses the success page names when it gives up waiting (status.timeout). */
const TIMEOUT_STATUSES = ['pending', 'approved', 'completed', 'failed', 'refunded', null] as const;

export const meta: MetaFunction = ({ t }) => ({ title: checkoutT(t)('titles.error') });

export default function CheckoutErrorPage() {
  const { t } = useCheckoutTranslation();
  const { t: te } = useTranslation('errors');
  const [params] = useSearchParams();
  const known = [
    te('payment.failed'),
    te('payment.cancelled'),
    t('status.failed'),
    ...TIMEOUT_STATUSES.map((status) => t('status.timeout', { status: statusName(t, status) })),
  ];
  const message = knownMessage(params.get('message'), known, t('error.default'));

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
