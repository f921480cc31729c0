// What the success and pending pages share: poll the payment, log a missing id, a failure and a failed check,
// and leave for the error page when the payment failed. What a timeout means differs by page (`onTimeout`).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { logPaymentError } from '../api/log-payment-error';
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import type { PollOutcome } from '../lib/payment-poll';
import { errorPagePath } from '../lib/status-text';
import { usePaymentPoll } from './use-payment-poll';

type TimeoutOutcome = Extract<PollOutcome, { kind: 'timeout' }>;

export function usePaymentResult(
  paymentId: string | null,
  schedule: { intervalMs: number; maxTries: number },
  options: { page: string; onTimeout: (outcome: TimeoutOutcome, paymentId: string) => void },
) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const { state, retry } = usePaymentPoll(paymentId, schedule);
  const outcome = state.phase === 'done' ? state.outcome : null;
  // The latest callback, without restarting the effect below when a page passes a new function.
  const onTimeout = useRef(options.onTimeout);
  onTimeout.current = options.onTimeout;

  useEffect(() => {
    if (!paymentId) logPaymentError({ message: `${options.page} page opened without payment_id` });
  }, [paymentId, options.page]);

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
      onTimeout.current(outcome, paymentId);
    } else if (outcome.kind === 'error') {
      logPaymentError({
        message: 'payment status check failed',
        payment_id: paymentId,
        error: outcome.error,
      });
    }
  }, [outcome, paymentId, navigate, t]);

  return { state, retry, outcome };
}
