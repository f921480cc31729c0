// The one CSV writer of every export (issue 14, item 13; ADR 026): RFC 4180 quoting, and no cell a spreadsheet
// would run as a formula, whichever column it is in.
import { describe, expect, it } from 'vitest';
import { contactRecord } from '../modules/admin/admin-export-csv';
import { csvField, csvRecord, inertCell } from './csv';

describe('inertCell', () => {
  it('defuses every formula prefix: = + - @ tab CR (and LF), also after spaces', () => {
    for (const value of [
      '=1+2',
      '+1+2',
      '-2+3',
      '@SUM(A1)',
      '\t=1+2',
      '\r=1+2',
      '\n=1+2',
      '  =HYPERLINK("http://x")',
      '＝1+2',
    ]) {
      expect(inertCell(value), JSON.stringify(value)).toBe(`'${value}`);
    }
  });

  it('defuses e-mail addresses that start like a formula', () => {
    expect(inertCell('-2+3@example.test')).toBe("'-2+3@example.test");
    expect(inertCell('=cmd@example.test')).toBe("'=cmd@example.test");
    expect(inertCell('@ana@example.test')).toBe("'@ana@example.test");
    expect(inertCell('+ana@example.test')).toBe("'+ana@example.test");
  });

  it('leaves plain text, dates and plain numbers (a +381 phone) as they are', () => {
    for (const value of [
      'ana@primer.rs',
      'Petrović',
      '',
      '2026-03-01T10:00:00.000Z',
      '+381601234567',
      '-12.5',
    ]) {
      expect(inertCell(value)).toBe(value);
    }
  });
});

describe('csvRecord', () => {
  it('defuses and quotes every field', () => {
    expect(csvRecord(['-2+3@example.test', '=1,2', 'a"b', 'ok'])).toBe(
      `'-2+3@example.test,"'=1,2","a""b",ok\r\n`,
    );
    expect(csvField('Novi Sad, Srbija')).toBe('"Novi Sad, Srbija"');
  });

  it('the Omnisend export defuses the e-mail column too', () => {
    const record = contactRecord({
      email: '-2+3@example.test',
      name: '=Ana @Petrović',
      phone: '060 123 4567',
      country: '+Srbija',
      city: '\tBeograd',
      tags: ['newsletter'],
      optInAt: '2026-03-01T10:00:00.000Z',
      optOutAt: null,
    });
    const cells = record.trimEnd().split(',');
    expect(cells[0]).toBe("'-2+3@example.test");
    expect(cells).toEqual([
      "'-2+3@example.test",
      "'=Ana",
      "'@Petrović",
      '+381601234567',
      "'+Srbija",
      'Beograd',
      'newsletter',
      '2026-03-01T10:00:00.000Z',
      '',
    ]);
  });
});
