// What an upload section says when a send fails (lib/failure.ts), as text.
import { UploadError } from '../api/send-form';
import type { UploadsKey, UploadsT } from '../lib/admin-uploads-i18n';
import { type Failure, failureMessage, lessonFailureMessage } from '../lib/failure';

const toFailure = (error: unknown): Failure =>
  error instanceof UploadError
    ? { status: error.status, serverMessage: error.serverMessage }
    : { status: 0, serverMessage: null };

const text = (message: { text: string } | { key: UploadsKey }, t: UploadsT) =>
  'text' in message ? message.text : t(message.key);

export function failureText(error: unknown, t: UploadsT, fallback: UploadsKey): string {
  return text(failureMessage(toFailure(error), fallback), t);
}

export function lessonFailureText(failure: Failure, t: UploadsT): string {
  return text(lessonFailureMessage(failure), t);
}
