// A one-sheet Office Open XML workbook (.xlsx, ECMA-376), written here rather than by a spreadsheet library
// (ADR 072): the parts a spreadsheet needs (content types, relationships, workbook, styles, one worksheet) as XML,
// zipped with fflate. Texts are inline strings, so no cell is ever a formula whatever it starts with; numbers are
// numbers; money has two decimals and a thousands separator; dates are date serials shown in the reader's own
// short-date format (built-in format 14). The header row is bold and frozen, with an autofilter.
import { zipSync } from 'fflate';

export type XlsxKind = 'text' | 'number' | 'money' | 'date';

export interface XlsxColumn {
  header: string;
  kind: XlsxKind;
  /** Width in characters. */
  width: number;
}

/** A text, a number (number or money column), a YYYY-MM-DD day (date column), or an empty cell. */
export type XlsxValue = string | number | null;

export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  rows: XlsxValue[][];
  /** A last row in bold (a totals row), written after `rows`. */
  totals?: XlsxValue[];
}

// Styles (cellXfs order in styles.xml): plain, money, date, bold, bold money.
const STYLE = { plain: 0, money: 1, date: 2, bold: 3, boldMoney: 4 } as const;

/** Whether XML 1.0 can carry a UTF-16 unit here: not a control character other than tab, CR and LF, not U+FFFE/F. */
const xmlUnit = (code: number) =>
  code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

/** The text without what XML cannot carry: those units and lone surrogates. */
function xmlChars(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const lone = char.length === 1 && code >= 0xd800 && code <= 0xdfff;
    if (!lone && (code > 0xffff || xmlUnit(code))) out += char;
  }
  return out;
}

export function xmlText(value: string): string {
  return xmlChars(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const DAY_MS = 86_400_000;
/** Day 0 of spreadsheet date serials (1899-12-30, which absorbs Lotus's 1900 leap-year error). */
const EPOCH = Date.UTC(1899, 11, 30);

/** '2026-01-31' → 46053, the date serial spreadsheets store. */
export function dateSerial(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return Math.round((Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - EPOCH) / DAY_MS);
}

function cell(ref: string, kind: XlsxKind, value: XlsxValue, bold: boolean): string {
  if (value === null || value === '') return '';
  if (typeof value === 'string' && kind !== 'date') {
    const style = bold ? ` s="${STYLE.bold}"` : '';
    return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
  }
  if (kind === 'date') {
    return `<c r="${ref}" s="${STYLE.date}"><v>${dateSerial(String(value))}</v></c>`;
  }
  const number = Number(value);
  if (!Number.isFinite(number)) throw new RangeError(`not a number in ${ref}: ${value}`);
  const style = kind === 'money' ? (bold ? STYLE.boldMoney : STYLE.money) : bold ? STYLE.bold : STYLE.plain;
  return `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${number}</v></c>`;
}

function row(index: number, columns: XlsxColumn[], values: XlsxValue[], bold: boolean): string {
  const cells = columns.map((column, at) =>
    cell(`${columnName(at)}${index}`, column.kind, values[at] ?? null, bold),
  );
  return `<row r="${index}">${cells.join('')}</row>`;
}

function worksheet(sheet: XlsxSheet): string {
  const last = columnName(sheet.columns.length - 1);
  const header = `<row r="1">${sheet.columns
    .map(
      (column, at) =>
        `<c r="${columnName(at)}1" t="inlineStr" s="${STYLE.bold}"><is><t xml:space="preserve">${xmlText(column.header)}</t></is></c>`,
    )
    .join('')}</row>`;
  const body = sheet.rows.map((values, at) => row(at + 2, sheet.columns, values, false));
  if (sheet.totals) body.push(row(sheet.rows.length + 2, sheet.columns, sheet.totals, true));
  const cols = sheet.columns
    .map((column, at) => `<col min="${at + 1}" max="${at + 1}" width="${column.width}" customWidth="1"/>`)
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    `<dimension ref="A1:${last}${sheet.rows.length + 1 + (sheet.totals ? 1 : 0)}"/>`,
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>',
    `<cols>${cols}</cols>`,
    `<sheetData>${header}${body.join('')}</sheetData>`,
    `<autoFilter ref="A1:${last}${sheet.rows.length + 1}"/>`,
    '</worksheet>',
  ].join('');
}

const STYLES = [
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>',
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>',
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>',
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>',
  '<cellXfs count="5">',
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
  // 4: #,##0.00
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>',
  // 14: the reader's short date
  '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>',
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>',
  '<xf numFmtId="4" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>',
  '</cellXfs>',
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>',
  '</styleSheet>',
].join('');

const CONTENT_TYPES = [
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
  '<Default Extension="xml" ContentType="application/xml"/>',
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>',
  '</Types>',
].join('');

const ROOT_RELS = [
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">',
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>',
  '</Relationships>',
].join('');

const WORKBOOK_RELS = [
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">',
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>',
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>',
  '</Relationships>',
].join('');

/** A sheet name spreadsheets accept: no []:*?/\, at most 31 characters. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

function workbook(name: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">',
    `<sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets>`,
    '</workbook>',
  ].join('');
}

/** The workbook's bytes. */
export function writeXlsx(sheet: XlsxSheet): Uint8Array {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  return zipSync(
    {
      '[Content_Types].xml': utf8(CONTENT_TYPES),
      '_rels/.rels': utf8(ROOT_RELS),
      'xl/workbook.xml': utf8(workbook(sheet.name)),
      'xl/_rels/workbook.xml.rels': utf8(WORKBOOK_RELS),
      'xl/styles.xml': utf8(STYLES),
      'xl/worksheets/sheet1.xml': utf8(worksheet(sheet)),
    },
    { level: 6, mtime: new Date(Date.UTC(2000, 0, 1)) },
  );
}
