import { useEffect } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { useAuth, useAuthModal } from '../../auth';
import { usePopularCourses } from '../../catalog';
import { useHomeText } from '../api/get-home-content';
import { BannerVideo } from './banner-video';
import styles from './home-hero.module.css';

const covers = [
  { key: 'interiorDesign', tone: styles.coverInterior },
  { key: 'fashionDesign', tone: styles.coverFashion },
  { key: 'dramaticArts', tone: styles.coverDrama },
] as const;

/** onSettled: the hero's picture is on screen (or there is none to wait for). */
export function HomeHero({ onSettled }: { onSettled?: () => void }) {
  const { t } = useTranslation(['home', 'common']);
  const text = useHomeText();
  const { isAuthenticated } = useAuth();
  const authModal = useAuthModal();
  const popular = usePopularCourses(10);
  // The banner plays the trailer of the most popular course that has lessons.
  const featured =
    popular.data?.find((course) => (course.videos?.length ?? course.lessons_count) > 0) ?? null;
  const nothingToShow = popular.isError || (popular.isSuccess && featured === null);
  useEffect(() => {
    if (nothingToShow) onSettled?.();
  }, [nothingToShow, onSettled]);

  return (
    <section className={`${styles.hero} theme-dark`} aria-labelledby="home-hero-title">
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{text('hero.eyebrow')}</p>
          <h1 id="home-hero-title" className={styles.title}>
            {text('hero.titleStart')} <em>{text('hero.titleAccent')}</em>
          </h1>
          <p className={styles.subtitle}>{text('hero.subtitle')}</p>
          <div className={styles.actions}>
            {isAuthenticated ? (
              <ButtonLink to="/svi-kursevi" size="lg">
                {text('hero.browse')}
              </ButtonLink>
            ) : (
              <>
                <Button size="lg" onClick={() => authModal.open('register')} data-testid="hero-register">
                  {text('hero.register')}
                </Button>
                <ButtonLink to="/svi-kursevi" size="lg" variant="secondary" className={styles.secondary}>
                  {text('hero.browse')}
                </ButtonLink>
              </>
            )}
          </div>
          {isAuthenticated ? null : <p className={styles.note}>{text('hero.note')}</p>}
        </div>
        <div className={styles.media}>
          <BannerVideo
            course={featured}
            onPosterSettled={onSettled}
            fallback={
              <div className={styles.visual} aria-hidden="true">
                {covers.map((cover, index) => (
                  <div
                    key={cover.key}
                    className={`${styles.cover} ${cover.tone}`}
                    style={{ '--i': index } as React.CSSProperties}
                  >
                    <span className={styles.coverIndex}>0{index + 1}</span>
                    <span className={styles.coverTitle}>{t(`common:sidebar.${cover.key}`)}</span>
                  </div>
                ))}
                <div className={styles.play}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
                  </svg>
                </div>
              </div>
            }
          />
        </div>
      </div>
    </section>
  );
}
