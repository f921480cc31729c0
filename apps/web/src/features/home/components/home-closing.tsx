import { Button, ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { useAuthModal } from '../../auth';
import styles from './home-closing.module.css';

/** The call to action that opens registration; visitors only. */
export function HomeClosing() {
  const { t } = useTranslation('home');
  const authModal = useAuthModal();
  return (
    <section className={styles.section} aria-labelledby="home-closing-title">
      <div className={styles.band}>
        <div className={styles.copy}>
          <h2 id="home-closing-title" className={styles.title}>
            {t('closing.title')}
          </h2>
          <p className={styles.text}>{t('closing.text')}</p>
        </div>
        <div className={styles.actions}>
          <Button size="lg" onClick={() => authModal.open('register')}>
            {t('closing.cta')}
          </Button>
          <ButtonLink to="/svi-kursevi" size="lg" variant="ghost">
            {t('closing.browse')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
