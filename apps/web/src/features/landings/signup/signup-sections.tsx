// Sections the sign-up and thank-you pages share: hero, feature tiles, testimonials, instructor biography,
// final call to action, the consent label, and the page frame with its loading and failure states.
import type { LandingTestimonial } from '@atelje/shared/marketing/content-blocks';
import type {
  InteriorSignupContent,
  SignupConsent,
  SignupTile,
} from '@atelje/shared/marketing/signup-content';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { useTranslation } from '../../../lib/i18n-react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { LandingLayout } from '../components/landing-layout';
import { useLandingsTranslation } from './landings-i18n';
import styles from './signup.module.css';
import { SignupIconGlyph } from './signup-icons';
import { initials, TestimonialCard } from './testimonial-card';

/** The anchor every call to action scrolls to (spec 000 §2). */
export const REGISTRATION_ID = 'registration-section-id';

const TestimonialCarousel = lazy(() => import('./testimonial-carousel'));

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls smoothly to the registration section and puts the focus in its first field. */
export function useScrollToRegistration() {
  return useCallback(() => {
    const section = document.getElementById(REGISTRATION_ID);
    if (!section) return;
    section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('input:not([type="hidden"]), select')?.focus({ preventScroll: true });
  }, []);
}

/** The page frame: the landing layout around the content, a loader while it comes, a retry when it failed. */
export function SignupFrame({
  status,
  onRetry,
  children,
}: {
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  children: () => ReactNode;
}) {
  const { t } = useLandingsTranslation();
  const common = useTranslation('common');
  if (status === 'pending') return <FullPageLoader label={common.t('loading')} />;
  return (
    <LandingLayout cart="link">
      {status === 'error' ? (
        <div className={styles.failed} role="alert">
          <p>{t('loadError')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        children()
      )}
    </LandingLayout>
  );
}

export function SignupHero({
  hero,
  onCta,
  aside,
}: {
  hero: InteriorSignupContent['hero'];
  onCta: () => void;
  aside?: ReactNode;
}) {
  return (
    <section className={`${styles.hero} theme-dark`} aria-labelledby="signup-hero-title">
      <div className={styles.heroText}>
        {hero.eyebrow ? <p className={styles.eyebrow}>{hero.eyebrow}</p> : null}
        <h1 id="signup-hero-title" className={styles.heroTitle}>
          {hero.title}
        </h1>
        {hero.subtitle ? <p className={styles.heroSubtitle}>{hero.subtitle}</p> : null}
        {aside}
        <a
          className={styles.cta}
          href={`#${REGISTRATION_ID}`}
          onClick={(event) => {
            event.preventDefault();
            onCta();
          }}
        >
          {hero.cta}
        </a>
      </div>
      <img
        className={styles.heroImage}
        src={hero.image}
        alt={hero.image_alt}
        width={hero.image_width}
        height={hero.image_height}
        fetchPriority="high"
        decoding="async"
      />
    </section>
  );
}

export function TileGrid({ tiles, title }: { tiles: SignupTile[]; title?: string }) {
  // Under a section title the tiles are its subheadings; without one they follow the page title directly.
  const TileHeading = title ? 'h3' : 'h2';
  return (
    <section className={styles.section} aria-label={title}>
      {title ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.title} className={styles.tile}>
            <span className={styles.tileIcon}>
              <SignupIconGlyph icon={tile.icon} />
            </span>
            <TileHeading className={styles.tileTitle}>{tile.title}</TileHeading>
            {tile.text ? <p className={styles.tileText}>{tile.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The privacy-policy consent label: "Saglasan/na sam" + the agreement + a link to /conditions. */
export function ConsentLabel({ consent }: { consent: SignupConsent }) {
  return (
    <>
      <strong>{consent.label}</strong> {consent.text}{' '}
      <Link to="/conditions" target="_blank" rel="noopener">
        {consent.link}
      </Link>
      .
    </>
  );
}

const PHONE_QUERY = '(max-width: 768px)';

function useIsPhone() {
  return useMediaQuery(PHONE_QUERY);
}

/** True once the element is within a screen or so of the viewport (then stays true). */
function useNearViewport<T extends Element>() {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near] as const;
}

/**
 * Testimonials: a carousel at 768 px or narrower, three columns otherwise. The carousel's code is fetched only
 * on a phone and only when the section comes near, so it never competes with the first screen.
 */
export function Testimonials({ title, items }: { title: string; items: LandingTestimonial[] }) {
  const { t } = useLandingsTranslation();
  const phone = useIsPhone();
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const grid = (
    <ul className={styles.testimonialGrid}>
      {items.map((item) => (
        <li key={item.id}>
          <TestimonialCard item={item} />
        </li>
      ))}
    </ul>
  );
  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby="signup-testimonials-title">
      <h2 id="signup-testimonials-title" className={styles.sectionTitle}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('testimonials.empty')}</p>
      ) : phone && near ? (
        <Suspense fallback={grid}>
          <TestimonialCarousel label={title} items={items} />
        </Suspense>
      ) : (
        grid
      )}
    </section>
  );
}

export function InstructorBio({ instructor }: { instructor: InteriorSignupContent['instructor'] }) {
  const { t } = useLandingsTranslation();
  return (
    <section className={`${styles.section} ${styles.instructor}`} aria-labelledby="signup-instructor-title">
      {instructor.image ? (
        <img
          className={styles.portrait}
          src={instructor.image.src}
          alt={instructor.image.alt}
          width={instructor.image.width}
          height={instructor.image.height}
          loading="lazy"
        />
      ) : (
        <span className={styles.portrait} role="img" aria-label={t('instructorPortrait')}>
          {initials(instructor.name)}
        </span>
      )}
      <div>
        {instructor.eyebrow ? <p className={styles.eyebrowDark}>{instructor.eyebrow}</p> : null}
        <h2 id="signup-instructor-title" className={styles.sectionTitle}>
          {instructor.name}
        </h2>
        {instructor.role ? <p className={styles.role}>{instructor.role}</p> : null}
        {instructor.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}

export function FinalCta({ cta, onCta }: { cta: InteriorSignupContent['final_cta']; onCta: () => void }) {
  return (
    <section className={`${styles.finalCta} theme-dark`} aria-labelledby="signup-final-title">
      <h2 id="signup-final-title" className={styles.finalTitle}>
        {cta.title}
      </h2>
      {cta.text ? <p className={styles.finalText}>{cta.text}</p> : null}
      <a
        className={styles.cta}
        href={`#${REGISTRATION_ID}`}
        onClick={(event) => {
          event.preventDefault();
          onCta();
        }}
      >
        {cta.cta}
      </a>
    </section>
  );
}
