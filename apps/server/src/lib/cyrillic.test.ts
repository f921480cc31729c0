// The server's side of Serbian in Cyrillic (ADR 082): which requests ask for it, which answers are transliterated
// and which of their values are left alone.
import { describe, expect, it } from 'vitest';
import { answersInCyrillic, contentText, cyrillicAnswer, unmarkedAnswer } from './cyrillic';
import { pageLocaleOf, pickLocale, pickScript } from './i18n';

describe('the script of a request', () => {
  it('is Cyrillic when the best Serbian entry names it, else Latin', () => {
    expect(pickScript('sr-Cyrl')).toBe('Cyrl');
    expect(pickScript('sr-Cyrl-RS,sr;q=0.8')).toBe('Cyrl');
    expect(pickScript('sr-Latn,sr-Cyrl;q=0.5')).toBe('Latn');
    expect(pickScript('sr')).toBe('Latn');
    expect(pickScript('en,sr-Cyrl;q=0.5')).toBe('Latn');
    expect(pickScript(undefined)).toBe('Latn');
    expect(pickLocale('sr-Cyrl')).toBe('sr');
    expect(pageLocaleOf('sr', 'Cyrl')).toBe('sr-Cyrl');
    expect(pageLocaleOf('en', 'Cyrl')).toBe('en');
  });

  it('transliterates public content and errors, never the administration', () => {
    const cyrillic = { script: 'Cyrl' as const, url: '/api/courses/1' };
    expect(answersInCyrillic(cyrillic, 200)).toBe(true);
    expect(answersInCyrillic({ ...cyrillic, url: '/api/search?query=x' }, 200)).toBe(true);
    expect(answersInCyrillic({ ...cyrillic, url: '/api/login' }, 200)).toBe(false);
    expect(answersInCyrillic({ ...cyrillic, url: '/api/login' }, 401)).toBe(true);
    expect(answersInCyrillic({ ...cyrillic, url: '/api/admin/courses' }, 200)).toBe(false);
    expect(answersInCyrillic({ ...cyrillic, url: '/api/admin/courses' }, 422)).toBe(false);
    expect(answersInCyrillic({ script: 'Latn', url: '/api/courses/1' }, 200)).toBe(false);
  });
});

describe('an answer in Cyrillic', () => {
  it('turns the texts and leaves keys, slugs, addresses, codes, enumerations and times alone', () => {
    const answer = {
      id: 1,
      title: 'Osnove dizajna',
      slug: 'osnove-dizajna',
      type: 'professional',
      level: 'beginner',
      cover_url: '/api/media/courses/1/cover.jpg',
      created_at: '2026-11-28T10:00:00.000Z',
      currency: 'RSD',
      author: { name: 'Ana Petrović', email: 'ana@atelje.rs' },
      what_you_learn: ['Da izaberete boje'],
      errors: { email: ['E-adresa nije ispravna.'] },
      published: true,
    };
    expect(cyrillicAnswer(answer)).toEqual({
      ...answer,
      title: 'Основе дизајна',
      author: { name: 'Ана Петровић', email: 'ana@atelje.rs' },
      what_you_learn: ['Да изаберете боје'],
      errors: { email: ['Е-адреса није исправна.'] },
    });
  });

  it('drops the inline marks for Latin readers and leaves an answer without marks as it is', () => {
    const plain = { title: 'Osnove' };
    expect(unmarkedAnswer(plain)).toBe(plain);
    expect(unmarkedAnswer({ list: [{ title: 'Kurs [[Milica Studio]]' }] })).toEqual({
      list: [{ title: 'Kurs Milica Studio' }],
    });
    expect(contentText('Kurs [[Milica]]', 'sr', 'Cyrl')).toBe('Курс Milica');
    expect(contentText('Kurs [[Milica]]', 'en', 'Latn')).toBe('Kurs Milica');
  });
});
