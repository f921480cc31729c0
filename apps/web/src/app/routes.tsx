// The web app's routes, one table for the browser and the server render (ADR 062). Each page is a route module
// loaded on demand (React Router's `lazy`): its default export is the page, its optional `loader` asks for the
// page's answers (lib/route-loader.ts), its optional `meta` names the page's head from them (lib/page-meta.ts,
// ADR 066). `handle.module` names the module as the build's manifest does, so the server can name the page's
// scripts and stylesheets in its HTML; `handle.ssr: false` marks the parts that belong to a signed-in person,
// which the server leaves to the browser (a server render is always a visitor's).
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import DashboardRoute from '../features/admin/routes/dashboard-route';
import { GuestOnly, RequireAuth } from '../features/auth/shell';
import { categoryTreeQuery } from '../features/catalog/shell';
import { type MetaFunction, PageHead } from '../lib/page-meta';
import {
  type PageLoader,
  prefetchAll,
  type RenderSide,
  routeLoader,
  sourceModule,
} from '../lib/route-loader';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';

const NotFoundPage = lazy(() => import('./routes/not-found-page'));

/** The landing route's module (one route for every landing, thank-you and sales page). */
const LANDING_ROUTE = '../features/landings/routes/landing-route.tsx';
const landingRoute = import.meta.glob<typeof import('../features/landings/routes/landing-route')>(
  '../features/landings/routes/landing-route.tsx',
)[LANDING_ROUTE];
if (!landingRoute) throw new Error(`No route module ${LANDING_ROUTE}`);
const loadLandingRoute = landingRoute;

interface PageModule {
  // biome-ignore lint/suspicious/noExplicitAny: pages take their own props (see `page`)
  default: ComponentType<any>;
  loader?: PageLoader;
  meta?: MetaFunction;
}

const pages = import.meta.glob<PageModule>([
  '../features/*/routes/*-page.tsx',
  '!../features/landings/**',
  './routes/*-page.tsx',
]);

export interface RouteHandle {
  /** The route module's source path, as the build's manifest names it. */
  module?: string;
  /** False: never rendered by the server (a signed-in person's pages, sign-in forms). */
  ssr?: false;
  /** The page's head (its route module's `meta`, once the module is loaded). */
  meta?: MetaFunction;
}

/** Builds the route table around one react-query client: the app's in the browser, one per request on the server. */
/** What every page of the site's layout shows besides its own content: the sidebar's main categories. */
const siteLayoutLoader: PageLoader = async ({ queryClient }) => {
  await prefetchAll(queryClient, [categoryTreeQuery()]);
  return undefined;
};

export function createRoutes(queryClient: QueryClient, side: RenderSide): RouteObject[] {
  /** A route whose element is the page module `file` (relative to this folder), rendered with `props`. */
  function page(
    file: string,
    { props, ssr }: { props?: Record<string, unknown>; ssr?: false } = {},
  ): Pick<RouteObject, 'lazy' | 'handle'> {
    const load = pages[file];
    if (!load) throw new Error(`No route module ${file}`);
    // The module's `meta` is known once `lazy` has loaded it, which both sides do before the page renders; the
    // handle stays the one React Router was given (a handle returned by `lazy` would be ignored next to it).
    let loaded: PageModule | undefined;
    return {
      handle: {
        module: sourceModule('src/app', file),
        ...(ssr === false ? { ssr } : {}),
        meta: (args) => loaded?.meta?.(args),
      } satisfies RouteHandle,
      lazy: async () => {
        const module = await load();
        loaded = module;
        const Page = module.default;
        const pageLoader = module.loader;
        return {
          Component: props ? () => <Page {...props} /> : Page,
          loader: pageLoader ? routeLoader(side, queryClient, pageLoader) : undefined,
        };
      },
    };
  }

  const signedIn = { ssr: false } satisfies RouteHandle;
  let loadedLanding: typeof import('../features/landings/routes/landing-route')['default'] | undefined;

  return [
    {
      element: (
        <>
          <RootLayout />
          <PageHead queryClient={queryClient} />
        </>
      ),
      children: [
        {
          // Administrators get the dashboard's own layout; everyone else My progress inside the site layout.
          element: <RequireAuth />,
          handle: signedIn,
          children: [
            {
              path: 'dashboard',
              element: <DashboardRoute />,
              children: [
                {
                  element: <MainLayout />,
                  children: [{ index: true, ...page('../features/progress/routes/my-progress-page.tsx') }],
                },
              ],
            },
            { path: 'admin', element: <Navigate to="/dashboard" replace /> },
            { path: 'upload', element: <Navigate to="/dashboard?section=video-upload" replace /> },
          ],
        },
        {
          element: <MainLayout />,
          // The sidebar's main categories (the catalogue's own list, ADR 071) in the HTML of every page.
          loader: routeLoader(side, queryClient, siteLayoutLoader),
          children: [
            { index: true, ...page('../features/home/routes/home-page.tsx') },
            { path: 'auth/error', ...page('../features/auth/routes/auth-error-page.tsx') },
            { path: 'svi-kursevi', ...page('../features/catalog/routes/all-courses-page.tsx') },
            { path: 'pretraga', ...page('../features/catalog/routes/browse-page.tsx') },
            { path: 'courses/type/:type', ...page('../features/catalog/routes/course-type-page.tsx') },
            { path: 'category/:categorySlug', ...page('../features/catalog/routes/category-page.tsx') },
            { path: 'courses/:courseId', ...page('../features/courses/routes/course-detail-page.tsx') },
            {
              path: 'courses/:courseId/videos',
              ...page('../features/lessons/routes/lessons-page.tsx', { ssr: false }),
            },
            {
              path: 'courses/:courseId/:categoryId/videos',
              ...page('../features/lessons/routes/lessons-page.tsx', { ssr: false }),
            },
            {
              path: 'courses/:courseId/ebooks/:ebookId',
              ...page('../features/ebooks/routes/course-ebook-page.tsx', { ssr: false }),
            },
            {
              path: 'courses/:courseId/templates/:templateId',
              ...page('../features/ebooks/routes/course-template-page.tsx', { ssr: false }),
            },
            { path: 'ebooks', ...page('../features/ebooks/routes/ebooks-page.tsx') },
            { path: 'ebooks/:ebookId', ...page('../features/ebooks/routes/ebook-page.tsx') },
            { path: 'instructors', ...page('../features/instructors/routes/instructors-page.tsx') },
            {
              path: 'instructors/:instructorId',
              ...page('../features/instructors/routes/instructor-page.tsx'),
            },
            { path: 'korpa', ...page('../features/cart/routes/cart-page.tsx') },
            { path: 'checkout', ...page('../features/checkout/routes/checkout-page.tsx') },
            { path: 'checkout/error', ...page('../features/checkout/routes/checkout-error-page.tsx') },
            // Gifts (ADR 044): buying one, and the recipient's link (Serbian paths, English aliases).
            {
              path: 'poklon/kurs/:courseId',
              ...page('../features/gifts/routes/buy-gift-page.tsx', { props: { kind: 'course' } }),
            },
            {
              path: 'gift/course/:courseId',
              ...page('../features/gifts/routes/buy-gift-page.tsx', { props: { kind: 'course' } }),
            },
            {
              path: 'poklon-kartica',
              ...page('../features/gifts/routes/buy-gift-page.tsx', { props: { kind: 'card' } }),
            },
            {
              path: 'gift-card',
              ...page('../features/gifts/routes/buy-gift-page.tsx', { props: { kind: 'card' } }),
            },
            { path: 'poklon/:code', ...page('../features/gifts/routes/redeem-gift-page.tsx') },
            { path: 'gift/:code', ...page('../features/gifts/routes/redeem-gift-page.tsx') },
            { path: 'about-us', ...page('../features/pages/routes/about-page.tsx') },
            { path: 'contact', ...page('../features/contact/routes/contact-page.tsx') },
            { path: 'terms-of-use', ...page('../features/pages/routes/terms-page.tsx') },
            { path: 'conditions', ...page('../features/pages/routes/privacy-page.tsx') },
            { path: 'membership', ...page('../features/membership/routes/membership-page.tsx') },
            { path: 'help', ...page('../features/help/routes/help-page.tsx') },
            {
              path: 'newsletter/confirm',
              ...page('../features/newsletter/routes/newsletter-confirm-page.tsx', { ssr: false }),
            },
            {
              path: 'email-preferences',
              ...page('../features/newsletter/routes/email-preferences-page.tsx', { ssr: false }),
            },
            {
              path: 'mail-link',
              ...page('../features/newsletter/routes/mail-link-page.tsx', { ssr: false }),
            },
            {
              path: 'email-change/confirm',
              ...page('../features/profile/routes/email-change-page.tsx', {
                props: { action: 'confirm' },
                ssr: false,
              }),
            },
            {
              path: 'email-change/report',
              ...page('../features/profile/routes/email-change-page.tsx', {
                props: { action: 'report' },
                ssr: false,
              }),
            },
            { path: 'certificates/:code?', ...page('../features/certificates/routes/certificate-page.tsx') },
            { path: 'welcome', ...page('../features/welcome/routes/welcome-page.tsx', { ssr: false }) },
            {
              element: <RequireAuth />,
              handle: signedIn,
              children: [
                { path: 'my-profile', ...page('../features/profile/routes/profile-page.tsx') },
                { path: 'profile', ...page('../features/profile/routes/profile-page.tsx') },
                { path: 'videos', ...page('../features/progress/routes/videos-page.tsx') },
                {
                  path: 'checkout/success',
                  ...page('../features/checkout/routes/checkout-success-page.tsx'),
                },
                {
                  path: 'checkout/pending',
                  ...page('../features/checkout/routes/checkout-pending-page.tsx'),
                },
                { path: 'checkout/uplatnica', ...page('../features/checkout/routes/slip-page.tsx') },
              ],
            },
            { path: '*', ...page('./routes/not-found-page.tsx') },
          ],
        },
        // Landing, thank-you and sales pages have their own layouts; the path is matched against the settings' slug.
        // Its module is loaded like a page's (only these pages and unknown addresses need it, ADR 067).
        {
          path: ':landingPath',
          handle: {
            module: sourceModule('src/app', LANDING_ROUTE),
            // Known once `lazy` has loaded the module (as a page's, see `page`).
            meta: (args) => loadedLanding?.meta(args),
          } satisfies RouteHandle,
          lazy: async () => {
            const { default: LandingRoute } = await loadLandingRoute();
            loadedLanding = LandingRoute;
            return {
              loader: LandingRoute.loader(queryClient, side),
              element: (
                <LandingRoute
                  notFound={
                    <MainLayout>
                      <NotFoundPage />
                    </MainLayout>
                  }
                />
              ),
            };
          },
        },
        { path: 'login-success', ...page('../features/auth/routes/login-success-page.tsx', { ssr: false }) },
        {
          // The sign-in pages' own layout, fetched with them (never rendered by the server).
          lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
          handle: signedIn,
          children: [
            {
              element: <GuestOnly />,
              children: [
                { path: 'login', ...page('../features/auth/routes/login-page.tsx') },
                { path: 'register', ...page('../features/auth/routes/register-page.tsx') },
              ],
            },
            { path: 'reset-password', ...page('../features/auth/routes/reset-password-page.tsx') },
          ],
        },
      ],
    },
  ];
}
