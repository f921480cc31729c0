import { useTranslation } from 'react-i18next';
import styles from './home-services.module.css';
import { ServiceIcon, type ServiceId } from './service-icons';

const services: ServiceId[] = ['courses', 'content', 'materials', 'certificates', 'exclusive', 'global'];

export function HomeServices() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.section} aria-labelledby="home-services-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('services.eyebrow')}</p>
        <h2 id="home-services-title" className={styles.title}>
          {t('services.title')}
        </h2>
        <p className={styles.intro}>{t('services.intro')}</p>
      </header>
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
