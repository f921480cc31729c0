// /checkout/success?payment_id=: where the gateways send the buyer back. The result is never taken from the
// return itself: the page asks the server every 3 s (up to 10 times) until the payment is completed or failed;
// still pending after that, it hands over to /checkout/pending.
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
import { SUCCESS_POLL } from '../lib/payment-poll';
import { errorPagePath, statusName } from '../lib/status-text';

export default function CheckoutSuccessPage() {
  const { t } = useCheckoutTranslation();
  usePageTitle(t('titles.success'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id')?.trim() || null;
  const { state, retry } = usePaymentPoll(paymentId, SUCCESS_POLL);
  const outcome = state.phase === 'done' ? state.outcome : null;

  useEffect(() => {
    if (!paymentId) logPaymentError({ message: 'payment status page opened without payment_id' });
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
      const status = outcome.payment?.status ?? null;
      if (status === null || status === 'pending') {
        void navigate(`/checkout/pending?payment_id=${encodeURIComponent(paymentId)}`, { replace: true });
      } else {
        void navigate(errorPagePath(t('status.timeout', { status: statusName(t, status) })), {
          replace: true,
        });
      }
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
          <ButtonLink to="/korpa" size="lg">
            {t('error.cart')}
          </ButtonLink>
          <ButtonLink to="/my-profile#purchases" size="lg" variant="secondary">
            {t('success.purchases')}
          </ButtonLink>
        </div>
      </StatusShell>
    );
  }

  if (outcome?.kind === 'success') return <PaymentSuccess payment={outcome.payment} />;

  if (outcome?.kind === 'error') {
    return (
      <StatusShell
        tone="danger"
        eyebrow={t('error.eyebrow')}
        title={t('status.checking')}
        testId="payment-check-error"
      >
        <div className={styles.message}>
          <Alert tone="danger">{t('status.network')}</Alert>
        </div>
        <div className={styles.actions}>
          <Button size="lg" onClick={retry}>
            {t('status.checkAgain')}
          </Button>
        </div>
      </StatusShell>
    );
  }

  return (
    <StatusShell
      tone="working"
      eyebrow={t('success.eyebrow')}
      title={t('status.checking')}
      testId="payment-checking"
    >
      <p>{t('status.checkingText')}</p>
      <p className={styles.progress} role="status">
        {state.phase === 'polling' && state.attempt > 0
          ? t('status.attempt', { attempt: state.attempt, max: SUCCESS_POLL.maxTries })
          : null}
      </p>
    </StatusShell>
  );
}
