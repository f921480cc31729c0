// The landing and thank-you pages (spec 000 §2 "Landing and thank-you routes", spec-decisions.md): which page a
// path names, for the configured `{name}` slug (site setting `landing_slug`). Shared by the web router and the
// server, which writes each landing page's title and sharing tags into its HTML.

export const LANDING_PAGE_KEYS = [
  /** Free interior-design sign-up: /landing-page (also /free-course). */
  'interior-signup',
  /** /thank-you */
  'interior-thank-you',
  /** Main free style sign-up with gender select: /landing-main-page-{name}, /izgradi-svoj-stil. */
  'style-signup',
  /** Men's free style sign-up: /landing-page-{name}-m, /prijava-besplatni-kurs-{name}-m. */
  'style-signup-m',
  /** Women's free style sign-up: /landing-page-{name}-w, /prijava-besplatni-kurs-{name}-w. */
  'style-signup-w',
  /** /thank-you-{name}-m, /besplatni-kurs-{name}-m */
  'style-thank-you-m',
  /** /thank-you-{name}-w, /besplatni-kurs-{name}-w */
  'style-thank-you-w',
  /** Paid interior sales page "Dizajniraj svoj prostor": /dizajniraj-svoj-prostor. */
  'interior-sales',
  /** Paid men's style sales page: /kurs-stila-{name}-m. */
  'style-sales-m',
  /** Paid women's style sales page: /kurs-stila-{name}-w. */
  'style-sales-w',
  /** The standalone style sales page: /{name}-new. */
  'style-new',
] as const;
export type LandingPageKey = (typeof LANDING_PAGE_KEYS)[number];

export function isLandingPageKey(value: string): value is LandingPageKey {
  return (LANDING_PAGE_KEYS as readonly string[]).includes(value);
}

/** Every path of each page, the canonical one first. Without a slug only the slug-free paths exist. */
export function landingPaths(slug: string | null): Record<LandingPageKey, string[]> {
  const withSlug = (...paths: string[]) => (slug ? paths.map((p) => p.replaceAll('{name}', slug)) : []);
  return {
    'interior-signup': ['/landing-page', '/free-course'],
    'interior-thank-you': ['/thank-you'],
    'style-signup': [...withSlug('/landing-main-page-{name}'), '/izgradi-svoj-stil'],
    'style-signup-m': withSlug('/landing-page-{name}-m', '/prijava-besplatni-kurs-{name}-m'),
    'style-signup-w': withSlug('/landing-page-{name}-w', '/prijava-besplatni-kurs-{name}-w'),
    'style-thank-you-m': withSlug('/thank-you-{name}-m', '/besplatni-kurs-{name}-m'),
    'style-thank-you-w': withSlug('/thank-you-{name}-w', '/besplatni-kurs-{name}-w'),
    'interior-sales': ['/dizajniraj-svoj-prostor'],
    'style-sales-m': withSlug('/kurs-stila-{name}-m'),
    'style-sales-w': withSlug('/kurs-stila-{name}-w'),
    'style-new': withSlug('/{name}-new'),
  };
}

/** The canonical path of a page, or null when it needs a slug and none is configured. */
export function landingPath(key: LandingPageKey, slug: string | null): string | null {
  return landingPaths(slug)[key][0] ?? null;
}

/** Which landing page a path (no query, no hash; a trailing slash is ignored) names, or null. */
export function resolveLandingPath(pathname: string, slug: string | null): LandingPageKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = path.toLowerCase();
  for (const [key, paths] of Object.entries(landingPaths(slug)) as [LandingPageKey, string[]][]) {
    if (paths.some((p) => p.toLowerCase() === lower)) return key;
  }
  return null;
}

/** Which course a page sells or gives, by site setting. */
export type LandingCourseRole = 'free-mini' | 'free-style' | 'interior' | 'style';

/** Pages with a pre-sale box and the free sign-up pages whose sign-ups it counts. */
export const PRESALE_FUNNELS = {
  'interior-sales': ['interior-signup'],
  'style-sales-m': ['style-signup', 'style-signup-m', 'style-signup-w'],
  'style-sales-w': ['style-signup', 'style-signup-m', 'style-signup-w'],
} as const;
export type PresalePageKey = keyof typeof PRESALE_FUNNELS;
