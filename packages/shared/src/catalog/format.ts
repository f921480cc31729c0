// Catalog text helpers used on both sides: search normalisation and course durations (money: ../money).

const LATIN: Record<string, string> = {
  č: 'c',
  ć: 'c',
  š: 's',
  ž: 'z',
  đ: 'dj',
};

// Serbian Cyrillic to Latin, so a query typed in Cyrillic finds Latin titles.
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
};

/**
 * Lower case without Serbian diacritics: č ć → c, š → s, ž → z, đ → dj (so dž → dz), and Serbian Cyrillic
 * transliterated to Latin. The server applies the same mapping to titles and names in SQL (search.repository).
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[čćšžđ]/g, (c) => LATIN[c] ?? c)
    .replace(/[\u0430-\u045f]/g, (c) => CYRILLIC[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A course length for people: under an hour "45 min", from an hour "1h 05min" (minutes always two digits).
 * Minutes round up, so a course of a few seconds reads "1 min"; 0 seconds gives null ("no data").
 */
export function formatDuration(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}min`;
}
