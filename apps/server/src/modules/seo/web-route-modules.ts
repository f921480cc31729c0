// The web app's source files whose built chunks a server-written page preloads (Vite's manifest names a chunk by
// its source path, relative to apps/web). Every path the server names lives here, and web-route-modules.test.ts
// fails when one does not exist: a web file renamed without this table would otherwise silently lose its preload.
import type { LandingPageKey } from '@atelje/shared';

/** The route modules of the pages whose first screen the server writes or prepares (seo.service.ts). */
export const PAGE_ROUTE_MODULES = {
  home: 'src/features/home/routes/home-page.tsx',
  course: 'src/features/courses/routes/course-detail-page.tsx',
  certificate: 'src/features/certificates/routes/certificate-page.tsx',
  browse: 'src/features/catalog/routes/browse-page.tsx',
} as const;

/** The web app's route module of each landing page (features/landings/routes/landing-route.tsx). */
export const LANDING_ROUTE_MODULES: Record<LandingPageKey, string> = {
  'interior-signup': 'src/features/landings/signup/interior-signup-page.tsx',
  'interior-thank-you': 'src/features/landings/signup/thank-you-page.tsx',
  'style-signup': 'src/features/landings/signup/style-signup-page.tsx',
  'style-signup-m': 'src/features/landings/signup/style-signup-page.tsx',
  'style-signup-w': 'src/features/landings/signup/style-signup-page.tsx',
  'style-thank-you-m': 'src/features/landings/signup/thank-you-page.tsx',
  'style-thank-you-w': 'src/features/landings/signup/thank-you-page.tsx',
  'interior-sales': 'src/features/landings/sales/sales-page.tsx',
  'style-sales-m': 'src/features/landings/sales/sales-page.tsx',
  'style-sales-w': 'src/features/landings/sales/sales-page.tsx',
  'style-new': 'src/features/landings/sales/new-sales-page.tsx',
};

/** Every web source path above, once each. */
export const WEB_ROUTE_MODULE_PATHS: readonly string[] = [
  ...new Set([...Object.values(PAGE_ROUTE_MODULES), ...Object.values(LANDING_ROUTE_MODULES)]),
];
