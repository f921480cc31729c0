import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkSessionPatiently, isTransientFailure, SESSION_CHECK_TRIES } from './session-check';

const user = { id: 7, name: 'Milica' };

/** A check that fails with the given errors, in order, and then answers. */
function checkFailing(...errors: unknown[]) {
  let calls = 0;
  const check = async () => {
    const error = errors[calls];
    calls += 1;
    if (error !== undefined) throw error;
    return user;
  };
  return { check, calls: () => calls };
}

function recordedWaits() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

describe('the start-up session check', () => {
  it('asks again after no answer, a 5xx or a 429, pausing longer each time, and signs the person in', async () => {
    const { check, calls } = checkFailing(new ApiError(0, null), new ApiError(503, null));
    const { waits, wait } = recordedWaits();
    await expect(checkSessionPatiently(check, new AbortController().signal, wait)).resolves.toBe(user);
    expect(calls()).toBe(3);
    expect(waits).toEqual([1_000, 2_000]);
  });

  it(`gives up after ${SESSION_CHECK_TRIES} failed tries with the last failure`, async () => {
    const last = new ApiError(429, null);
    const { check, calls } = checkFailing(new ApiError(502, null), new ApiError(0, null), last);
    const { wait } = recordedWaits();
    await expect(checkSessionPatiently(check, new AbortController().signal, wait)).rejects.toBe(last);
    expect(calls()).toBe(SESSION_CHECK_TRIES);
  });

  it('takes a 401 at once: the session is over, nothing to ask again', async () => {
    const refused = new ApiError(401, 'Unauthenticated.');
    const { check, calls } = checkFailing(refused);
    const { waits, wait } = recordedWaits();
    await expect(checkSessionPatiently(check, new AbortController().signal, wait)).rejects.toBe(refused);
    expect(calls()).toBe(1);
    expect(waits).toEqual([]);
  });

  it('stops when the page that asked is gone', async () => {
    const controller = new AbortController();
    const { check, calls } = checkFailing(new ApiError(0, null));
    const wait = async () => {
      controller.abort();
      throw new DOMException('stopped', 'AbortError');
    };
    await expect(checkSessionPatiently(check, controller.signal, wait)).rejects.toThrow('stopped');
    expect(calls()).toBe(1);
  });

  it('asks again only after failures that say nothing about the session', () => {
    expect(
      [0, 408, 429, 500, 502, 503].every((status) => isTransientFailure(new ApiError(status, null))),
    ).toBe(true);
    expect([400, 401, 403, 404, 422].some((status) => isTransientFailure(new ApiError(status, null)))).toBe(
      false,
    );
    expect(isTransientFailure(new Error('parse'))).toBe(false);
  });
});
