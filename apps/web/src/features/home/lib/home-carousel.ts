import type { SlidesPerView } from '../../../components/ui/carousel';

/** Home carousels: 5/5/4/3/2 slides at ≥1400/≥1200/≥992/≥768/≥576 px, 1 below (spec 000 §2). */
export const HOME_SLIDES_PER_VIEW: SlidesPerView = { 0: 1, 576: 2, 768: 3, 992: 4, 1200: 5, 1400: 5 };

/** At most 5 slides, a slide every 4000 ms, 500 ms transitions (spec 000 §2, §9). */
export const HOME_MAX_SLIDES = 5;
export const HOME_AUTOPLAY_MS = 4000;
export const HOME_SPEED_MS = 500;
