// What an upload section says when a send fails: the server's own message when it gave one, else the section's.

import { UploadError } from '../api/send-form';
import type { UploadsKey, UploadsT } from '../lib/admin-uploads-i18n';

export function failureText(error: unknown, t: UploadsT, fallback: UploadsKey): string {
  if (error instanceof UploadError && error.serverMessage) return error.serverMessage;
  return t(fallback);
}
