import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/admin-uploads.json';
import sr from '../../../locales/sr/admin-uploads.json';
import { failureMessage, lessonFailureMessage } from './failure';

describe('upload failure messages', () => {
  it("shows the server's message, else the section's own", () => {
    expect(
      failureMessage(
        { status: 422, serverMessage: 'Cover mora biti slika (PNG, JPG, JPEG).' },
        'messages.videoFailed',
      ),
    ).toEqual({
      text: 'Cover mora biti slika (PNG, JPG, JPEG).',
    });
    expect(failureMessage({ status: 500, serverMessage: null }, 'messages.coverFailed')).toEqual({
      key: 'messages.coverFailed',
    });
  });

  it("tells a bad answer ('1!') from no answer ('2!') for the lesson with intro", () => {
    expect(lessonFailureMessage({ status: 502, serverMessage: null })).toEqual({
      key: 'messages.badResponse',
    });
    expect(lessonFailureMessage({ status: 0, serverMessage: null })).toEqual({
      key: 'messages.networkFailure',
    });
    expect(lessonFailureMessage({ status: 422, serverMessage: 'Popunite sva obavezna polja!' })).toEqual({
      text: 'Popunite sva obavezna polja!',
    });
  });

  it('keeps the texts of spec 001 §5 and §8 in Serbian (the ones the spec left in English translated, issue 16 item 11), and translates all of them', () => {
    expect(sr.messages).toMatchObject({
      videoRequired: 'Molimo popunite sva polja i izaberite video fajl.',
      selectCourse: 'Izaberite kurs',
      enterTitle: 'Unesite naslov videa',
      coverType: 'Cover mora biti slika (PNG, JPG, JPEG).',
      coverTooLarge: 'Cover slika je prevelika. Maksimalna veličina je 5MB.',
      coverRequired: 'Molimo izaberite kurs i cover sliku.',
      imageType: 'Molimo odaberite sliku (PNG, JPG, JPEG).',
      imageTooLarge: 'Slika je prevelika. Maksimalna veličina je 5MB.',
      lessonRequired: 'Popunite sva obavezna polja!',
      fileRequired: 'Molimo popunite sva polja i izaberite fajl.',
      videoFailed: 'Greška pri otpremanju videa.',
      coverFailed: 'Greška pri otpremanju naslovne slike.',
      badResponse: 'Greška pri komunikaciji sa serverom 1!',
      networkFailure: 'Greška pri komunikaciji sa serverom 2!',
      categoriesFailed: 'Greška pri dohvatanju kategorija',
    });
    expect(sr.messages.uploadFailed).toMatch(/^Došlo je do greške prilikom otpremanja /);
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
      );
    // Serbian has one plural form more than English (_few: 2–4, ADR 033).
    const serbianOnly = (key: string) => key.endsWith('_few');
    expect(keys(en).sort()).toEqual(
      keys(sr)
        .filter((key) => !serbianOnly(key))
        .sort(),
    );
  });
});
