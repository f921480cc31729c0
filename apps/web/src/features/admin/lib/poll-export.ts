// Polls the Omnisend export's status every 2 s, at most 30 times (spec 001 §9), until it is ready or failed.
export const EXPORT_POLL_MS = 2000;
export const EXPORT_POLL_MAX = 30;

export interface ExportCheck {
  ready: boolean;
  download_url: string | null;
  downloadUrl?: string | null;
  error: string | null;
}

export type PollOutcome =
  | { kind: 'ready'; url: string | null; check: ExportCheck }
  | { kind: 'failed'; error: string }
  | { kind: 'timeout' };

export async function pollExport(
  check: () => Promise<ExportCheck>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  isCancelled: () => boolean = () => false,
): Promise<PollOutcome | null> {
  for (let attempt = 0; attempt < EXPORT_POLL_MAX; attempt += 1) {
    await wait(EXPORT_POLL_MS);
    if (isCancelled()) return null;
    const status = await check();
    if (status.error) return { kind: 'failed', error: status.error };
    if (status.ready)
      return { kind: 'ready', url: status.download_url ?? status.downloadUrl ?? null, check: status };
  }
  return { kind: 'timeout' };
}
