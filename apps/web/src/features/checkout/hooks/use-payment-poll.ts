// Runs pollPayment for a payment id while the page is open; `retry` starts a new round of tries.
import { useCallback, useEffect, useState } from 'react';
import { getPaymentStatus } from '../api/get-payment-status';
import { type PollOutcome, pollPayment } from '../lib/payment-poll';

export type PollState = { phase: 'polling'; attempt: number } | { phase: 'done'; outcome: PollOutcome };

export function usePaymentPoll(paymentId: string | null, schedule: { intervalMs: number; maxTries: number }) {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<PollState>({ phase: 'polling', attempt: 0 });
  const { intervalMs, maxTries } = schedule;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round is what `round` asks for
  useEffect(() => {
    if (!paymentId) return;
    const controller = new AbortController();
    setState({ phase: 'polling', attempt: 0 });
    pollPayment({
      fetchStatus: (signal) => getPaymentStatus(paymentId, signal),
      intervalMs,
      maxTries,
      signal: controller.signal,
      onAttempt: (attempt) => setState({ phase: 'polling', attempt }),
    })
      .then((outcome) => setState({ phase: 'done', outcome }))
      .catch(() => {
        // Only an abort rejects: the page is gone or a new round started.
      });
    return () => controller.abort();
  }, [paymentId, intervalMs, maxTries, round]);

  const retry = useCallback(() => setRound((value) => value + 1), []);
  return { state, retry };
}
