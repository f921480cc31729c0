// Counted words in both languages (spec 000 §9): Serbian has three forms, English two. The web app's texts choose
// their form through its text engine (as i18next did), which asks Intl.PluralRules; the rules below are the same
// (plural.test.ts proves it for every number up to 1000), for the server's e-mails and messages and for code that
// builds a phrase itself.

export type PluralCategory = 'one' | 'few' | 'other';

/** The forms of one counted word or message; `few` is Serbian only (English never asks for it). */
export interface PluralForms {
  one: string;
  few?: string;
  other: string;
}

/**
 * Serbian: numbers ending in 1 except 11 → one ("1 lekcija", "21 lekcija"); ending in 2–4 except 12–14 → few
 * ("2 lekcije", "22 lekcije"); everything else → other ("5 lekcija", "11 lekcija", "0 lekcija"). English: one for 1,
 * other otherwise. A fraction is other in both.
 */
export function pluralCategory(count: number, lng: string = 'sr'): PluralCategory {
  if (!Number.isInteger(count)) return 'other';
  const n = Math.abs(count);
  if (lng.startsWith('en')) return n === 1 ? 'one' : 'other';
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'other';
}

/** The form of `forms` that goes with `count`: plural(22, { one: 'red', few: 'reda', other: 'redova' }) → 'reda'. */
export function plural(count: number, forms: PluralForms, lng: string = 'sr'): string {
  const category = pluralCategory(count, lng);
  if (category === 'few') return forms.few ?? forms.other;
  return forms[category];
}

/** The number and its word: formatCount(5, { one: 'red', few: 'reda', other: 'redova' }) → '5 redova'. */
export function formatCount(count: number, forms: PluralForms, lng: string = 'sr'): string {
  return `${count} ${plural(count, forms, lng)}`;
}
