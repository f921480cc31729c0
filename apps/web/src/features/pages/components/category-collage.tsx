import tones from '../../../components/course/category-tones.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './category-collage.module.css';

const tiles = [
  { key: 'interiorDesign', tone: styles.interior },
  { key: 'fashionDesign', tone: styles.fashion },
  { key: 'dramaticArts', tone: styles.drama },
  { key: 'software', tone: tones.software },
] as const;

/** Four category covers fanned out like prints pinned on a studio wall (decorative). */
export function CategoryCollage() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.collage}>
      {tiles.map((tile, index) => (
        <div
          key={tile.key}
          className={`${styles.tile} ${tile.tone}`}
          style={{ '--i': index } as React.CSSProperties}
        >
          <span className={styles.index}>0{index + 1}</span>
          <span className={styles.title}>{t(`sidebar.${tile.key}`)}</span>
        </div>
      ))}
    </div>
  );
}
