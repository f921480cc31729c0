import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError } from '../drivers/storage/index';
import {
  GATED_TTL_SECONDS,
  mediaExpiry,
  signMediaUrl,
  USER_MEDIA_TTL_SECONDS,
  verifyMediaSignature,
} from './signed-url';

const config = { appSecret: 'test-secret-that-is-long-enough-0123456789' };
const at = (iso: string) => Date.parse(iso);
const parse = (url: string) => {
  const parsed = new URL(url, 'http://atelje.test');
  return {
    key: decodeURIComponent(parsed.pathname.replace(/^\/api\/media\//, '')),
    exp: parsed.searchParams.get('exp')!,
    sig: parsed.searchParams.get('sig')!,
  };
};

describe('signMediaUrl', () => {
  it('signs key and expiry with HMAC-SHA256 of the app secret, base64url', () => {
    const url = signMediaUrl(config, 'courses/1/cover.jpg', { ttlSeconds: 60 }, at('2025-03-10T12:00:00Z'));
    const exp = at('2025-03-10T12:01:00Z') / 1000;
    const sig = createHmac('sha256', config.appSecret)
      .update(`courses/1/cover.jpg\n${exp}`)
      .digest('base64url');
    expect(url).toBe(`/api/media/courses/1/cover.jpg?exp=${exp}&sig=${sig}`);
  });

  it('gives public files the same URL all day, valid until the end of the next day', () => {
    const morning = signMediaUrl(config, 'courses/1/cover.jpg', { public: true }, at('2025-03-10T00:00:01Z'));
    const evening = signMediaUrl(config, 'courses/1/cover.jpg', { public: true }, at('2025-03-10T23:59:59Z'));
    const tomorrow = signMediaUrl(
      config,
      'courses/1/cover.jpg',
      { public: true },
      at('2025-03-11T08:00:00Z'),
    );
    expect(morning).toBe(evening);
    expect(tomorrow).not.toBe(evening);
    expect(Number(parse(evening).exp)).toBe(at('2025-03-12T00:00:00Z') / 1000);
    expect(mediaExpiry({ public: true }, at('2025-03-10T00:00:00Z') / 1000)).toBe(
      at('2025-03-11T00:00:00Z') / 1000,
    );
  });

  it('gives gated files their short lifetime', () => {
    const now = at('2025-03-10T12:00:00Z');
    const { exp } = parse(signMediaUrl(config, 'templates/a.pdf', { ttlSeconds: GATED_TTL_SECONDS }, now));
    expect(Number(exp)).toBe(now / 1000 + 15 * 60);
  });

  it('encodes each path segment and normalises the key', () => {
    const url = signMediaUrl(config, 'ebooks//Boje doma č#1.pdf', { public: true });
    expect(url).toMatch(/^\/api\/media\/ebooks\/Boje%20doma%20%C4%8D%231\.pdf\?/);
    const { key, exp, sig } = parse(url);
    expect(key).toBe('ebooks/Boje doma č#1.pdf');
    expect(verifyMediaSignature(config, key, exp, sig)).toBe('ok');
  });

  it('refuses keys that leave the media root', () => {
    for (const key of ['../app-secret', '/etc/passwd', 'a/../../b', '']) {
      expect(() => signMediaUrl(config, key, { public: true })).toThrow(InvalidStorageKeyError);
    }
  });
});

describe('verifyMediaSignature', () => {
  const now = at('2025-03-10T12:00:00Z');
  const { key, exp, sig } = parse(signMediaUrl(config, 'videos/1/a.mp4', { ttlSeconds: 900 }, now));

  it('accepts its own URL until it expires', () => {
    expect(verifyMediaSignature(config, key, exp, sig, now)).toBe('ok');
    expect(verifyMediaSignature(config, key, exp, sig, now + 900_000)).toBe('ok');
    expect(verifyMediaSignature(config, key, exp, sig, now + 901_000)).toBe('expired');
  });

  it('refuses another key, another expiry, another secret and malformed values', () => {
    expect(verifyMediaSignature(config, 'videos/1/b.mp4', exp, sig, now)).toBe('invalid');
    expect(verifyMediaSignature(config, key, String(Number(exp) + 86_400), sig, now)).toBe('invalid');
    expect(verifyMediaSignature({ appSecret: `${config.appSecret}x` }, key, exp, sig, now)).toBe('invalid');
    expect(verifyMediaSignature(config, key, undefined, sig, now)).toBe('invalid');
    expect(verifyMediaSignature(config, key, exp, undefined, now)).toBe('invalid');
    expect(verifyMediaSignature(config, key, '-1', sig, now)).toBe('invalid');
    expect(
      verifyMediaSignature(
        config,
        key,
        exp,
        `${sig.slice(0, -1)}A`.replace(/A$/, sig.endsWith('A') ? 'B' : 'A'),
        now,
      ),
    ).toBe('invalid');
    expect(verifyMediaSignature(config, key, exp, 'short', now)).toBe('invalid');
    expect(verifyMediaSignature(config, key, exp, ['a', 'b'], now)).toBe('invalid');
  });
});

describe('user-bound URLs', () => {
  const now = at('2025-03-10T12:00:00Z');
  const url = signMediaUrl(config, 'videos/1/a.mp4', { ttlSeconds: USER_MEDIA_TTL_SECONDS, userId: 42 }, now);
  const parsed = new URL(url, 'http://atelje.test');
  const exp = parsed.searchParams.get('exp')!;
  const sig = parsed.searchParams.get('sig')!;

  it('name the user and sign key, expiry and user together, for four hours', () => {
    const sent = Number(exp);
    expect(sent).toBe(now / 1000 + 4 * 3600);
    expect(parsed.searchParams.get('uid')).toBe('42');
    const expected = createHmac('sha256', config.appSecret)
      .update(`videos/1/a.mp4\n${sent}\n42`)
      .digest('base64url');
    expect(sig).toBe(expected);
    expect(verifyMediaSignature(config, 'videos/1/a.mp4', exp, sig, now, '42')).toBe('ok');
  });

  it('do not verify for another user, without the user, or with a malformed user', () => {
    expect(verifyMediaSignature(config, 'videos/1/a.mp4', exp, sig, now, '43')).toBe('invalid');
    expect(verifyMediaSignature(config, 'videos/1/a.mp4', exp, sig, now)).toBe('invalid');
    for (const uid of ['042', '-1', '4x', '', ['42']]) {
      expect(verifyMediaSignature(config, 'videos/1/a.mp4', exp, sig, now, uid)).toBe('invalid');
    }
  });

  it('cannot be made from a plain gated URL by adding a user', () => {
    const plain = new URL(signMediaUrl(config, 'videos/1/a.mp4', { ttlSeconds: 900 }, now), 'http://x');
    const plainSig = plain.searchParams.get('sig')!;
    const plainExp = plain.searchParams.get('exp')!;
    expect(verifyMediaSignature(config, 'videos/1/a.mp4', plainExp, plainSig, now, '42')).toBe('invalid');
  });
});
