// Which requests are a person's view of a page (ADR 073).
import { describe, expect, it } from 'vitest';
import { isPersonUserAgent, visitedPage } from './page-visits';

describe('isPersonUserAgent', () => {
  it('accepts browsers on phones and computers', () => {
    for (const ua of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ])
      expect(isPersonUserAgent(ua), ua).toBe(true);
  });

  it('refuses crawlers, previews, headless browsers, libraries and no user agent', () => {
    for (const ua of [
      undefined,
      '',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.31',
      'lightMyRequest',
    ])
      expect(isPersonUserAgent(ua), String(ua)).toBe(false);
  });
});

describe('visitedPage', () => {
  it("is a landing for its content read, a course for its page's HTML", () => {
    expect(
      visitedPage(
        '/api/landings/:key',
        { key: 'interior-signup' },
        '/api/landings/interior-signup',
        'application/json',
      ),
    ).toBe('landing:interior-signup');
    expect(visitedPage(undefined, {}, '/courses/12', 'text/html; charset=utf-8')).toBe('course:12');
    expect(visitedPage(undefined, {}, '/courses/12/', 'text/html; charset=utf-8')).toBe('course:12');
  });

  it('is nothing for a course read by the API, other pages, lesson pages and files', () => {
    expect(visitedPage('/api/courses/:id', { id: '12' }, '/api/courses/12', 'application/json')).toBeNull();
    expect(visitedPage(undefined, {}, '/courses/12/lessons', 'text/html')).toBeNull();
    expect(visitedPage(undefined, {}, '/courses/professional', 'text/html')).toBeNull();
    expect(visitedPage(undefined, {}, '/', 'text/html')).toBeNull();
    expect(visitedPage(undefined, {}, '/courses/12', 'application/json')).toBeNull();
  });
});
