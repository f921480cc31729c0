// Pictures of the media store in the widths a screen needs (docs/decisions/068). The media route answers a signed
// URL of a JPEG, PNG or WebP picture with `&w=<width>` added by a copy at most that wide (never wider than the
// original), made once and kept; the signature is the original's, so every width of a picture one may see is
// one's to ask for. The API sends, next to each picture's URL, the `srcset` these functions build from it.

/**
 * The widths the media route makes (CSS px × device pixel ratio). 320: a card in a desktop grid or a carousel
 * at 1×; 480: a phone card at 1× and small thumbnails at 2×; 640: a phone card (343 px) at 1.75–2× and desktop
 * cards at 2×; 960: a picture the width of a phone at 2.5–3× or of a desktop column at 1×; 1280: the desktop
 * hero at 1.5× and above, and the covers' own width. Steps of 1.33–1.5 keep what a browser downloads beyond
 * what it shows to about a half, and five widths keep the stored copies per picture few.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** Keys the media route makes widths of: JPEG, PNG and WebP pictures (not GIFs, SVGs, videos or documents). */
export function hasImageVariants(key: string): boolean {
  return /\.(jpe?g|png|webp)$/i.test(key);
}

const MEDIA_PATH = '/api/media/';

/** The URL of one width of a signed media URL: the same URL with `w` added. */
export function imageVariantUrl(url: string, width: ImageWidth): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/**
 * The `srcset` of a signed media URL of a picture: each width's URL with its `w` descriptor. A descriptor is the
 * widest the copy can be: a smaller original is never enlarged, so its widest copies are the original's width.
 * Null for null, for a URL that is not the media route's, for a file that has no widths and for a URL that
 * already names one.
 */
export function imageSrcSet(url: string | null | undefined): string | null {
  if (!url) return null;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const at = path.indexOf(MEDIA_PATH);
  if (at === -1 || (at > 0 && !/^https?:\/\/[^/]+$/.test(path.slice(0, at)))) return null;
  if (!hasImageVariants(path)) return null;
  if (query !== -1 && new URLSearchParams(url.slice(query + 1)).has('w')) return null;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}
