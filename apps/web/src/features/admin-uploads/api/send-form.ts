// Sends a multipart form with XMLHttpRequest, the one browser API that reports upload progress; used by the
// upload sections whose files go in the form itself (standalone video, cover, e-book, template).
import { currentLanguage } from '../../../lib/i18n';
import { getToken } from '../../../lib/storage';

/** A failed upload: no answer at all (network), or an answer that is not a success (with the server's message). */
export class UploadError extends Error {
  constructor(
    readonly kind: 'network' | 'response',
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? kind);
    this.name = 'UploadError';
  }
}

export function sendForm<T>(
  path: string,
  form: FormData,
  onProgress?: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onerror = () => reject(new UploadError('network', 0, null));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      const message =
        body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
          ? (body as { message: string }).message
          : null;
      reject(new UploadError('response', xhr.status, message));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
