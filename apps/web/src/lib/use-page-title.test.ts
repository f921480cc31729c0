import { describe, expect, it } from 'vitest';
import { pageTitle } from './use-page-title';

describe('pageTitle', () => {
  it('adds the site name to a page title', () => {
    expect(pageTitle('Prijava', 'Atelje')).toBe('Prijava · Atelje');
  });

  it('does not repeat the site name when a landing title already ends with it', () => {
    expect(pageTitle('Izgradi svoj stil – kurs Milice Jovanović | Atelje', 'Atelje')).toBe(
      'Izgradi svoj stil – kurs Milice Jovanović | Atelje',
    );
    expect(pageTitle('Build your style – a course by Milica Jovanović | Atelje', 'Atelje')).toBe(
      'Build your style – a course by Milica Jovanović | Atelje',
    );
  });

  it('still adds the site name when a title only contains the word inside another one', () => {
    expect(pageTitle('Kurs u Ateljeu', 'Atelje')).toBe('Kurs u Ateljeu · Atelje');
    expect(pageTitle('MojAtelje', 'Atelje')).toBe('MojAtelje · Atelje');
  });

  it('keeps a bare title as it is', () => {
    expect(pageTitle('Atelje: onlajn akademija', 'Atelje', true)).toBe('Atelje: onlajn akademija');
  });
});
