// Which message an upload failure shows (spec 001 §8): the server's own words when it sent some; otherwise the
// section's text, and for the lesson-with-intro upload '… 1!' for a bad answer and '… 2!' for no answer at all.
import type { UploadsKey } from './admin-uploads-i18n';

export interface Failure {
  /** 0 when no answer came (network). */
  status: number;
  serverMessage: string | null;
}

export function failureMessage(
  failure: Failure,
  fallback: UploadsKey,
): { text: string } | { key: UploadsKey } {
  return failure.serverMessage ? { text: failure.serverMessage } : { key: fallback };
}

export function lessonFailureMessage(failure: Failure): { text: string } | { key: UploadsKey } {
  return failureMessage(failure, failure.status === 0 ? 'messages.networkFailure' : 'messages.badResponse');
}
