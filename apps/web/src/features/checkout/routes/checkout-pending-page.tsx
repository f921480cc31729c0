// /checkout/pending?payment_id=: the bank has not confirmed yet. Asks every 30 s, up to 10 times; then says the
// payment is still not confirmed, with its status, and offers to check again.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { logPaymentError } from '../api/log-payment-error';
import styles from '../components/payment-result.module.css';
import { PaymentSuccess } from '../components/payment-success';
import { StatusShell } from '../components/status-shell';
import { usePaymentPoll } from '../hooks/use-payment-poll';
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import { PENDING_POLL } from '../lib/payment-poll';
import { errorPagePath, statusName } from '../lib/status-text';

export default function CheckoutPendingPage() {
  const { t } = useCheckoutTranslation();
  usePageTitle(t('titles.pending'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id')?.trim() || null;
  const { state, retry } = usePaymentPoll(paymentId, PENDING_POLL);
  const outcome = state.phase === 'done' ? state.outcome : null;

  useEffect(() => {
    if (!paymentId) logPaymentError({ message: 'payment pending page opened without payment_id' });
  }, [paymentId]);

  useEffect(() => {
    if (!outcome || !paymentId) return;
    if (outcome.kind === 'failed') {
      logPaymentError({
        message: `payment failed: ${outcome.payment.failure_reason ?? 'no reason given'}`,
        payment_id: paymentId,
        response: outcome.payment,
      });
      void navigate(errorPagePath(t('status.failed')), { replace: true });
    } else if (outcome.kind === 'timeout') {
      logPaymentError({
        message: `payment still ${outcome.payment?.status ?? 'unknown'} after the pending checks`,
        payment_id: paymentId,
        response: outcome.payment,
      });
    } else if (outcome.kind === 'error') {
      logPaymentError({
        message: 'payment status check failed',
        payment_id: paymentId,
        error: outcome.error,
      });
    }
  }, [outcome, paymentId, navigate, t]);

  if (!paymentId) {
    return (
      <StatusShell
        tone="danger"
        eyebrow={t('error.eyebrow')}
        title={t('status.missingId')}
        testId="payment-missing-id"
      >
        <div className={styles.actions}>
          <ButtonLink to="/my-profile#purchases" size="lg">
            {t('success.purchases')}
          </ButtonLink>
        </div>
      </StatusShell>
    );
  }

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
