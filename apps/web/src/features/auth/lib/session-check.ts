// The start-up session check asks again when the server could not answer. A signed-in learner whose first request
// met a restarting or overloaded server (no answer, a 5xx, a 429) used to be taken for a visitor and sent to the
// login page with their token still stored; only a 401 means the session is over (lib/session-expiry.ts).
import { ApiError } from '../../../lib/api-client';

/** How many times the check is made before the app goes on as a visitor's, and the pause before each retry. */
export const SESSION_CHECK_TRIES = 3;
export const SESSION_CHECK_PAUSE_MS = 1_000;

/** An answer that says nothing about the session: worth asking again. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The session check was stopped', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * Runs `check` until it answers, fails for a reason of its own (a 401 above all), or has failed transiently
 * SESSION_CHECK_TRIES times; the pause grows with each try (1 s, then 2 s).
 */
export async function checkSessionPatiently<T>(
  check: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  wait: (ms: number, signal: AbortSignal) => Promise<void> = pause,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await check(signal);
    } catch (error) {
      if (signal.aborted || !isTransientFailure(error) || attempt >= SESSION_CHECK_TRIES) throw error;
      await wait(attempt * SESSION_CHECK_PAUSE_MS, signal);
    }
  }
}
