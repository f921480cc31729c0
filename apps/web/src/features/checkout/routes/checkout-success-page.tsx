// /checkout/success?payment_id=: where the gateways send the buyer back. The result is never taken from the
// return itself: the page asks the server every 3 s (up to 10 times) until the payment is completed or failed;
// still pending after that, it hands over to /checkout/pending.
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../components/payment-result.module.css';
import { PaymentSuccess } from '../components/payment-success';
import { MissingPaymentId, StatusShell } from '../components/status-shell';
import { usePaymentResult } from '../hooks/use-payment-result';
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import { SUCCESS_POLL } from '../lib/payment-poll';
import { errorPagePath, statusName } from '../lib/status-text';

export default function CheckoutSuccessPage() {
  const { t } = useCheckoutTranslation();
  usePageTitle(t('titles.success'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id')?.trim() || null;
  const { state, retry, outcome } = usePaymentResult(paymentId, SUCCESS_POLL, {
    page: 'payment status',
    // Still pending: the pending page goes on asking, less often. Any other state is an error to show.
    onTimeout: (timeout, id) => {
      const status = timeout.payment?.status ?? null;
      if (status === null || status === 'pending') {
        void navigate(`/checkout/pending?payment_id=${encodeURIComponent(id)}`, { replace: true });
      } else {
        void navigate(errorPagePath(t('status.timeout', { status: statusName(t, status) })), {
          replace: true,
        });
      }
    },
  });

  if (!paymentId) {
    return (
      <MissingPaymentId>
        <ButtonLink to="/korpa" size="lg">
          {t('error.cart')}
        </ButtonLink>
      </MissingPaymentId>
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
