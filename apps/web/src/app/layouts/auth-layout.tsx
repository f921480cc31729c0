// The standalone /login, /register and /reset-password pages: an editorial dark panel beside the form.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Brand } from '../../components/layout/brand';
import { useTranslation } from '../../lib/i18n-react';
import styles from './auth-layout.module.css';
import { PageFallback } from './page-fallback';

export function AuthLayout() {
  const { t } = useTranslation('auth');
  const points = [t('aside.points.pace'), t('aside.points.mentors'), t('aside.points.certificate')];

  return (
    <div className={styles.layout}>
      <aside className={`${styles.aside} theme-dark`}>
        <Brand tone="inverse" />
        <div className={styles.story}>
          <p className={styles.eyebrow}>{t('aside.eyebrow')}</p>
          <p className={styles.quote}>{t('aside.quote')}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className={styles.frames} aria-hidden="true">
          <span className={styles.frameA} />
          <span className={styles.frameB} />
          <span className={styles.frameC} />
        </div>
      </aside>
      <main id="main-content" className={styles.main}>
        <div className={styles.panel}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
