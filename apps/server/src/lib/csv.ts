// The CSV writer of every export (ADR 009, ADR 026): RFC 4180 fields, CRLF records, and no cell a spreadsheet
// would run as a formula. Every field of every record goes through inertCell, whichever column it is in: an
// e-mail address may start with '-', '+' or '=' as well as a name can.

/** Full-width forms some spreadsheets also read as a formula's first character. */
const FORMULA_START = /^[\s]*[=+\-@＝＋－＠]|^[\t\r\n]/;
/**
 * A plain number (a +381 phone, a negative amount, with a decimal point or, as Serbian spreadsheets write it, a
 * decimal comma): a spreadsheet reads it as a number, never as a formula.
 */
const PLAIN_NUMBER = /^[+-]?[0-9]+([.,][0-9]+)?$/;

/**
 * A cell a spreadsheet would evaluate (=, +, -, @, tab, CR or LF first, also after spaces) gets a leading
 * apostrophe, which spreadsheets show as text; plain numbers stay as they are.
 */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** The field separators the exports write: RFC 4180's comma, or the semicolon of Serbian spreadsheets (ADR 072). */
export type CsvSeparator = ',' | ';';

/** One field, quoted when it holds the separator, a quote, CR or LF (quotes doubled), as RFC 4180 says. */
export function csvField(value: string, separator: CsvSeparator = ','): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record with its CRLF: every field made inert, then quoted. */
export const csvRecord = (fields: readonly string[], separator: CsvSeparator = ',') =>
  `${fields.map((field) => csvField(inertCell(field), separator)).join(separator)}\r\n`;
