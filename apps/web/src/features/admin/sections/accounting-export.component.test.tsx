// The accountant's export in the orders section (ADR 072), in a DOM and both languages: last month by Belgrade's
// calendar to start with, the presets, the period checked before asking, and the download with the server's
// file name, its refusal shown at the field it names.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../test-support/render';
import { api, refuseFields, requestLanguage, server } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { AccountingExport } from './accounting-export';

/** 00:30 on 1 April 2026 in Belgrade (summer time), still 31 March in UTC. */
const NOW = new Date('2026-03-31T22:30:00Z');

interface Asked {
  url: URL;
  language: 'sr' | 'en';
}

function exportApi(answer: (request: Request) => Response | Promise<Response>): Asked[] {
  const asked: Asked[] = [];
  server.use(
    http.get(api('/admin/exports/accounting'), ({ request }) => {
      asked.push({ url: new URL(request.url), language: requestLanguage(request) });
      return answer(request);
    }),
  );
  return asked;
}

let saved: { name: string; type: string }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  saved = [];
  // The browser's "save as": the link the page clicks, with the file it points at.
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, {
      createObjectURL: (blob: Blob) => {
        const href = `blob:test/${blobs.size}`;
        blobs.set(href, blob);
        return href;
      },
      revokeObjectURL: (href: string) => blobs.delete(href),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: blobs.get(this.getAttribute('href') ?? '')?.type ?? '' });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const field = (language: 'sr' | 'en', key: 'from' | 'to') =>
  screen.getByLabelText(text(language, `admin:accounting.${key}`)) as HTMLInputElement;
const button = (language: 'sr' | 'en', key: string) =>
  screen.getByRole('button', { name: text(language, `admin:accounting.${key}`) });

describe.each(LANGUAGES)('the accountant’s export (%s)', (language) => {
  test('starts with last month in Belgrade and fills in each preset', async () => {
    const { user } = await renderApp(<AccountingExport />, { language });
    expect([field(language, 'from').value, field(language, 'to').value]).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
    expect(button(language, 'preset.last_month').getAttribute('aria-pressed')).toBe('true');

    await user.click(button(language, 'preset.this_month'));
    expect([field(language, 'from').value, field(language, 'to').value]).toEqual([
      '2026-04-01',
      '2026-04-30',
    ]);
    expect(button(language, 'preset.this_month').getAttribute('aria-pressed')).toBe('true');
    expect(button(language, 'preset.last_month').getAttribute('aria-pressed')).toBe('false');
    await user.click(button(language, 'preset.this_year'));
    expect([field(language, 'from').value, field(language, 'to').value]).toEqual([
      '2026-01-01',
      '2026-12-31',
    ]);
    await user.click(button(language, 'preset.last_year'));
    expect([field(language, 'from').value, field(language, 'to').value]).toEqual([
      '2025-01-01',
      '2025-12-31',
    ]);
  });

  test('refuses a reversed, too long or half-empty period before asking the server', async () => {
    const asked = exportApi(() => new HttpResponse('', { status: 500 }));
    const { user } = await renderApp(<AccountingExport />, { language });
    await user.clear(field(language, 'from'));
    await user.type(field(language, 'from'), '2026-04-02');
    await user.clear(field(language, 'to'));
    await user.type(field(language, 'to'), '2026-04-01');
    expect(screen.getByText(text(language, 'admin:accounting.rangeReversed'))).toBeTruthy();
    expect((button(language, 'csv') as HTMLButtonElement).disabled).toBe(true);
    expect((button(language, 'xlsx') as HTMLButtonElement).disabled).toBe(true);

    await user.clear(field(language, 'from'));
    await user.type(field(language, 'from'), '2020-01-01');
    expect(screen.getByText(text(language, 'admin:accounting.rangeTooLong'))).toBeTruthy();

    await user.clear(field(language, 'to'));
    expect(screen.getByText(text(language, 'admin:accounting.dateRequired'))).toBeTruthy();
    await user.click(button(language, 'csv'));
    expect(asked).toEqual([]);
  });

  test('downloads the CSV and the XLSX of the period under the server’s names', async () => {
    const asked = exportApi((request) => {
      const format = new URL(request.url).searchParams.get('format');
      return new HttpResponse(
        format === 'xlsx' ? new Uint8Array([0x50, 0x4b]) : '\uFEFFVrsta;Broj računa\r\n',
        {
          headers: {
            'content-type':
              format === 'xlsx'
                ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
                : 'text/csv; charset=utf-8',
          },
        },
      );
    });
    const { user } = await renderApp(<AccountingExport />, { language });
    await user.click(button(language, 'preset.this_year'));
    await user.click(button(language, 'csv'));
    await screen.findByText(
      text(language, 'admin:accounting.downloaded', { name: 'porudzbine-2026-01-01-2026-12-31.csv' }),
    );
    await user.click(button(language, 'xlsx'));
    await screen.findByText(
      text(language, 'admin:accounting.downloaded', { name: 'porudzbine-2026-01-01-2026-12-31.xlsx' }),
    );
    expect(asked.map(({ url, language: asked }) => [url.search, asked])).toEqual([
      ['?from=2026-01-01&to=2026-12-31&format=csv', language],
      ['?from=2026-01-01&to=2026-12-31&format=xlsx', language],
    ]);
    expect(saved).toEqual([
      { name: 'porudzbine-2026-01-01-2026-12-31.csv', type: 'text/csv; charset=utf-8' },
      {
        name: 'porudzbine-2026-01-01-2026-12-31.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ]);
  });

  test('shows the server’s refusal at the field it names and saves nothing', async () => {
    exportApi((request) => refuseFields(request, { to: ['accounting.rangeTooLong'] }));
    const { user } = await renderApp(<AccountingExport />, { language });
    await user.click(button(language, 'xlsx'));
    const message = text(language, 'errors:accounting.rangeTooLong');
    await screen.findByText(text(language, 'admin:accounting.failed', { message }));
    const to = field(language, 'to').closest('div')!.parentElement!;
    expect(within(to).getByText(message)).toBeTruthy();
    expect(saved).toEqual([]);
    // Changing the period clears it.
    await user.click(button(language, 'preset.this_month'));
    await waitFor(() => expect(within(to).queryByText(message)).toBeNull());
  });
});
