// When to ask for a generated trailer's status again (issue 6): every 3 s while it is generating, for at most
// 5 minutes after asking.
import { TRAILER_POLL_LIMIT_MS, TRAILER_POLL_MS, type TrailerStatus } from '@atelje/shared/uploads/schemas';

export type TrailerPoll = { wait: number } | { stop: 'done' | 'timeout' };

export function nextTrailerPoll(status: TrailerStatus, startedAt: number, now: number): TrailerPoll {
  if (status !== 'generating') return { stop: 'done' };
  if (now + TRAILER_POLL_MS - startedAt > TRAILER_POLL_LIMIT_MS) return { stop: 'timeout' };
  return { wait: TRAILER_POLL_MS };
}
