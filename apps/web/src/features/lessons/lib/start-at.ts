// A lesson link's ?t=SECONDS (a note's link, ADR 080): the lesson opens at that second instead of where the
// learner left it.
import { type LessonUrlResponse, MAX_LESSON_SECONDS } from '@atelje/shared/lessons/schemas';

/** The second a `t` parameter names, or null when there is none or it is not a whole second within a lesson. */
export function requestedStart(value: string | null): number | null {
  if (value === null || !/^[0-9]{1,5}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds <= MAX_LESSON_SECONDS ? seconds : null;
}

/** The lesson's answer starting at the requested second rather than at the saved position. */
export function startingAt(answer: LessonUrlResponse, seconds: number | null): LessonUrlResponse {
  return seconds === null ? answer : { ...answer, position_seconds: seconds };
}
