// Serbian plural of "lekcija" per spec 000 §9, and its English counterpart.

/** "lekcije" after numbers ending in 2–4 (but not 12–14), "lekcija" otherwise. */
export function lessonWord(n: number, lng: string = 'sr'): string {
  const count = Math.abs(Math.trunc(n));
  if (lng.startsWith('en')) return count === 1 ? 'lesson' : 'lessons';
  const lastTwo = count % 100;
  const last = count % 10;
  if (last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return 'lekcije';
  return 'lekcija';
}

/** "22 lekcije", "1 lesson". */
export function lessonCount(n: number, lng: string = 'sr'): string {
  return `${n} ${lessonWord(n, lng)}`;
}
