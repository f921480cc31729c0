// Resumable upload of one file over tus to /api/admin/uploads/tus: the file goes in 16 MB pieces, a dropped
// connection is retried from the last byte the server has (asked with HEAD), and an upload interrupted by a
// closed tab resumes from the fingerprint tus-js-client keeps in localStorage. Resolves with the upload id.
import { Upload } from 'tus-js-client';
import { currentLanguage } from '../../../lib/i18n';
import { handleRefusedSession } from '../../../lib/session-expiry';
import { getToken } from '../../../lib/storage';

const CHUNK_BYTES = 16 * 1024 * 1024;
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

export interface TusHandlers {
  onProgress(sent: number, total: number): void;
  /** A piece failed and is being tried again. */
  onRetry?(): void;
}

export class TusUploadError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `tus upload failed (${status})`);
    this.name = 'TusUploadError';
  }
}

export function tusUpload(file: File, handlers: TusHandlers, signal?: AbortSignal): Promise<string> {
  const token = getToken();
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${window.location.origin}/api/admin/uploads/tus`,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, filetype: file.type },
      headers: { Authorization: `Bearer ${token ?? ''}`, 'Accept-Language': currentLanguage() },
      onProgress: handlers.onProgress,
      onShouldRetry(error, _attempt, options) {
        const status = error.originalResponse?.getStatus() ?? 0;
        // A refusal (wrong content, not allowed) will not change; a lost connection or a busy server may.
        const retry = status === 0 || status === 409 || status === 423 || status >= 500;
        if (retry) handlers.onRetry?.();
        return retry && (options.retryDelays?.length ?? 0) > 0;
      },
      onError(error) {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        let message: string | null = null;
        try {
          const body = response?.getBody();
          message = body ? ((JSON.parse(body) as { message?: string }).message ?? null) : null;
        } catch {
          message = null;
        }
        handleRefusedSession(response?.getStatus() ?? 0, token);
        reject(new TusUploadError(response?.getStatus() ?? 0, message));
      },
      onSuccess() {
        const id = upload.url?.split('/').pop();
        if (id) resolve(id);
        else reject(new TusUploadError(0, null));
      },
    });
    signal?.addEventListener(
      'abort',
      () => {
        void upload.abort(true);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(() => upload.start());
  });
}
