import { describe, expect, it } from 'vitest';
import { MEDIA_SESSION_COOKIE, mediaSessionCookie, readMediaSession, userMediaUrl } from './media-session';

const config = {
  appSecret: 'test-secret-that-is-long-enough-0123456789',
  publicUrl: 'http://127.0.0.1:3000',
};
const now = Date.parse('2025-03-10T12:00:00Z');
const cookieValue = (setCookie: string) => setCookie.split(';')[0]!;

describe('media session cookie', () => {
  it('is HttpOnly, SameSite=Lax, scoped to /api/media and lives four hours', () => {
    const cookie = mediaSessionCookie(config, 7, now);
    expect(cookie).toMatch(
      new RegExp(
        `^${MEDIA_SESSION_COOKIE}=7\\.\\d+\\.[A-Za-z0-9_-]{43}; Path=/api/media; Max-Age=14400; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect(mediaSessionCookie({ ...config, publicUrl: 'https://atelje.rs' }, 7, now)).toMatch(/; Secure$/);
  });

  it('names its user until it expires, among other cookies', () => {
    const value = cookieValue(mediaSessionCookie(config, 7, now));
    expect(readMediaSession(config, value, now)).toBe(7);
    expect(readMediaSession(config, `i18next=sr; ${value}; other=1`, now + 4 * 3600 * 1000)).toBe(7);
    expect(readMediaSession(config, value, now + 4 * 3600 * 1000 + 1000)).toBeNull();
  });

  it('is refused when missing, forged, signed with another secret or naming another user', () => {
    const value = cookieValue(mediaSessionCookie(config, 7, now));
    expect(readMediaSession(config, undefined, now)).toBeNull();
    expect(readMediaSession(config, 'other=1', now)).toBeNull();
    expect(readMediaSession(config, value.replace('=7.', '=8.'), now)).toBeNull();
    const last = value.at(-1) === 'A' ? 'B' : 'A';
    expect(readMediaSession(config, `${value.slice(0, -1)}${last}`, now)).toBeNull();
    expect(readMediaSession({ appSecret: `${config.appSecret}x` }, value, now)).toBeNull();
    expect(readMediaSession(config, `${MEDIA_SESSION_COOKIE}=garbage`, now)).toBeNull();
  });
});

describe('userMediaUrl', () => {
  it('signs a URL for the user and says when it expires', () => {
    const { url, expiresAt } = userMediaUrl(config, 'ebooks/a.pdf', 7, now);
    expect(url).toMatch(/^\/api\/media\/ebooks\/a\.pdf\?exp=\d+&uid=7&sig=[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.toISOString()).toBe('2025-03-10T16:00:00.000Z');
  });
});
