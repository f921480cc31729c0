import { describe, expect, it } from 'vitest';
import {
  addRange,
  BUCKET_SECONDS,
  creditReport,
  normalizeRanges,
  type Range,
  refill,
  requiredSeconds,
  resumePosition,
  type WatchSession,
} from './watch-credit';

const T0 = new Date('2026-11-26T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const lesson = { durationSeconds: 100, introSeconds: 0 };

/** Plays reports in order; returns the final state. */
function play(
  reports: { at: number; position: number }[],
  options: { lesson?: typeof lesson; start?: number } = {},
) {
  let session: WatchSession | null = { tokens: 0, tokensAt: T0, lastPosition: options.start ?? 0 };
  let ranges: Range[] = [];
  let watched = 0;
  for (const report of reports) {
    const result = creditReport({
      lesson: options.lesson ?? lesson,
      ranges,
      session,
      position: report.position,
      now: at(report.at),
    });
    session = result.session;
    ranges = result.ranges;
    watched = result.watchedSeconds;
  }
  return { ranges, watched };
}

describe('addRange and normalizeRanges', () => {
  it('keeps ranges sorted and joins overlapping or touching ones', () => {
    let ranges: Range[] = [];
    ranges = addRange(ranges, [50, 60]);
    ranges = addRange(ranges, [10, 20]);
    ranges = addRange(ranges, [20, 30]);
    ranges = addRange(ranges, [55, 70]);
    expect(ranges).toEqual([
      [10, 30],
      [50, 70],
    ]);
    expect(addRange(ranges, [0, 100])).toEqual([[0, 100]]);
    expect(addRange(ranges, [5, 5])).toEqual(ranges);
  });

  it('trusts nothing malformed in the stored column', () => {
    expect(normalizeRanges(null)).toEqual([]);
    expect(normalizeRanges([[1, 'x'], [3, 2], 'no', [4, 8], [6, 9]])).toEqual([[4, 9]]);
  });
});

describe('refill', () => {
  it('fills at the fastest playback speed, never over the bucket, never backwards', () => {
    const session = { tokens: 0, tokensAt: T0, lastPosition: 0 };
    expect(refill(session, at(10)).tokens).toBe(20);
    expect(refill(session, at(3600)).tokens).toBe(BUCKET_SECONDS);
    expect(refill(session, at(-50))).toEqual({ tokens: 0, tokensAt: T0 });
  });
});

describe('creditReport', () => {
  it('credits an honest player reporting every 10 s, and completes past 90 % of the stored length', () => {
    const reports = Array.from({ length: 10 }, (_, i) => ({ at: (i + 1) * 10, position: (i + 1) * 10 }));
    const { watched, ranges } = play(reports);
    expect(watched).toBe(100);
    expect(ranges).toEqual([[0, 100]]);
    expect(watched >= requiredSeconds(lesson)).toBe(true);
  });

  it('credits a player at 2x as fast as it plays, but no faster', () => {
    const reports = Array.from({ length: 5 }, (_, i) => ({ at: (i + 1) * 10, position: (i + 1) * 20 }));
    expect(play(reports).watched).toBe(100);
    const faster = Array.from({ length: 3 }, (_, i) => ({ at: (i + 1) * 10, position: (i + 1) * 30 }));
    expect(play(faster).watched).toBe(60);
  });

  it('credits the quoted attack (the end, a second after opening) with two seconds at most', () => {
    expect(play([{ at: 1, position: 100 }]).watched).toBe(2);
    expect(play([{ at: 0, position: 100 }]).watched).toBe(0);
  });

  it('credits nothing without a watch session', () => {
    const result = creditReport({ lesson, ranges: [], session: null, position: 100, now: at(500) });
    expect(result).toMatchObject({ watchedSeconds: 0, credited: 0, session: null });
  });

  it('does not multiply credit when the learner seeks back and watches the same part again', () => {
    const reports: { at: number; position: number }[] = [];
    let time = 0;
    for (let round = 0; round < 20; round++) {
      reports.push({ at: time, position: 0 });
      for (let step = 1; step <= 2; step++) reports.push({ at: time + step * 10, position: step * 10 });
      time += 20;
    }
    const { watched, ranges } = play(reports);
    expect(watched).toBe(20);
    expect(ranges).toEqual([[0, 20]]);
  });

  it('banks no more than the bucket while paused: a seek forward after a long pause credits two minutes', () => {
    const long = { durationSeconds: 3600, introSeconds: 0 };
    const { watched } = play([{ at: 3000, position: 3600 }], { lesson: long });
    expect(watched).toBe(BUCKET_SECONDS);
  });

  it('measures a CONCAT lesson without its intro, so skipping the intro still completes it', () => {
    const concat = { durationSeconds: 100, introSeconds: 20 };
    expect(requiredSeconds(concat)).toBe(72);
    // skip intro at once to 20 s, then report every 10 s at 1x
    const reports = [{ at: 0, position: 20 }];
    for (let i = 1; i <= 8; i++) reports.push({ at: i * 10, position: 20 + i * 10 });
    const { watched, ranges } = play(reports, { lesson: concat });
    expect(ranges).toEqual([[20, 100]]);
    expect(watched).toBe(80);
  });

  it('never completes a lesson whose length is not known', () => {
    expect(requiredSeconds({ durationSeconds: 0, introSeconds: 0 })).toBe(Number.POSITIVE_INFINITY);
  });

  it('keeps positions past the end at the end', () => {
    const { ranges } = play([
      { at: 50, position: 90 },
      { at: 60, position: 5000 },
    ]);
    expect(ranges.at(-1)![1]).toBe(100);
  });
});

describe('resumePosition', () => {
  it('resumes as the player does: not before 1 s, not at the very end', () => {
    expect(resumePosition(0.5, 100)).toBe(0);
    expect(resumePosition(40, 100)).toBe(40);
    expect(resumePosition(99, 100)).toBe(0);
  });
});
