// /checkout/pending?payment_id=: the bank has not confirmed yet. Asks every 30 s, up to 10 times; then says the
// payment is still not confirmed, with its status, and offers to check again.
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { logPaymentError } from '../api/log-payment-error';
import styles from '../components/payment-result.module.css';
import { PaymentSuccess } from '../components/payment-success';
import { MissingPaymentId, StatusShell } from '../components/status-shell';
import { usePaymentResult } from '../hooks/use-payment-result';
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import { PENDING_POLL } from '../lib/payment-poll';
import { statusName } from '../lib/status-text';

export default function CheckoutPendingPage() {
  const { t } = useCheckoutTranslation();
  usePageTitle(t('titles.pending'));
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id')?.trim() || null;
  const { state, retry, outcome } = usePaymentResult(paymentId, PENDING_POLL, {
    page: 'payment pending',
    onTimeout: (timeout, id) =>
      logPaymentError({
        message: `payment still ${timeout.payment?.status ?? 'unknown'} after the pending checks`,
        payment_id: id,
        response: timeout.payment,
      }),
  });

  if (!paymentId) return <MissingPaymentId />;
  if (outcome?.kind === 'success') return <PaymentSuccess payment={outcome.payment} />;

  const stopped = outcome?.kind === 'timeout' || outcome?.kind === 'error';
  return (
    <StatusShell
      tone={stopped ? 'danger' : 'waiting'}
      eyebrow={t('pending.eyebrow')}
      title={t('pending.title')}
      testId="payment-pending"
    >
      <p>{t('pending.text')}</p>
      {outcome?.kind === 'timeout' ? (
        <div className={styles.message} data-testid="payment-timeout">
          <Alert tone="warning">
            {t('status.timeout', { status: statusName(t, outcome.payment?.status ?? null) })}
          </Alert>
        </div>
      ) : null}
      {outcome?.kind === 'error' ? (
        <div className={styles.message}>
          <Alert tone="danger">{t('status.network')}</Alert>
        </div>
      ) : null}
      {state.phase === 'polling' && state.attempt > 0 ? (
        <p className={styles.progress} role="status">
          {t('status.attempt', { attempt: state.attempt, max: PENDING_POLL.maxTries })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {stopped ? (
          <Button size="lg" onClick={retry}>
            {t('status.checkAgain')}
          </Button>
        ) : null}
        <ButtonLink to="/my-profile#purchases" size="lg" variant={stopped ? 'secondary' : 'primary'}>
          {t('success.purchases')}
        </ButtonLink>
      </div>
    </StatusShell>
  );
}
