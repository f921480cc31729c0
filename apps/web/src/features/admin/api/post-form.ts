// Multipart admin calls (course and instructor forms): the same headers and errors as lib/api-client.ts, with a
// FormData body the browser encodes.
import { ApiError, type FieldErrors } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { handleRefusedSession } from '../../../lib/session-expiry';
import { getToken } from '../../../lib/storage';

export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, null);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    handleRefusedSession(response.status, token);
    const record = (body ?? {}) as { message?: unknown; errors?: unknown };
    const message = typeof record.message === 'string' && record.message ? record.message : null;
    const errors = record.errors && typeof record.errors === 'object' ? (record.errors as FieldErrors) : {};
    throw new ApiError(response.status, message, errors);
  }
  return body as T;
}
