// GET /courses/browse: the catalogue's results page (issue 16, item 15): a text, filters and a sort, all in the
// address so a result can be shared, one page of course cards at a time.
import { z } from 'zod';
import { courseSchema, intQueryParam } from './schemas';

export const BROWSE_PAGE_SIZE = 24;
/** The longest text the results page searches for. */
export const BROWSE_QUERY_MAX = 100;

export const browseSorts = ['popular', 'rating', 'newest', 'price-asc', 'price-desc'] as const;
export type BrowseSort = (typeof browseSorts)[number];

/** Price bands in RSD (VAT included): free, under 10 000, 10 000 to 15 000, over 15 000. */
export const browsePrices = ['free', 'under-10000', '10000-15000', 'over-15000'] as const;
export type BrowsePrice = (typeof browsePrices)[number];

export const browseLanguages = ['sr', 'en'] as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).optional();

export const browseQuerySchema = z.object({
  q: z
    .string({ error: 'catalog.invalidQuery' })
    .trim()
    .max(BROWSE_QUERY_MAX, 'catalog.invalidQuery')
    .optional(),
  /** A main category's or subcategory's slug. */
  category: z
    .string({ error: 'catalog.invalidSlug' })
    .regex(/^[a-z0-9-]{1,80}$/, 'catalog.invalidSlug')
    .optional(),
  type: oneOf(['lifestyle', 'professional'] as const, 'catalog.invalidFilter'),
  price: oneOf(browsePrices, 'catalog.invalidFilter'),
  /** A language the course is taught in. */
  language: oneOf(browseLanguages, 'catalog.invalidFilter'),
  /** The course's level; "all" is the level of courses for every level, not "any level". */
  level: oneOf(['beginner', 'intermediate', 'advanced', 'all'] as const, 'catalog.invalidFilter'),
  sort: oneOf(browseSorts, 'catalog.invalidSort'),
  page: intQueryParam(1, 1000, 'catalog.invalidPage'),
});
export type BrowseQuery = z.input<typeof browseQuerySchema>;

/** The address parameters the results page reads, in the order its API call writes them. */
export const browseParams = ['q', 'category', 'type', 'level', 'price', 'language', 'sort', 'page'] as const;
export type BrowseParam = (typeof browseParams)[number];

/**
 * The query string of the page's API call (and of its react-query key) for an address: the page's own parameters,
 * trimmed, empty ones left out. The server writes the first answer under the same key (ADR 043), so both sides
 * must build it the same way.
 */
export function browseSearch(read: (key: BrowseParam) => string | null | undefined): string {
  const params = new URLSearchParams();
  for (const key of browseParams) {
    const value = read(key)?.trim();
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const browseResponseSchema = z.object({
  courses: z.array(courseSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  pages: z.number().int(),
});
export type BrowseResponse = z.infer<typeof browseResponseSchema>;
