import { Link } from 'react-router';
import tones from '../../../components/course/category-tones.module.css';
import { Section } from '../../../components/layout/section';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n-react';
import { useHomeText } from '../api/get-home-content';
import styles from './home-categories.module.css';

const categories = [
  { slug: 'dizajn-enterijera', key: 'interiorDesign', tone: styles.interior },
  { slug: 'modni-dizajn', key: 'fashionDesign', tone: tones.fashion },
  { slug: 'dramske-umetnosti', key: 'dramaticArts', tone: tones.drama },
  { slug: 'software-kursevi', key: 'software', tone: tones.software },
] as const;

export function HomeCategories() {
  const { t } = useTranslation(['home', 'common']);
  const text = useHomeText();
  return (
    <Section
      titleId="home-categories-title"
      eyebrow={text('categories.eyebrow')}
      title={text('categories.title')}
      className={styles.section}
    >
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={`/category/${category.slug}`} className={`${styles.tile} ${category.tone}`}>
              <span className={styles.name}>{t(`common:sidebar.${category.key}`)}</span>
              <span className={styles.cta} aria-hidden="true">
                {t('categories.cta')}
                <ArrowRightIcon />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
