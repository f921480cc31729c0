import { Button, ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { useAuthModal } from '../../auth';
import { useHomeText } from '../api/get-home-content';
import styles from './home-closing.module.css';

/** The call to action that opens registration; visitors only. */
export function HomeClosing() {
  const { t } = useTranslation('home');
  const text = useHomeText();
  const authModal = useAuthModal();
  return (
    <section className={styles.section} aria-labelledby="home-closing-title">
      <div className={styles.band}>
        <div className={styles.copy}>
          <h2 id="home-closing-title" className={styles.title}>
            {text('closing.title')}
          </h2>
          <p className={styles.text}>{text('closing.text')}</p>
        </div>
        <div className={styles.actions}>
          <Button size="lg" onClick={() => authModal.open('register')}>
            {text('closing.cta')}
          </Button>
          <ButtonLink to="/svi-kursevi" size="lg" variant="ghost">
            {t('closing.browse')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
