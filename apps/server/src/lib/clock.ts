// The clock that watch-time credit reads (ADR 025). In production it is the system clock. Tests move it forward
// instead of waiting: API tests through `app.clock.advance`, the end-to-end journeys through POST /api/test/clock,
// which exists only with TEST_CLOCK on (never in a real academy). Nothing else reads this clock, so moving it
// changes watch credit only: access expiry, tokens and payments keep the system time.
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
