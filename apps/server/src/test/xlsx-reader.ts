// Reads back the first worksheet of an .xlsx as a spreadsheet would: unzips the package (fflate), then takes each
// cell's type (inline or shared string, number), value and number format from the sheet and its styles. For tests.
import { strFromU8, unzipSync } from 'fflate';

export interface XlsxCell {
  type: 'string' | 'number';
  value: string | number;
  /** The cell style's number format id (0 general, 4 "#,##0.00", 14 short date). */
  numFmt: number;
  bold: boolean;
}

export interface XlsxRead {
  /** The parts of the package by path. */
  parts: string[];
  sheetName: string;
  /** Row by row, column A first; an absent cell is null. */
  rows: (XlsxCell | null)[][];
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? null;

function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

export function readXlsx(bytes: Uint8Array): XlsxRead {
  const files = unzipSync(bytes);
  const text = (path: string) => {
    const file = files[path];
    if (!file) throw new Error(`the workbook has no ${path}`);
    return strFromU8(file);
  };
  const workbook = text('xl/workbook.xml');
  const sheetName = unescapeXml(/<sheet [^>]*name="([^"]*)"/.exec(workbook)?.[1] ?? '');
  const styles = text('xl/styles.xml');
  const fonts = [
    ...(/<fonts[^>]*>([\s\S]*?)<\/fonts>/.exec(styles)?.[1] ?? '').matchAll(/<font>([\s\S]*?)<\/font>/g),
  ];
  const boldFont = fonts.map((font) => font[1]!.includes('<b/>'));
  const xfs = [
    ...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf ([^>]*)\/?>/g),
  ].map((xf) => ({
    numFmt: Number(attribute(xf[1]!, 'numFmtId') ?? 0),
    bold: boldFont[Number(attribute(xf[1]!, 'fontId') ?? 0)] ?? false,
  }));
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((si) =>
        [...si[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => unescapeXml(t[1]!)).join(''),
      )
    : [];
  const sheet = text('xl/worksheets/sheet1.xml');
  const rows: (XlsxCell | null)[][] = [];
  for (const row of sheet.matchAll(/<row [^>]*r="(\d+)"[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: (XlsxCell | null)[] = [];
    for (const c of row[2]!.matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const at = columnIndex(c[1]!);
      while (cells.length < at) cells.push(null);
      const type = attribute(c[2]!, 't');
      const style = xfs[Number(attribute(c[2]!, 's') ?? 0)] ?? { numFmt: 0, bold: false };
      const inner = c[3] ?? '';
      if (type === 'inlineStr') {
        const value = [...inner.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => unescapeXml(t[1]!)).join('');
        cells.push({ type: 'string', value, ...style });
      } else if (type === 's') {
        cells.push({
          type: 'string',
          value: shared[Number(/<v>(.*?)<\/v>/.exec(inner)?.[1])] ?? '',
          ...style,
        });
      } else if (type === 'str') {
        cells.push({ type: 'string', value: unescapeXml(/<v>(.*?)<\/v>/.exec(inner)?.[1] ?? ''), ...style });
      } else {
        cells.push({ type: 'number', value: Number(/<v>(.*?)<\/v>/.exec(inner)?.[1]), ...style });
      }
    }
    rows[Number(row[1]) - 1] = cells;
  }
  return { parts: Object.keys(files), sheetName, rows: Array.from(rows, (row) => row ?? []) };
}

/** A date serial as the YYYY-MM-DD day it stands for. */
export function serialDay(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
}
