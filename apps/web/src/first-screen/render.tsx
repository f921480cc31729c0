// The first screen of the pages visitors land on (home, course pages, the sales pages), rendered on the server
// from the web app's own components (ADR 020). Built as a separate bundle (`vite build --ssr`, see
// vite.config.ts and package.json) that the API process loads; the markup goes into #root, and the browser's
// first render puts the very same markup back (the route's Suspense fallback is this markup until the page's
// code has loaded, lib/initial-shell.ts), so the first paint and the largest paint come with the HTML and
// React's render changes no pixel of it.
import type { LandingPageKey } from '@atelje/shared/marketing/landings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { MainLayout } from '../app/layouts/main-layout';
import { AuthModalProvider, AuthProvider } from '../features/auth/shell';
import BrowsePage from '../features/catalog/routes/browse-page';
import CourseDetailPage from '../features/courses/routes/course-detail-page';
import HomePage from '../features/home/routes/home-page';
import { NewSalesPage, SalesPage } from '../features/landings';
import authEn from '../locales/en/auth.json';
import cartEn from '../locales/en/cart.json';
import catalogEn from '../locales/en/catalog.json';
import commonEn from '../locales/en/common.json';
import homeEn from '../locales/en/home.json';
import salesEn from '../locales/en/sales.json';
import searchEn from '../locales/en/search.json';
import authSr from '../locales/sr/auth.json';
import cartSr from '../locales/sr/cart.json';
import catalogSr from '../locales/sr/catalog.json';
import commonSr from '../locales/sr/common.json';
import homeSr from '../locales/sr/home.json';
import salesSr from '../locales/sr/sales.json';
import searchSr from '../locales/sr/search.json';

/** Which page to render; the server knows it from the path (apps/server/src/modules/seo). */
export type FirstScreenPage =
  | { kind: 'home' }
  | { kind: 'course'; courseId: number }
  | { kind: 'sales'; pageKey: LandingPageKey }
  /** The catalogue's results page (ADR 043); the path carries its query string. */
  | { kind: 'browse'; search: string };

export interface FirstScreenInput {
  page: FirstScreenPage;
  /** The page's path (links mark themselves active by it). */
  path: string;
  locale: 'sr' | 'en';
  /** The react-query entries the server also writes into the page (#atelje-data): [queryKey, data]. */
  data: [readonly unknown[], unknown][];
}

const resources = {
  sr: {
    common: commonSr,
    auth: authSr,
    home: homeSr,
    catalog: catalogSr,
    cart: cartSr,
    search: searchSr,
    sales: salesSr,
  },
  en: {
    common: commonEn,
    auth: authEn,
    home: homeEn,
    catalog: catalogEn,
    cart: cartEn,
    search: searchEn,
    sales: salesEn,
  },
};

const instances = new Map<string, I18n>();

/** One i18next instance per language, made once, with the texts these pages use (as lib/i18n.ts sets it up). */
function texts(locale: 'sr' | 'en'): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      supportedLngs: ['sr', 'en'],
      load: 'languageOnly',
      fallbackLng: { en: [], default: ['sr'] },
      initAsync: false,
      defaultNS: 'common',
      ns: Object.keys(resources.sr),
      resources,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

function page(input: FirstScreenInput): ReactNode {
  switch (input.page.kind) {
    case 'home':
      return (
        <MainLayout>
          <HomePage />
        </MainLayout>
      );
    case 'course':
      return (
        <Routes>
          <Route
            path="/courses/:courseId"
            element={
              <MainLayout>
                <CourseDetailPage />
              </MainLayout>
            }
          />
        </Routes>
      );
    case 'browse':
      return (
        <MainLayout>
          <BrowsePage />
        </MainLayout>
      );
    case 'sales':
      return input.page.pageKey === 'style-new' ? (
        <NewSalesPage />
      ) : (
        <SalesPage pageKey={input.page.pageKey} />
      );
  }
}

/** The markup of #root for a visitor who is not signed in, as the web app's first render makes it. */
export function renderFirstScreen(input: FirstScreenInput): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const [queryKey, value] of input.data) client.setQueryData(queryKey, value);
  const markup = renderToString(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={texts(input.locale)}>
        <StaticRouter location={input.path}>
          <AuthProvider>
            <AuthModalProvider>{page(input)}</AuthModalProvider>
          </AuthProvider>
        </StaticRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  client.clear();
  return markup;
}
