// Serbian payment rules of the National Bank of Serbia (NBS): bank account check digits, model 97 references
// and the text of the NBS IPS QR code that banks' mobile apps scan to fill a payment in. The rules and the examples
// the tests check them against, with their sources, are in docs/decisions/065-nbs-payment-documents.md.
import { formatAmount } from '@atelje/shared/money';

export class InvalidPaymentDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPaymentDataError';
  }
}

/** Remainder of a long decimal string modulo 97, in chunks so no digit count overflows a double. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  }
  return remainder;
}

function checkDigitsOf(digits: string): string {
  return String(98 - mod97(`${digits}00`)).padStart(2, '0');
}

// ------------------------------------------------------------------------------------------- accounts

/**
 * The 18-digit form of an account written as `840-955845-10`, `840-0000000955845-10`, `840000000095584510`
 * or with spaces. Throws InvalidPaymentDataError when it has the wrong shape (it does not check the digits).
 */
export function normalizeAccount(account: string): string {
  const compact = account.trim().replace(/\s+/g, '');
  if (/^\d{18}$/.test(compact)) return compact;
  const parts = /^(\d{3})-(\d{1,13})-(\d{2})$/.exec(compact);
  if (!parts) throw new InvalidPaymentDataError(`Not a bank account number: ${JSON.stringify(account)}`);
  return `${parts[1]}${parts[2].padStart(13, '0')}${parts[3]}`;
}

/** `840-0000000955845-10`: bank, account zero-padded to 13 digits, check digits. */
export function formatAccount(account: string): string {
  const digits = normalizeAccount(account);
  return `${digits.slice(0, 3)}-${digits.slice(3, 16)}-${digits.slice(16)}`;
}

/** The two check digits of bank (3 digits) + account number (up to 13 digits). */
export function accountCheckDigits(bank: string, number: string): string {
  if (!/^\d{3}$/.test(bank) || !/^\d{1,13}$/.test(number)) {
    throw new InvalidPaymentDataError(`Not a bank and account number: ${bank}-${number}`);
  }
  return checkDigitsOf(`${bank}${number.padStart(13, '0')}`);
}

/** True when the account has the right shape and its 18 digits leave 1 modulo 97. */
export function isValidAccount(account: string): boolean {
  let digits: string;
  try {
    digits = normalizeAccount(account);
  } catch {
    return false;
  }
  return mod97(digits) === 1;
}

// ------------------------------------------------------------------------------------------- model 97

/** Digits of a reference for the mod 97 computation: letters A=10 … Z=35, dashes ignored. */
function referenceDigits(reference: string): string {
  const clean = reference.replace(/-/g, '').toUpperCase();
  if (!clean || !/^[0-9A-Z]+$/.test(clean)) {
    throw new InvalidPaymentDataError(`Not a model 97 reference: ${JSON.stringify(reference)}`);
  }
  return clean.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
}

/** Check digits of a model 97 reference: 98 − (reference followed by 00) mod 97, zero-padded. */
export function model97CheckDigits(reference: string): string {
  return checkDigitsOf(referenceDigits(reference));
}

/** `97` + check digits + reference, e.g. `97` `38` `2026000123`. */
export function model97Reference(reference: string): string {
  return `97${model97CheckDigits(reference)}${reference}`;
}

/** True for `97` + 2 check digits + reference where (reference followed by the check digits) mod 97 = 1. */
export function isValidModel97(full: string): boolean {
  const compact = full.replace(/\s+/g, '');
  const parts = /^97(\d{2})(.+)$/.exec(compact);
  if (!parts) return false;
  try {
    return mod97(`${referenceDigits(parts[2])}${parts[1]}`) === 1;
  } catch {
    return false;
  }
}

/**
 * The reference (poziv na broj) of an order: the digits of our order number ("2026-000123" → "2026000123").
 * Digits only, because banks' statements and some mobile apps drop dashes; order numbers are unique, so the
 * statement line matches exactly one order.
 */
export function orderReference(orderNumber: string): string {
  const digits = orderNumber.replace(/\D/g, '');
  if (!digits || digits.length > 20) {
    throw new InvalidPaymentDataError(`Order number cannot make a reference: ${JSON.stringify(orderNumber)}`);
  }
  return digits;
}

// ----------------------------------------------------------------------------------------- NBS IPS QR

export interface IpsQrInput {
  /** Payee account, any form normalizeAccount accepts; must be valid. */
  account: string;
  /** Payee name, optionally followed by its address on up to two more lines (`\n`). */
  payee: string;
  amountPara: number;
  /** Payer name and address, lines separated by `\n`. */
  payer?: string;
  /** Šifra plaćanja: 3 digits starting with 1 or 2 (289 transfer by a citizen). */
  paymentCode: string;
  /** Svrha uplate. */
  purpose?: string;
  /** Model of the reference: `97`, or `00` for a free-form reference. */
  model?: string;
  /** Reference without the model; for model 97 the check digits followed by the reference. */
  reference?: string;
}

/** The largest amount the amount tag (I) can carry: RSD999999999999,99, 12 digits before the comma. */
export const MAX_IPS_AMOUNT_PARA = 99_999_999_999_999;

/** Amount as slips and the IPS QR write it: comma decimals, no thousands separator ("1500,00"). */
export function formatSlipAmount(amountPara: number): string {
  if (!Number.isSafeInteger(amountPara) || amountPara < 0 || amountPara > MAX_IPS_AMOUNT_PARA) {
    throw new InvalidPaymentDataError(`Not an amount in para: ${amountPara}`);
  }
  return formatAmount(amountPara, 'sr', { grouping: false });
}

/** Cuts to at most max characters (code points, so a letter is never split). */
function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/**
 * Characters the IPS QR's free text may hold: letters of the Serbian Latin and Cyrillic alphabets and the English
 * one, digits, the space and the NBS table of special characters. The pipe is the tag separator and not in it.
 */
const ALLOWED_CHARACTER =
  /^[0-9A-Za-zČĆĐŠŽčćđšžАБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШабвгдђежзијклљмнњопрстћуфхцчџш !()/@}:[~#*;\]$+<^%,=_"&\->`.?{']$/;

/** A character as the IPS QR writes it: itself when allowed, typographic quotes and dashes as the table's ASCII ones. */
function allowedCharacter(char: string): string {
  if (ALLOWED_CHARACTER.test(char)) return char;
  if (/[„“”«»]/.test(char)) return '"';
  if (/[‘’‚]/.test(char)) return "'";
  if (/[–—]/.test(char)) return '-';
  // A letter with a mark outside the set loses the mark ("José" → "Jose"); what is still outside, a space.
  const bare = char.normalize('NFD').replace(/\p{M}+/gu, '');
  return ALLOWED_CHARACTER.test(bare) ? bare : ' ';
}

/** One line of free text in the allowed set, single spaces, trimmed. */
function cleanLine(text: string): string {
  return Array.from(text, allowedCharacter).join('').replace(/ {2,}/g, ' ').trim();
}

/** One-line free text (tag S): no line breaks, only allowed characters, at most max of them. */
function oneLine(text: string, max: number): string {
  return truncate(cleanLine(text), max);
}

/** Name and address (tags N and P): up to three lines joined by `\n` as the NBS spec allows, at most max characters. */
function lines(text: string, max: number): string {
  const parts = text
    .split(/\r?\n|\r/)
    .map(cleanLine)
    .filter(Boolean)
    .slice(0, 3);
  return truncate(parts.join('\n'), max).replace(/\n+$/, '');
}

/**
 * Tag RO: model then reference. A model 97 reference is written as one run of digits and letters, without the
 * dashes or spaces a printed one may have ("9714123412"); a reference under no model gets model 00.
 */
function referenceTag(model: string, reference: string): string {
  if (!/^\d{2}$/.test(model)) throw new InvalidPaymentDataError(`Invalid model: ${JSON.stringify(model)}`);
  const written =
    model === '97' ? reference.replace(/[\s-]+/g, '').toUpperCase() : reference.replace(/\s+/g, '');
  if (model === '97' && !(/^[0-9A-Z]+$/.test(written) && isValidModel97(`97${written}`))) {
    throw new InvalidPaymentDataError(`Invalid model 97 reference: ${JSON.stringify(reference)}`);
  }
  if (Array.from(written).some((char) => allowedCharacter(char) !== char)) {
    throw new InvalidPaymentDataError(
      `Reference with characters the IPS QR code cannot hold: ${JSON.stringify(reference)}`,
    );
  }
  const ro = `${model}${written}`;
  if (Array.from(ro).length > 35) {
    throw new InvalidPaymentDataError(`Reference too long for the IPS QR code: ${JSON.stringify(ro)}`);
  }
  return ro;
}

/**
 * The NBS IPS QR text of a payment order ("PR"), tags in the order the spec gives, empty optional tags left
 * out: `K:PR|V:01|C:1|R:…|N:…|I:RSD1500,00|P:…|SF:289|S:…|RO:97…`.
 */
export function ipsQrText(input: IpsQrInput): string {
  if (!isValidAccount(input.account)) {
    throw new InvalidPaymentDataError(`Invalid payee account: ${JSON.stringify(input.account)}`);
  }
  if (!/^[12]\d{2}$/.test(input.paymentCode)) {
    throw new InvalidPaymentDataError(`Invalid payment code: ${JSON.stringify(input.paymentCode)}`);
  }
  const payee = lines(input.payee, 70);
  if (!payee) throw new InvalidPaymentDataError('The payee name is required');
  const tags: [string, string][] = [
    ['K', 'PR'],
    ['V', '01'],
    ['C', '1'],
    ['R', normalizeAccount(input.account)],
    ['N', payee],
    ['I', `RSD${formatSlipAmount(input.amountPara)}`],
  ];
  const payer = input.payer ? lines(input.payer, 70) : '';
  if (payer) tags.push(['P', payer]);
  tags.push(['SF', input.paymentCode]);
  const purpose = input.purpose ? oneLine(input.purpose, 35) : '';
  if (purpose) tags.push(['S', purpose]);
  const reference = input.reference?.trim() ?? '';
  if (reference) tags.push(['RO', referenceTag(input.model ?? '00', reference)]);
  return tags.map(([tag, value]) => `${tag}:${value}`).join('|');
}
