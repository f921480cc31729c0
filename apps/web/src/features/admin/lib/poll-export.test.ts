import { describe, expect, it } from 'vitest';
import { EXPORT_POLL_MAX, EXPORT_POLL_MS, pollExport } from './poll-export';

const idle = { ready: false, download_url: null, error: null };

describe('pollExport', () => {
  it('waits 2 s between checks and stops at the first ready answer', async () => {
    const waits: number[] = [];
    let calls = 0;
    const outcome = await pollExport(
      async () => {
        calls += 1;
        return calls === 3 ? { ready: true, download_url: '/api/files/x.csv', error: null } : idle;
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(outcome).toMatchObject({ kind: 'ready', url: '/api/files/x.csv' });
    expect(waits).toEqual([EXPORT_POLL_MS, EXPORT_POLL_MS, EXPORT_POLL_MS]);
  });

  it('reads downloadUrl when download_url is missing', async () => {
    const outcome = await pollExport(
      async () => ({ ready: true, download_url: null, downloadUrl: '/d.csv', error: null }),
      async () => {},
    );
    expect(outcome).toMatchObject({ kind: 'ready', url: '/d.csv' });
  });

  it('gives up after 30 checks', async () => {
    let calls = 0;
    const outcome = await pollExport(
      async () => {
        calls += 1;
        return idle;
      },
      async () => {},
    );
    expect(outcome).toEqual({ kind: 'timeout' });
    expect(calls).toBe(EXPORT_POLL_MAX);
  });

  it("reports the job's error", async () => {
    const outcome = await pollExport(
      async () => ({ ...idle, error: 'disk full' }),
      async () => {},
    );
    expect(outcome).toEqual({ kind: 'failed', error: 'disk full' });
  });
});
