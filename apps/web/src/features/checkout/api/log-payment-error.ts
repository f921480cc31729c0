// POST /log-error: client-side payment errors are recorded on the server (spec 000 §7).
import { api } from '../../../lib/api-client';

export interface PaymentErrorReport {
  message: string;
  payment_id?: string | null;
  error?: unknown;
  response?: unknown;
}

function describe(error: unknown): unknown {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return error;
}

/** Fire and forget: a failure to log must never get in the buyer's way. */
export function logPaymentError(report: PaymentErrorReport): void {
  api.post('/log-error', { body: { ...report, error: describe(report.error) } }).catch(() => undefined);
}
