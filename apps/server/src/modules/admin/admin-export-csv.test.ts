import { describe, expect, it } from 'vitest';
import { inertCell } from '../../lib/csv';
import {
  contactRecord,
  csvField,
  csvHeader,
  csvRecord,
  internationalPhone,
  splitName,
} from './admin-export-csv';

describe('csvField (RFC 4180)', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('ana@primer.rs')).toBe('ana@primer.rs');
    expect(csvField('Petrović')).toBe('Petrović');
    expect(csvField('')).toBe('');
  });

  it('quotes a field holding a comma, a quote, CR or LF, doubling the quotes', () => {
    expect(csvField('Novi Sad, Srbija')).toBe('"Novi Sad, Srbija"');
    expect(csvField('Ana "Anči" Petrović')).toBe('"Ana ""Anči"" Petrović"');
    expect(csvField('red 1\nred 2')).toBe('"red 1\nred 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('"')).toBe('""""');
  });

  it('ends every record with CRLF and quotes per field', () => {
    expect(csvRecord(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
    expect(csvHeader()).toBe(
      'Email,First name,Last name,Phone,Country,City,Tags,Email opt-in date,Email opt-out date\r\n',
    );
  });
});

describe('contact values', () => {
  it('puts Serbian phone numbers in +381 form', () => {
    expect(internationalPhone('060 123 4567')).toBe('+381601234567');
    expect(internationalPhone('+381 60 123-4567')).toBe('+381601234567');
    expect(internationalPhone('00381601234567')).toBe('+381601234567');
    expect(internationalPhone('381601234567')).toBe('+381601234567');
    expect(internationalPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(internationalPhone('12')).toBe('');
    expect(internationalPhone(null)).toBe('');
  });

  it('splits a name at its first space', () => {
    expect(splitName('Ana Marija Petrović')).toEqual(['Ana', 'Marija Petrović']);
    expect(splitName('  Ana  ')).toEqual(['Ana', '']);
    expect(splitName(null)).toEqual(['', '']);
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(inertCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(inertCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(inertCell('Beograd')).toBe('Beograd');
  });

  it('writes one quoted, ISO-dated record per contact', () => {
    const record = contactRecord({
      email: 'ana@primer.rs',
      name: 'Ana "Anči" Petrović',
      phone: '060 123 4567',
      country: 'Srbija',
      city: 'Novi Sad, Petrovaradin',
      tags: ['newsletter', 'customer'],
      optInAt: '2026-03-01T10:00:00.000Z',
      optOutAt: null,
    });
    expect(record).toBe(
      'ana@primer.rs,Ana,"""Anči"" Petrović",+381601234567,Srbija,"Novi Sad, Petrovaradin","newsletter,customer",2026-03-01T10:00:00.000Z,\r\n',
    );
  });
});
