// The payment-status polling of spec 000 §4 and §9 as one loop: ask, and stop at completed/approved (success) or
// failed; retry pending, other statuses and 404 (the payment may not be visible yet) until the tries run out;
// stop at any other error. The success page runs it every 3 s × 10, the pending page every 30 s × 10.
import type { PaymentStatus } from '../api/get-payment-status';

export const SUCCESS_POLL = { intervalMs: 3_000, maxTries: 10 } as const;
export const PENDING_POLL = { intervalMs: 30_000, maxTries: 10 } as const;

export type PollOutcome =
  | { kind: 'success'; payment: PaymentStatus }
  | { kind: 'failed'; payment: PaymentStatus }
  /** The tries ran out; `payment` is the last answer (null when every try was a 404). */
  | { kind: 'timeout'; payment: PaymentStatus | null }
  | { kind: 'error'; error: unknown };

export interface PollOptions {
  fetchStatus: (signal: AbortSignal) => Promise<PaymentStatus>;
  intervalMs: number;
  maxTries: number;
  signal: AbortSignal;
  /** Called before each try with its number, from 1. */
  onAttempt?: (attempt: number) => void;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function abortError(): DOMException {
  return new DOMException('The polling was stopped', 'AbortError');
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortError());
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** Rejects only with an AbortError when `signal` aborts; every other end is a PollOutcome. */
export async function pollPayment(options: PollOptions): Promise<PollOutcome> {
  const { fetchStatus, intervalMs, maxTries, signal, onAttempt } = options;
  const wait = options.sleep ?? sleep;
  let last: PaymentStatus | null = null;
  for (let attempt = 1; attempt <= maxTries; attempt++) {
    onAttempt?.(attempt);
    try {
      const payment = await fetchStatus(signal);
      last = payment;
      if (payment.status === 'completed' || payment.status === 'approved')
        return { kind: 'success', payment };
      if (payment.status === 'failed') return { kind: 'failed', payment };
    } catch (error) {
      if (signal.aborted) throw abortError();
      if (!isNotFound(error)) return { kind: 'error', error };
    }
    if (attempt < maxTries) await wait(intervalMs, signal);
  }
  return { kind: 'timeout', payment: last };
}
