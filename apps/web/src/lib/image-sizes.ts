// Pictures sized for the screen (ADR 068): the API sends each picture's `srcset` (its widths, 320–1280 px), and a
// page says with `sizes` how wide the picture is drawn, so the browser downloads the smallest width that is still
// sharp. Each `sizes` below follows its CSS layout (measured at 320–1920 px); a width given a little wider than
// it is drawn costs a few bytes, a narrower one a blurred picture (e2e/tmp-image-sizes.mjs compared them at
// 320–1920 px when they were written). The layout's breakpoints: phones below 480 (one column), 480–767 (two),
// the side menu from 768 (19.5rem with the page's margins), the page at most 76rem (--content-max).

/**
 * The course card in the catalog grids (course-grid.module.css, 16rem+ columns beside the side menu): one column,
 * two, then from 768 px one, two (860), three (1160) and four (1440) in a page of at most 76rem.
 */
export const COURSE_GRID_SIZES =
  '(max-width: 479.98px) calc(100vw - 3rem), (max-width: 767.98px) calc(50vw - 2rem), (max-width: 859.98px) calc(100vw - 19.5rem), (max-width: 1159.98px) calc(50vw - 10rem), (max-width: 1439.98px) calc(33vw - 7.5rem), 17rem';

/** The dense grid of "more courses" on the course page (13.5rem+ columns, four across on a wide screen). */
export const DENSE_GRID_SIZES =
  '(max-width: 479.98px) calc(100vw - 3rem), (max-width: 767.98px) calc(50vw - 2rem), (max-width: 859.98px) 14rem, (max-width: 1099.98px) 21rem, 18rem';

/** A course card in the home carousels: 1, 2, 3, 4, then 5 slides (HOME_SLIDES_PER_VIEW) across the page. */
export const HOME_CAROUSEL_SIZES =
  '(max-width: 575.98px) calc(100vw - 3rem), (max-width: 767.98px) calc(50vw - 2rem), (max-width: 991.98px) calc(33vw - 6.5rem), (max-width: 1199.98px) calc(25vw - 6rem), (max-width: 1439.98px) calc(20vw - 5rem), 13rem';

/** An e-book or template card in the home carousels: 2, 3, 4, then 5 slides across the page. */
export const MATERIAL_CAROUSEL_SIZES =
  '(max-width: 575.98px) calc(50vw - 2rem), (max-width: 767.98px) calc(33vw - 1.5rem), (max-width: 991.98px) calc(33vw - 6.5rem), (max-width: 1199.98px) calc(25vw - 6rem), (max-width: 1439.98px) calc(20vw - 5rem), 13rem';

/** The home page's two courses of each type: two across a column, the columns side by side from 1100 px. */
export const HOME_TYPES_SIZES =
  '(max-width: 767.98px) calc(50vw - 2rem), (max-width: 1099.98px) calc(50vw - 11rem), (max-width: 1439.98px) calc(25vw - 7.5rem), 16rem';

/** The home banner's poster: the page's width, then from 1100 px the column beside the home page's words. */
export const HOME_BANNER_SIZES =
  '(max-width: 767.98px) calc(100vw - 3rem), (max-width: 1099.98px) calc(100vw - 19.5rem), (max-width: 1439.98px) calc(55vw - 15rem), 35.5rem';

/** The course page's trailer: the page's width, then from 1100 px the column beside the price box. */
export const HERO_VIDEO_SIZES =
  '(max-width: 767.98px) calc(100vw - 3rem), (max-width: 1099.98px) calc(100vw - 19.5rem), (max-width: 1439.98px) calc(100vw - 46.5rem), 45rem';

/** The instructor's portrait at the head of their page. */
export const PORTRAIT_HERO_SIZES = '(max-width: 767.98px) 18rem, (max-width: 1099.98px) 16rem, 20rem';

/** An instructor's trailer on their page: the page's width beside the side menu, at most 56rem. */
export const INSTRUCTOR_VIDEO_SIZES =
  '(max-width: 767.98px) calc(100vw - 3rem), (max-width: 1279.98px) calc(100vw - 19.5rem), 56rem';

/** The trailer of a sales page (no side menu): the page's width, at most 48rem. */
export const SECTION_VIDEO_SIZES = '(max-width: 767.98px) calc(100vw - 3rem), 48rem';

/** An instructor's course cards on their page: as the catalog grid's, but three across up to 1440 px and wider. */
export const INSTRUCTOR_GRID_SIZES =
  '(max-width: 479.98px) calc(100vw - 3rem), (max-width: 767.98px) calc(50vw - 2rem), (max-width: 859.98px) calc(100vw - 19.5rem), (max-width: 1199.98px) calc(50vw - 10rem), (max-width: 1439.98px) calc(33vw - 8rem), 22rem';

/** E-book and template covers in their lists: two across on a phone, about 13rem on a desktop. */
export const EBOOK_GRID_SIZES =
  '(max-width: 767.98px) calc(50vw - 2rem), (max-width: 1023.98px) 18rem, (max-width: 1279.98px) 16rem, 14rem';

/** Portraits in the instructor list: two across on a phone, then as the catalog grid's cards. */
export const TILE_GRID_SIZES =
  '(max-width: 767.98px) calc(50vw - 2rem), (max-width: 859.98px) calc(100vw - 19.5rem), (max-width: 1159.98px) calc(50vw - 10rem), (max-width: 1439.98px) calc(33vw - 7.5rem), 17rem';

/** The cover at the head of an e-book's or a template's page. */
export const MATERIAL_DETAIL_SIZES = '(max-width: 419.98px) 62vw, (max-width: 1099.98px) 16rem, 20rem';

/** A small picture beside a line of text (cart, purchases, course materials): 5rem at most. */
export const THUMBNAIL_SIZES = '5rem';

/** "Continue watching": a 9rem picture beside the text on a phone, across a 15rem+ card from 640 px. */
export const CONTINUE_CARD_SIZES = '(max-width: 639.98px) 9rem, 20rem';

/** The course's cover on the lesson page of someone without access: across the box, two fifths of 60rem from 768. */
export const ACCESS_DENIED_SIZES = '(max-width: 767.98px) calc(100vw - 6rem), 22rem';

/** A course's cover on "My progress": across the card on a phone, a 16rem column beside the text from 640 px. */
export const PROGRESS_CARD_SIZES = '(max-width: 639.98px) calc(100vw - 3rem), 16rem';

/** The course's cover on the gift page: across its card, in a page at most 44rem wide. */
export const GIFT_COVER_SIZES = '(max-width: 703.98px) calc(100vw - 3rem), 41rem';

/**
 * The attributes of an <img> of a media picture: its URL, and with a srcset the srcset and the layout's sizes
 * (sizes without a srcset would mean nothing).
 */
export function pictureProps(
  url: string,
  srcset: string | null | undefined,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  return srcset ? { src: url, srcSet: srcset, sizes } : { src: url };
}
