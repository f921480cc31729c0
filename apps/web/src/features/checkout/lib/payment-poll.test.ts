import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../api/get-payment-status';
import { PENDING_POLL, pollPayment, SUCCESS_POLL } from './payment-poll';

function payment(status: PaymentStatus['status']): PaymentStatus {
  return {
    payment_id: 'p-1',
    status,
    method: 'upc',
    order_number: '2026-000001',
    amount_para: 980_000,
    failure_reason: null,
    course_ids: [3],
    extended_course_ids: [],
    gifts: [],
  };
}

/** Answers in turn from a script; an Error entry is thrown, a status is returned. */
function scripted(answers: Array<PaymentStatus['status'] | { status: number }>) {
  const calls: number[] = [];
  const waits: number[] = [];
  return {
    calls,
    waits,
    fetchStatus: async () => {
      calls.push(calls.length + 1);
      const next = answers[Math.min(calls.length - 1, answers.length - 1)];
      if (typeof next === 'object') throw Object.assign(new Error(`HTTP ${next.status}`), next);
      return payment(next);
    },
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  };
}

describe('pollPayment', () => {
  it('stops at the first completed answer', async () => {
    const s = scripted(['pending', 'pending', 'completed']);
    const outcome = await pollPayment({ ...s, ...SUCCESS_POLL, signal: new AbortController().signal });
    expect(outcome.kind).toBe('success');
    expect(s.calls).toHaveLength(3);
    expect(s.waits).toEqual([3_000, 3_000]);
  });

  it('treats approved as success', async () => {
    const s = scripted(['approved']);
    expect((await pollPayment({ ...s, ...SUCCESS_POLL, signal: new AbortController().signal })).kind).toBe(
      'success',
    );
  });

  it('stops at failed', async () => {
    const s = scripted(['pending', 'failed']);
    const outcome = await pollPayment({ ...s, ...SUCCESS_POLL, signal: new AbortController().signal });
    expect(outcome.kind).toBe('failed');
    expect(s.calls).toHaveLength(2);
  });

  it('retries a 404 and then succeeds', async () => {
    const s = scripted([{ status: 404 }, { status: 404 }, 'completed']);
    const outcome = await pollPayment({ ...s, ...SUCCESS_POLL, signal: new AbortController().signal });
    expect(outcome.kind).toBe('success');
  });

  it('gives up after ten pending answers with the last status, without a wait after the last try', async () => {
    const s = scripted(['pending']);
    const outcome = await pollPayment({ ...s, ...PENDING_POLL, signal: new AbortController().signal });
    expect(outcome).toMatchObject({ kind: 'timeout', payment: { status: 'pending' } });
    expect(s.calls).toHaveLength(10);
    expect(s.waits).toEqual(Array(9).fill(30_000));
  });

  it('keeps retrying another status (refunded) and reports it when the tries run out', async () => {
    const s = scripted(['refunded']);
    const outcome = await pollPayment({
      ...s,
      intervalMs: 1,
      maxTries: 3,
      signal: new AbortController().signal,
    });
    expect(outcome).toMatchObject({ kind: 'timeout', payment: { status: 'refunded' } });
  });

  it('reports a timeout without a payment when every try was a 404', async () => {
    const s = scripted([{ status: 404 }]);
    const outcome = await pollPayment({
      ...s,
      intervalMs: 1,
      maxTries: 4,
      signal: new AbortController().signal,
    });
    expect(outcome).toEqual({ kind: 'timeout', payment: null });
  });

  it('stops at a network error', async () => {
    const s = scripted(['pending', { status: 0 }]);
    const outcome = await pollPayment({ ...s, ...SUCCESS_POLL, signal: new AbortController().signal });
    expect(outcome.kind).toBe('error');
    expect(s.calls).toHaveLength(2);
  });

  it('rejects with AbortError when stopped while waiting', async () => {
    const controller = new AbortController();
    const outcome = pollPayment({
      fetchStatus: async () => payment('pending'),
      intervalMs: 60_000,
      maxTries: 10,
      signal: controller.signal,
    });
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
  });
});
