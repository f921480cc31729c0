// A course's rating (ADR 041): "★ 4.7 (12)" on cards and the course page, with the whole sentence for screen
// readers; nothing without reviews. Stars shows one review's 1–5 stars.
import styles from './rating.module.css';

/** One decimal in the language's way: 4,7 (sr) or 4.7 (en). */
export function formatAverage(average: number, language: string): string {
  return new Intl.NumberFormat(language.startsWith('en') ? 'en' : 'sr-Latn', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}

export function Rating({
  average,
  count,
  label,
  language,
  className,
}: {
  average: number | null;
  count: number;
  /** The page's language: "4,7" in Serbian, "4.7" in English. */
  language: string;
  /** The sentence read instead of the symbols, e.g. "Ocena 4,7 od 5, 12 recenzija". */
  label: string;
  className?: string;
}) {
  if (count === 0 || average === null) return null;
  return (
    <span className={[styles.rating, className].filter(Boolean).join(' ')} role="img" aria-label={label}>
      <span className={styles.star} aria-hidden="true">
        ★
      </span>
      <span className={styles.value} aria-hidden="true">
        {formatAverage(average, language)}
      </span>
      <span className={styles.count} aria-hidden="true">
        ({count})
      </span>
    </span>
  );
}

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= rating ? undefined : styles.off} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
