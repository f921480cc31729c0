import { SectionHeader } from '../../../components/layout/section';
import { useTranslation } from '../../../lib/i18n-react';
import { useHomeText } from '../api/get-home-content';
import styles from './home-services.module.css';
import { ServiceIcon, type ServiceId } from './service-icons';

const services: ServiceId[] = ['courses', 'content', 'materials', 'certificates', 'exclusive', 'global'];

export function HomeServices() {
  const { t } = useTranslation('home');
  const text = useHomeText();
  return (
    <section className={styles.section} aria-labelledby="home-services-title">
      <SectionHeader
        titleId="home-services-title"
        eyebrow={text('services.eyebrow')}
        title={text('services.title')}
        intro={text('services.intro')}
        className={styles.header}
      />
      <ul className={styles.grid}>
        {services.map((id, index) => (
          <li key={id} className={styles.item}>
            <div className={styles.itemTop}>
              <span className={styles.icon}>
                <ServiceIcon id={id} />
              </span>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className={styles.itemTitle}>{t(`services.items.${id}.title`)}</h3>
            <p className={styles.itemText}>{t(`services.items.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
