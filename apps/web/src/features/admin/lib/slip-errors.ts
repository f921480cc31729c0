// The Uplatnice error texts by status code (spec 001 §8), for the list and for the confirm action. Failures are
// read by shape (ApiError has these fields) so the rule is testable without the browser-side client.
import type { AdminT } from './admin-i18n';

interface Failure {
  /** 0 when no answer came. */
  status?: number;
  serverMessage?: string | null;
  message?: string;
}

const asFailure = (error: unknown): Failure => (typeof error === 'object' && error !== null ? error : {});

export function slipListError(error: unknown, t: AdminT): string {
  const failure = asFailure(error);
  const status = failure.status ?? 0;
  if (status === 401) return t('uplatnice.errors.401');
  if (status === 403) return t('uplatnice.errors.403');
  if (status === 404) return t('uplatnice.errors.404');
  if (status >= 500) return t('uplatnice.errors.server');
  return t('uplatnice.errors.other', { message: failure.serverMessage ?? failure.message ?? String(error) });
}

/** What follows 'Greška pri potvrdi uplate: '. */
export function slipConfirmError(error: unknown, t: AdminT): string {
  const failure = asFailure(error);
  if (failure.status === 403) return t('uplatnice.errors.confirm403');
  if (failure.status === 404) return t('uplatnice.errors.confirm404');
  return failure.serverMessage ?? t('uplatnice.errors.confirmOther');
}

/** What follows 'Greška pri otkazivanju: ' (a 409 says why: paid, cancelled already). */
export function slipCancelError(error: unknown, t: AdminT): string {
  const failure = asFailure(error);
  if (failure.status === 403) return t('uplatnice.errors.cancel403');
  if (failure.status === 404) return t('uplatnice.errors.confirm404');
  return failure.serverMessage ?? t('uplatnice.errors.cancelOther');
}
