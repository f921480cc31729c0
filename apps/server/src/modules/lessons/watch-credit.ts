// Watch time the server can believe (ADR 025). The player reports where it is; the server credits the distinct
// seconds of the lesson that could really have been watched since the lesson was opened, and a lesson is
// completed when the credited seconds reach 90 % of its stored length. The client's `duration_seconds` is not
// used: the length is the one video processing stored.
//
// Time is a token bucket per learner and lesson (the watch session, opened by the lesson-URL call): it fills at
// the player's fastest speed (2 seconds of video per second of wall clock) up to two minutes of video, and every
// forward step the player reports spends tokens. Seconds are credited as ranges of the lesson's timeline, so
// watching one part again (or seeking back and forth) adds nothing new. A new watch session starts with an
// empty bucket, so asking for the URL again never adds time.
import { MAX_PLAYBACK_RATE } from '@atelje/shared';

/** Share of a lesson's (content) length that must be credited to complete it. */
export const COMPLETION_SHARE = 0.9;
/** Most wall-clock seconds one gap between reports may credit: the player saves every ~10 s while playing. */
export const MAX_CREDITED_GAP_SECONDS = 60;
/** Size of the bucket in seconds of video. */
export const BUCKET_SECONDS = MAX_PLAYBACK_RATE * MAX_CREDITED_GAP_SECONDS;
/** More separate watched ranges than this are not kept (an honest player makes a handful). */
export const MAX_RANGES = 500;

/** [start, end) in seconds of the lesson's timeline, sorted, not overlapping. */
export type Range = [number, number];

export interface WatchSession {
  /** Seconds of video the bucket holds at `tokensAt`. */
  tokens: number;
  tokensAt: Date;
  /** Where the player was at its last report (or where the lesson was opened to resume). */
  lastPosition: number;
}

export interface Lesson {
  /** Stored length, whole seconds (0 while unknown: such a lesson cannot be completed). */
  durationSeconds: number;
  /** CONCAT: seconds of intro at the start of the file; the lesson's content starts there. */
  introSeconds: number;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Where the lesson's own content starts and ends on the file's timeline. */
export function contentOf(lesson: Lesson): { start: number; end: number } {
  const end = Math.max(0, lesson.durationSeconds);
  const start = lesson.introSeconds > 0 && lesson.introSeconds < end ? lesson.introSeconds : 0;
  return { start, end };
}

/** Seconds that must be credited to complete the lesson; Infinity for a lesson of unknown length. */
export function requiredSeconds(lesson: Lesson): number {
  const { start, end } = contentOf(lesson);
  if (end <= 0) return Number.POSITIVE_INFINITY;
  return round3(COMPLETION_SHARE * (end - start));
}

/** Adds a range to sorted, disjoint ranges (touching ranges are joined). */
export function addRange(ranges: Range[], added: Range): Range[] {
  const [a, b] = added;
  if (!(b > a)) return ranges;
  const out: Range[] = [];
  let start = a;
  let end = b;
  let placed = false;
  for (const [s, e] of ranges) {
    if (e < start) out.push([s, e]);
    else if (s > end) {
      if (!placed) {
        out.push([start, end]);
        placed = true;
      }
      out.push([s, e]);
    } else {
      start = Math.min(start, s);
      end = Math.max(end, e);
    }
  }
  if (!placed) out.push([start, end]);
  return out;
}

export function coveredSeconds(ranges: Range[]): number {
  return round3(ranges.reduce((sum, [s, e]) => sum + (e - s), 0));
}

/** Ranges as stored: only well-formed pairs, sorted and joined (the column is never trusted blindly). */
export function normalizeRanges(value: unknown): Range[] {
  if (!Array.isArray(value)) return [];
  let ranges: Range[] = [];
  for (const pair of value) {
    if (Array.isArray(pair) && typeof pair[0] === 'number' && typeof pair[1] === 'number') {
      ranges = addRange(ranges, [pair[0], pair[1]]);
    }
  }
  return ranges;
}

/** The bucket at `now`: filled at the fastest playback speed since it was last looked at, never over its size. */
export function refill(session: WatchSession, now: Date): { tokens: number; tokensAt: Date } {
  const elapsed = (now.getTime() - session.tokensAt.getTime()) / 1000;
  if (elapsed <= 0) return { tokens: session.tokens, tokensAt: session.tokensAt };
  return {
    tokens: round3(Math.min(BUCKET_SECONDS, session.tokens + MAX_PLAYBACK_RATE * elapsed)),
    tokensAt: now,
  };
}

export interface CreditResult {
  ranges: Range[];
  watchedSeconds: number;
  /** Seconds newly credited by this report (distinct, inside the content). */
  credited: number;
  /** The session after the report; null when there was none (nothing is credited then). */
  session: WatchSession | null;
}

/**
 * Credits one progress report. A step forward from the last reported position spends tokens; the seconds just
 * before the reported position (as many as the bucket allows) are added to the watched ranges, clipped to the
 * lesson's content. A step back, a report without a watch session, or one with an empty bucket credits nothing.
 */
export function creditReport(input: {
  lesson: Lesson;
  ranges: Range[];
  session: WatchSession | null;
  position: number;
  now: Date;
}): CreditResult {
  const { lesson, session, now } = input;
  const { start, end } = contentOf(lesson);
  const position = round3(Math.max(0, end > 0 ? Math.min(input.position, end) : input.position));
  const before = coveredSeconds(input.ranges);
  if (!session) {
    return { ranges: input.ranges, watchedSeconds: before, credited: 0, session: null };
  }
  const bucket = refill(session, now);
  const step = round3(position - session.lastPosition);
  const spent = step > 0 ? Math.min(step, bucket.tokens) : 0;
  let ranges = input.ranges;
  if (spent > 0) {
    const from = Math.max(start, position - spent);
    const to = Math.min(end, position);
    if (to > from) {
      const next = addRange(ranges, [round3(from), round3(to)]);
      // A learner who scatters hundreds of separate bits is not given an ever-growing row.
      if (next.length <= MAX_RANGES) ranges = next;
    }
  }
  const watchedSeconds = coveredSeconds(ranges);
  return {
    ranges,
    watchedSeconds,
    credited: round3(watchedSeconds - before),
    session: { tokens: round3(bucket.tokens - spent), tokensAt: bucket.tokensAt, lastPosition: position },
  };
}

/** The position a lesson resumes from, as the player computes it (apps/web playback.ts `resumeAt`). */
export function resumePosition(position: number, durationSeconds: number): number {
  if (position < 1) return 0;
  if (durationSeconds > 0 && position >= durationSeconds - 1) return 0;
  return position;
}
