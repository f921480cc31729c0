import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { useAuthModal } from '../../auth';
import styles from './home-register-cta.module.css';

/** The first of the two call-to-action blocks that open registration (visitors only). */
export function HomeRegisterCta() {
  const { t } = useTranslation('home');
  const authModal = useAuthModal();
  return (
    <section className={styles.section} aria-labelledby="home-register-cta-title">
      <div className={`${styles.band} theme-dark`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('ctaRegister.eyebrow')}</p>
          <h2 id="home-register-cta-title" className={styles.title}>
            {t('ctaRegister.title')}
          </h2>
          <p className={styles.text}>{t('ctaRegister.text')}</p>
        </div>
        <Button
          size="lg"
          className={styles.button}
          onClick={() => authModal.open('register')}
          data-testid="cta-register"
        >
          {t('ctaRegister.cta')}
        </Button>
      </div>
    </section>
  );
}
