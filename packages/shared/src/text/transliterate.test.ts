import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../catalog/format';
import {
  DEFAULT_KEEP_LATIN,
  hasCyrillic,
  keptCyrillic,
  stripLatinMarks,
  toCyrillic,
  toLatin,
  transliterateTree,
} from './transliterate';

describe('toCyrillic', () => {
  it('maps every Serbian Latin letter, in both cases', () => {
    expect(toCyrillic('abcčćddžđefghijklljmnnjoprsštuvzž')).toBe('абцчћдџђефгхијклљмнњопрсштувзж');
    expect(toCyrillic('ABCČĆDDŽĐEFGHIJKLLJMNNJOPRSŠTUVZŽ')).toBe('АБЦЧЋДЏЂЕФГХИЈКЛЉМНЊОПРСШТУВЗЖ');
  });

  it('reads lj, nj and dž as one letter in every case form', () => {
    expect(toCyrillic('ljubav Ljubav LJUBAV')).toBe('љубав Љубав ЉУБАВ');
    expect(toCyrillic('konj Njegoš NJEGOŠ')).toBe('коњ Његош ЊЕГОШ');
    expect(toCyrillic('džep Džep DŽEP')).toBe('џеп Џеп ЏЕП');
  });

  it('keeps the two letters where a prefix meets a root (the documented stems)', () => {
    expect(toCyrillic('injekcija')).toBe('инјекција');
    expect(toCyrillic('Injekcija')).toBe('Инјекција');
    expect(toCyrillic('nadživeti')).toBe('надживети');
    expect(toCyrillic('podžanr')).toBe('поджанр');
    expect(toCyrillic('konjugacija')).toBe('конјугација');
    expect(toCyrillic('vanjezički')).toBe('ванјезички');
    expect(toCyrillic('odžaliti')).toBe('оджалити');
    // A real digraph in the same word is still one letter.
    expect(toCyrillic('injekcija konja')).toBe('инјекција коња');
  });

  it('is deterministic and ordinary Serbian reads as expected', () => {
    const text = 'Dizajn enterijera: osnove za početnike, 12 lekcija i 3 sata videa.';
    expect(toCyrillic(text)).toBe('Дизајн ентеријера: основе за почетнике, 12 лекција и 3 сата видеа.');
    expect(toCyrillic(text)).toBe(toCyrillic(text));
    expect(toCyrillic('Đorđe Šćekić Žarko')).toBe('Ђорђе Шћекић Жарко');
  });

  it('never touches URLs, e-mail addresses, domains and file names', () => {
    expect(toCyrillic('Pišite na info@atelje.rs ili posetite https://atelje.rs/kursevi?lng=sr')).toBe(
      'Пишите на info@atelje.rs или посетите https://atelje.rs/kursevi?lng=sr',
    );
    expect(toCyrillic('Sajt www.milica-dizajn.rs i atelje.rs, fajl vodic.pdf')).toBe(
      'Сајт www.milica-dizajn.rs и atelje.rs, фајл vodic.pdf',
    );
  });

  it('never touches placeholders, HTML tags, attributes and entities', () => {
    expect(toCyrillic('{{count}} lekcija od {{total}}')).toBe('{{count}} лекција од {{total}}');
    expect(toCyrillic('Zdravo {name}, dobrodošli')).toBe('Здраво {name}, добродошли');
    expect(toCyrillic('<a href="/kursevi" title="naslov">Kursevi</a> &amp; <strong>više</strong>')).toBe(
      '<a href="/kursevi" title="naslov">Курсеви</a> &amp; <strong>више</strong>',
    );
    expect(toCyrillic('Prihvatam <1>uslove</1>')).toBe('Прихватам <1>услове</1>');
  });

  it('keeps words with q, w, x or y Latin', () => {
    expect(toCyrillic('Gledajte na YouTube kanalu, Wix sajt, PayPal i Excel')).toBe(
      'Гледајте на YouTube каналу, Wix сајт, PayPal и Excel',
    );
  });

  it('keeps the listed terms Latin, with their case endings, without regard to case', () => {
    const keepLatin = ['Photoshop', 'Adobe Illustrator', 'Instagram'];
    expect(toCyrillic('Rad u Photoshopu i Adobe Illustratoru za instagram', { keepLatin })).toBe(
      'Рад у Photoshopu и Adobe Illustratoru за instagram',
    );
    expect(toCyrillic('Photoshop-u', { keepLatin })).toBe('Photoshop-у');
    // Not the start of a longer word.
    expect(toCyrillic('Photoshop', { keepLatin: ['Photo'] })).toBe('Пхотосхоп');
    // Without the list, they are transliterated.
    expect(toCyrillic('Photoshop')).toBe('Пхотосхоп');
  });

  it('keeps text in the inline mark Latin and drops the marks', () => {
    expect(toCyrillic('Kurs [[Milica Design]] studija')).toBe('Курс Milica Design студија');
    expect(stripLatinMarks('Kurs [[Milica Design]] studija')).toBe('Kurs Milica Design studija');
    expect(stripLatinMarks('bez oznake')).toBe('bez oznake');
  });

  it('leaves Cyrillic, numbers and punctuation as they are', () => {
    expect(toCyrillic('Већ ћирилица 1.500,00 RSD — 50%!')).toBe('Већ ћирилица 1.500,00 РСД — 50%!');
    expect(toCyrillic('')).toBe('');
  });

  it('reads text written with combining marks (NFD) as the letters', () => {
    expect(toCyrillic('c\u030Cas')).toBe('час');
  });

  it('turns a whole locale tree, keeping keys and non-text values', () => {
    expect(transliterateTree({ a: 'kuća', b: { c: ['njiva', 'lj'] }, n: 3 })).toEqual({
      a: 'кућа',
      b: { c: ['њива', 'љ'] },
      n: 3,
    });
  });

  it('has a default list with the common product names', () => {
    expect(DEFAULT_KEEP_LATIN).toContain('Photoshop');
    expect(toCyrillic('Instagram i Adobe', { keepLatin: DEFAULT_KEEP_LATIN })).toBe('Instagram и Adobe');
  });
});

describe('toLatin', () => {
  it('is the inverse for Serbian text', () => {
    const latin = 'Ljubav, njiva i džep: Đorđe Šćekić čita ŽURNAL, LJUBAV i NJIVA.';
    expect(toLatin(toCyrillic(latin))).toBe(latin);
    expect(toLatin('Љубав ЉУБАВ Џ')).toBe('Ljubav LJUBAV Dž');
    expect(toLatin('ЊЊ')).toBe('NJNJ');
  });

  it('leaves Latin text alone', () => {
    expect(toLatin('Photoshop 2026')).toBe('Photoshop 2026');
  });

  it('lets a Cyrillic query match a Latin title in search', () => {
    expect(normalizeSearchText(toLatin('дизајн'))).toBe(normalizeSearchText('Dizajn'));
    expect(normalizeSearchText('ДИЗАЈН')).toBe('dizajn');
  });
});

describe('hasCyrillic', () => {
  it('tells Cyrillic from Latin', () => {
    expect(hasCyrillic('Дизајн')).toBe(true);
    expect(hasCyrillic('Dizajn')).toBe(false);
  });
});

describe('keptCyrillic', () => {
  it('converts as toCyrillic with its options and gives the kept result again', () => {
    const convert = keptCyrillic({ keepLatin: ['Canva'] });
    expect(convert('Rad u Canva alatu')).toBe('Рад у Canva алату');
    expect(convert('Rad u Canva alatu')).toBe('Рад у Canva алату');
  });
});

describe('toCyrillic with keepCodes (documents: e-mails, invoices, slips)', () => {
  const documents = { keepCodes: true, keepLatin: ['RSD'] };

  it('keeps codes of letters and digits Latin and converts the words around them', () => {
    expect(toCyrillic('Kod DOBRODOSLI10 važi', documents)).toBe('Код DOBRODOSLI10 важи');
    expect(toCyrillic('Sertifikat ATL-7K3M-9Q2P izdat', documents)).toBe('Сертификат ATL-7K3M-9Q2P издат');
    expect(toCyrillic('Račun AB12CD34-EF56GH78-101.', documents)).toBe('Рачун AB12CD34-EF56GH78-101.');
    expect(toCyrillic('Narudžbina 2026-000123: 9.800,00 RSD', documents)).toBe(
      'Наруџбина 2026-000123: 9.800,00 RSD',
    );
  });

  it('still protects addresses before codes, and leaves the site texts as they were', () => {
    expect(toCyrillic('piše ana@mail2.rs, vidi https://atelje.rs/x/AB12', documents)).toBe(
      'пише ana@mail2.rs, види https://atelje.rs/x/AB12',
    );
    expect(toCyrillic('Kod DOBRODOSLI10')).toBe('Код ДОБРОДОСЛИ10');
  });
});
