// A generated cover for items without an image: a colour field per category with the title set in the display
// face, so the catalog never shows a grey placeholder (visual direction: "covers that look designed").
import { hashString } from '../../lib/course-display';
import styles from './cover-art.module.css';

const PALETTES = ['interior', 'fashion', 'drama', 'software', 'sand', 'sage'] as const;
type Palette = (typeof PALETTES)[number];

const BY_SLUG: Record<string, Palette> = {
  'dizajn-enterijera': 'interior',
  'modni-dizajn': 'fashion',
  'dramske-umetnosti': 'drama',
  'software-kursevi': 'software',
};

interface CoverArtProps {
  title: string;
  /** A small line above the title, e.g. the category or "E-knjiga". */
  kicker?: string | null;
  categorySlug?: string | null;
  /** Smaller type for thumbnails. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function paletteFor(title: string, categorySlug?: string | null): Palette {
  if (categorySlug && BY_SLUG[categorySlug]) return BY_SLUG[categorySlug];
  return PALETTES[hashString(title) % PALETTES.length];
}

export function CoverArt({ title, kicker, categorySlug, size = 'md', className }: CoverArtProps) {
  const palette = paletteFor(title, categorySlug);
  return (
    <div
      className={[styles.art, styles[palette], styles[size], className].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      {kicker ? <span className={styles.kicker}>{kicker}</span> : null}
      <span className={styles.title}>{title}</span>
    </div>
  );
}
