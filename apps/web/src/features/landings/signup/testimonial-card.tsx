// A testimonial's card, shared by the wide testimonials section (signup-sections.tsx) and the phone's carousel
// (testimonial-carousel.tsx, a chunk of its own), in a module of its own so the two do not import each other.
import type { LandingTestimonial } from '@atelje/shared/marketing/content-blocks';
import { useLandingsTranslation } from './landings-i18n';
import styles from './signup.module.css';

export function TestimonialCard({ item }: { item: LandingTestimonial }) {
  const { t } = useLandingsTranslation();
  return (
    <figure className={styles.testimonial}>
      <p className={styles.stars} role="img" aria-label={t('testimonials.rating')}>
        ★★★★★
      </p>
      <blockquote className={styles.quote}>
        <p>{item.text}</p>
      </blockquote>
      <figcaption className={styles.person}>
        {item.image ? (
          <img className={styles.avatar} src={item.image} alt="" width="44" height="44" loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials(item.name)}
          </span>
        )}
        <span>
          <span className={styles.personName}>{item.name}</span>
          {item.city ? <span className={styles.personCity}>{item.city}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** A person's initials, for an avatar without a picture. */
export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
