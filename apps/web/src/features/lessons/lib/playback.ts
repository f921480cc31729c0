// How the player plays a lesson (spec 001 §4): an INTRO row plays as it is; a CONCAT file shows "Skip Intro"
// until intro_duration; a REGULAR lesson with a separate intro plays the intro first and then the lesson, and
// skipping goes straight to the lesson. A saved position resumes the lesson itself, past any intro.
import type { LessonUrlResponse } from '@atelje/shared/lessons/schemas';

export interface PlaybackStep {
  phase: 'intro' | 'lesson';
  src: string;
  /** The lesson's HLS master playlist (ADR 079), played before `src` where it exists; `src` stays the fallback. */
  hls?: string;
  /** Seconds to start from. */
  startAt: number;
}

export interface PlaybackPlan {
  steps: PlaybackStep[];
  /** CONCAT: "Skip Intro" is offered while the time is before this; null otherwise. */
  skipUntil: number | null;
  /** Whether the position of the lesson step is saved (intro rows are not lessons). */
  tracksProgress: boolean;
}

/** A position worth resuming from: a whole second in, and not the very end (a finished lesson starts over). */
export function resumeAt(position: number, duration: number | null): number {
  if (position < 1) return 0;
  if (duration !== null && duration > 0 && position >= duration - 1) return 0;
  return position;
}

export function planPlayback(answer: LessonUrlResponse): PlaybackPlan {
  const resume = answer.position_seconds;
  const hls = answer.hls_url ?? undefined;
  if (answer.type === 'INTRO') {
    return {
      steps: [{ phase: 'lesson', src: answer.url, hls, startAt: 0 }],
      skipUntil: null,
      tracksProgress: false,
    };
  }
  if (answer.type === 'CONCAT') {
    return {
      steps: [{ phase: 'lesson', src: answer.url, hls, startAt: resume }],
      skipUntil: answer.intro_duration,
      tracksProgress: true,
    };
  }
  const lesson: PlaybackStep = { phase: 'lesson', src: answer.url, hls, startAt: resume };
  const steps: PlaybackStep[] =
    answer.intro_url && resume < 1
      ? [{ phase: 'intro', src: answer.intro_url, startAt: 0 }, lesson]
      : [lesson];
  return { steps, skipUntil: null, tracksProgress: true };
}

/** Whether "Skip Intro" is on screen at this moment of this step. */
export function showsSkip(plan: PlaybackPlan, step: PlaybackStep, currentTime: number): boolean {
  if (step.phase === 'intro') return true;
  return plan.skipUntil !== null && currentTime < plan.skipUntil;
}

/** Playback speeds offered, slowest first. */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
