// /welcome (spec 000 §2): a warm welcome for new learners (a Google registration lands here) and the welcome
// voucher for a friend. Guests see the welcome and a sign-in button where the form would be.

import {
  WELCOME_VOUCHER_VALID_DAYS,
  WELCOME_VOUCHERS_PER_DAY,
} from '@atelje/shared/marketing/welcome-schemas';
import { eyebrowClass } from '../../../components/layout/page';
import frame from '../../../components/ui/aside-page.module.css';
import { Button, ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth, useAuthModal } from '../../auth';
import { PageIntro } from '../../pages';
import { WelcomeVoucherForm } from '../components/welcome-voucher-form';
import { useWelcomeTranslation } from '../lib/welcome-i18n';
import styles from './welcome-page.module.css';

const STEPS = ['one', 'two', 'three'] as const;

export default function WelcomePage() {
  const { t } = useWelcomeTranslation();
  const { user } = useAuth();
  const authModal = useAuthModal();
  usePageTitle(t('title'));
  const firstName = user?.name.trim().split(/\s+/)[0];

  return (
    <div className={frame.page} data-testid="welcome-page">
      <PageIntro
        tone="dark"
        eyebrow={t('intro.eyebrow')}
        title={firstName ? t('intro.titleNamed', { name: firstName }) : t('intro.title')}
        lead={t('intro.lead')}
      >
        <ButtonLink to="/svi-kursevi" size="lg">
          {t('intro.browse')}
        </ButtonLink>
        {user ? (
          <ButtonLink to="/dashboard" variant="inverse" size="lg">
            {t('intro.progress')}
          </ButtonLink>
        ) : null}
      </PageIntro>
      <div className={styles.body}>
        <section className={styles.steps} aria-labelledby="welcome-steps-title">
          <h2 id="welcome-steps-title" className={styles.sectionTitle}>
            {t('steps.title')}
          </h2>
          <ol className={styles.stepList}>
            {STEPS.map((step, index) => (
              <li key={step} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div>
                  <h3 className={styles.stepTitle}>{t(`steps.${step}.title`)}</h3>
                  <p className={styles.stepText}>{t(`steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.voucher} id="welcome-voucher" aria-labelledby="welcome-voucher-title">
          <p className={eyebrowClass}>{t('voucher.eyebrow')}</p>
          <h2 id="welcome-voucher-title" className={styles.voucherTitle}>
            {t('voucher.title')}
          </h2>
          <p className={frame.muted}>{t('voucher.lead', { count: WELCOME_VOUCHER_VALID_DAYS })}</p>
          <ul className={styles.rules}>
            <li>{t('voucher.rules.personal')}</li>
            <li>{t('voucher.rules.same')}</li>
            <li>{t('voucher.rules.daily', { count: WELCOME_VOUCHERS_PER_DAY })}</li>
          </ul>
          {user ? (
            <WelcomeVoucherForm />
          ) : (
            <div className={styles.guest}>
              <p>{t('voucher.guest')}</p>
              <Button onClick={() => authModal.open('login', { redirectTo: '/welcome' })}>
                {t('voucher.login')}
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
