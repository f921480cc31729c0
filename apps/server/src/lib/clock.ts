// The clock that watch-time credit reads (ADR 025). In production it is the system clock. Tests move it forward
// instead of waiting: API tests through `app.clock.advance`, the end-to-end journeys through POST /api/test/clock,
// which exists only with TEST_CLOCK on (never in a real academy). The lifecycle e-mail sequences (ADR 077) read it
// too: the scan's "now" (when the jobs run in the API process) and the expiry of their one-click links, so tests
// move a learner through a sequence's steps. Access expiry itself, tokens and payments keep the system time.
export interface Clock {
  now(): Date;
  /** Moves this clock forward by `ms` milliseconds (tests only). */
  advance(ms: number): void;
}

export function createClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward');
      offsetMs += ms;
    },
  };
}
