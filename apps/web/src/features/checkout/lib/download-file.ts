// Files behind the bearer token (the slip PDF, invoices) cannot be plain links: fetch them and hand the browser
// the blob to save.
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { handleRefusedSession } from '../../../lib/session-expiry';
import { getToken } from '../../../lib/storage';

export async function downloadWithToken(url: string, filename: string): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    handleRefusedSession(response.status, token);
    throw new ApiError(response.status, null);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download asynchronously; keep the blob around long enough for it.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
