import tones from '../../../components/course/category-tones.module.css';
import { ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './home-membership.module.css';

const zones = [
  { key: 'interiorDesign', tone: styles.interior },
  { key: 'fashionDesign', tone: tones.fashion },
  { key: 'dramaticArts', tone: tones.drama },
  { key: 'software', tone: tones.software },
] as const;

/** The membership-access block, linking to /membership (spec 000 §1). */
export function HomeMembership() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section className={styles.section} aria-labelledby="home-membership-title" data-testid="home-membership">
      <div className={`${styles.band} theme-dark`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('membership.eyebrow')}</p>
          <h2 id="home-membership-title" className={styles.title}>
            {t('membership.title')}
          </h2>
          <p className={styles.text}>{t('membership.text')}</p>
          <ul className={styles.points}>
            {t('membership.points', { returnObjects: true }).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <ButtonLink to="/membership" size="lg" variant="inverse" className={styles.cta}>
            {t('membership.cta')}
          </ButtonLink>
        </div>
        <ul className={styles.zones} aria-hidden="true">
          {zones.map((zone) => (
            <li key={zone.key} className={`${styles.zone} ${zone.tone}`}>
              <span>{t(`common:sidebar.${zone.key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
