// A calm, accessible slider on Embla (spec 000 §2 "Home carousel"): slides per view by breakpoint, autoplay that
// pauses on hover or focus, loops only when there are more slides than fit, no arrows or dots unless asked for,
// and no automatic motion at all for people who prefer reduced motion.
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  type CSSProperties,
  isValidElement,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { usePrefersReducedMotion, useWindowWidth } from '../../lib/use-media-query';
import styles from './carousel.module.css';

/** Slides per view keyed by the minimum viewport width in px; the largest key not above the width wins. */
export type SlidesPerView = Record<number, number>;

/**
 * The spec's 5/5/4/3/2 at 1400/1200/992/768/576 (read as "up to that width"): 2 up to 576 px, 3 up to 768 px,
 * 4 up to 992 px, 5 above.
 */
export const SPEC_SLIDES_PER_VIEW: SlidesPerView = { 0: 2, 577: 3, 769: 4, 993: 5 };

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Najpopularniji kursevi". */
  label: string;
  /** One child per slide; give each a key. */
  children: ReactNode;
  /** Slides per view by minimum viewport width (px). Fractions show a peek of the next slide. */
  slidesPerView?: SlidesPerView;
  /** Autoplay delay in ms; 0 or false turns autoplay off. Default 4000. */
  autoplayMs?: number | false;
  /** Approximate scroll animation time in ms (Embla duration is derived from it). Default 500. */
  speedMs?: number;
  /** Shows previous/next buttons. Default false (the spec's home carousels have no arrows or dots). */
  controls?: boolean;
  /** Space between slides, any CSS length. Default var(--space-4). */
  gap?: string;
  className?: string;
  testId?: string;
}

function perViewAt(width: number, map: SlidesPerView): number {
  let best = Number.NEGATIVE_INFINITY;
  let value = 1;
  for (const [key, count] of Object.entries(map)) {
    const min = Number(key);
    if (min <= width && min > best) {
      best = min;
      value = count;
    }
  }
  return value;
}

/** Slides per view for the current window width (the server's render assumes a desktop's). */
function useSlidesPerView(map: SlidesPerView): number {
  return perViewAt(useWindowWidth(1280), map);
}

export function Carousel({
  label,
  children,
  slidesPerView = SPEC_SLIDES_PER_VIEW,
  autoplayMs = 4000,
  speedMs = 500,
  controls = false,
  gap = 'var(--space-4)',
  className,
  testId,
}: CarouselProps) {
  const { t } = useTranslation('catalog');
  const slides = Children.toArray(children).filter(isValidElement);
  const count = slides.length;
  const perView = useSlidesPerView(slidesPerView);
  const reducedMotion = usePrefersReducedMotion();
  const overflowing = count > Math.floor(perView);
  const autoplay = overflowing && !reducedMotion && typeof autoplayMs === 'number' && autoplayMs > 0;

  // Embla's duration is not in ms; ~20 is snappy, ~60 slow. 500 ms lands near 30.
  const duration = reducedMotion ? 20 : Math.min(60, Math.max(20, Math.round(speedMs / 16)));
  const options = useMemo(
    () => ({
      loop: overflowing,
      align: 'start' as const,
      containScroll: 'trimSnaps' as const,
      watchDrag: overflowing,
      duration,
      skipSnaps: false,
    }),
    [overflowing, duration],
  );
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: autoplayMs as number,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [autoplay, autoplayMs],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(options, plugins);

  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const syncButtons = useCallback(() => {
    if (!emblaApi) return;
    setCanPrev(emblaApi.canScrollPrev());
    setCanNext(emblaApi.canScrollNext());
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi) return;
    syncButtons();
    emblaApi.on('select', syncButtons).on('reInit', syncButtons);
    return () => {
      emblaApi.off('select', syncButtons).off('reInit', syncButtons);
    };
  }, [emblaApi, syncButtons]);

  const style = { '--carousel-per-view': perView, '--carousel-gap': gap } as CSSProperties;

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      data-testid={testId}
      style={style}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a labelled group (APG carousel), not a form fieldset
            <div
              key={slide.key ?? index}
              className={styles.slide}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideLabel', { index: index + 1, count })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {controls && overflowing ? (
        <div className={styles.controls}>
          <ArrowButton
            label={t('carousel.previous')}
            d="M12.5 4.5 7 10l5.5 5.5"
            onClick={() => emblaApi?.scrollPrev()}
            disabled={!canPrev}
          />
          <ArrowButton
            label={t('carousel.next')}
            d="M7.5 4.5 13 10l-5.5 5.5"
            onClick={() => emblaApi?.scrollNext()}
            disabled={!canNext}
          />
        </div>
      ) : null}
    </section>
  );
}

function ArrowButton({
  label,
  d,
  onClick,
  disabled,
}: {
  label: string;
  /** The chevron's path, pointing back or on. */
  d: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button type="button" className={styles.arrow} onClick={onClick} disabled={disabled} aria-label={label}>
      <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
        <path
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
