// The workbook writer read back the way a spreadsheet reads it (test/xlsx-reader.ts): its parts, typed cells,
// number formats, and texts that stay texts whatever they hold.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsx, serialDay } from '../test/xlsx-reader';
import { columnName, dateSerial, writeXlsx, xmlText } from './xlsx';

describe('writeXlsx', () => {
  const bytes = writeXlsx({
    name: 'Porudžbine',
    columns: [
      { header: 'Kupac', kind: 'text', width: 20 },
      { header: 'Datum', kind: 'date', width: 11 },
      { header: 'Iznos', kind: 'money', width: 12 },
      { header: 'Stopa', kind: 'number', width: 6 },
    ],
    rows: [
      ['Ana <Petrović> & "Co"', '2026-01-31', 14900.5, 20],
      ['=HYPERLINK("http://x")', '2024-02-29', -1234.56, null],
    ],
    totals: ['Ukupno', null, 13665.94, null],
  });
  const sheet = readXlsx(bytes);

  it('is a zip with the parts of a workbook', () => {
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect(sheet.parts.sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(sheet.sheetName).toBe('Porudžbine');
  });

  it('writes a bold header, texts as texts, dates as dates, money with two decimals, numbers as numbers', () => {
    expect(sheet.rows[0]!.map((cell) => [cell?.value, cell?.bold])).toEqual([
      ['Kupac', true],
      ['Datum', true],
      ['Iznos', true],
      ['Stopa', true],
    ]);
    const [name, day, amount, rate] = sheet.rows[1]!;
    expect(name).toEqual({ type: 'string', value: 'Ana <Petrović> & "Co"', numFmt: 0, bold: false });
    expect(day).toMatchObject({ type: 'number', numFmt: 14 });
    expect(serialDay(day!.value as number)).toBe('2026-01-31');
    expect(amount).toEqual({ type: 'number', value: 14900.5, numFmt: 4, bold: false });
    expect(rate).toEqual({ type: 'number', value: 20, numFmt: 0, bold: false });
  });

  it('keeps a text that looks like a formula a text, and leaves an empty cell out', () => {
    const [formula, day, amount, rate] = sheet.rows[2]!;
    expect(formula).toMatchObject({ type: 'string', value: '=HYPERLINK("http://x")' });
    expect(serialDay(day!.value as number)).toBe('2024-02-29');
    expect(amount!.value).toBe(-1234.56);
    expect(rate).toBeUndefined();
    expect(strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!)).not.toMatch(/<f[ >]/);
  });

  it('writes the totals row in bold', () => {
    const [label, day, amount] = sheet.rows[3]!;
    expect(label).toMatchObject({ value: 'Ukupno', bold: true });
    expect(day).toBeNull();
    expect(amount).toEqual({ type: 'number', value: 13665.94, numFmt: 4, bold: true });
  });
});

describe('the writer’s pieces', () => {
  it('escapes XML and drops what XML cannot carry', () => {
    expect(xmlText('a & b < c > "d"')).toBe('a &amp; b &lt; c &gt; &quot;d&quot;');
    expect(xmlText('tab\there\u0001\u0008 zvono\u0007 \uFFFE')).toBe('tab\there zvono ');
    expect(xmlText('emoji 😀 lone \uD800 end')).toBe('emoji 😀 lone  end');
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('counts days from 1899-12-30', () => {
    expect(dateSerial('1900-03-01')).toBe(61);
    expect(dateSerial('2026-01-31')).toBe(46053);
    expect(() => dateSerial('31.01.2026')).toThrow(RangeError);
  });
});
