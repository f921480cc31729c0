// The keys of a namespace that its lazy route registers itself (admin, checkout, lessons…), for a typed t().
// A counted text is written key_one / key_few / key_other and asked for as key with { count }, as i18next did (lib/i18n-engine.ts).

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** "a.b" for every text of T; "a.count" for the family a.count_one / a.count_few / a.count_other. */
export type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer Base}_${PluralSuffix}`
      ? `${Prefix}${Base}`
      : `${Prefix}${K}`
    : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Narrows a string the API sends to the values a key family is written for, so `t(\`family.${value}\`)` is
 * checked by tsc against every one of them instead of being cast to a key (ADR 055).
 */
export function isOneOf<const T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
