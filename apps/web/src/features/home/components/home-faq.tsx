import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react';
import { FaqList } from '../../pages';
import { useNearViewport } from '../lib/use-near-viewport';
import styles from './home-faq.module.css';

/** The home FAQ accordion (GET /faq?topic=home): one answer open at a time, all closed at first. */
export function HomeFaq() {
  const { t } = useTranslation('home');
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} className={styles.section} aria-labelledby="home-faq-title" data-testid="home-faq">
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('faq.eyebrow')}</p>
        <h2 id="home-faq-title" className={styles.title}>
          {t('faq.title')}
        </h2>
        <Link to="/help" className={styles.more}>
          {t('faq.more')}
        </Link>
      </header>
      <div className={styles.list}>
        {near ? (
          <FaqList
            topic="home"
            labels={{ loading: t('faq.loading'), error: t('faq.error'), empty: t('faq.empty') }}
          />
        ) : null}
      </div>
    </section>
  );
}
