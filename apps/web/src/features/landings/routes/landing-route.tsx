// One route for every landing, thank-you and sales page (spec 000 §2): the path is matched against the
// configured `{name}` slug (site setting), then the page renders in its own layout. Any other single-segment
// path gets `notFound`, the router's 404 page inside the main layout (a feature never imports app/).
import {
  type LandingPageKey,
  PRESALE_FUNNELS,
  type PresalePageKey,
  resolveLandingPath,
} from '@atelje/shared/marketing/landings';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { type LoaderFunction, useLocation } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import { type MetaFunction, notFoundMeta } from '../../../lib/page-meta';
import { publicSettingsQuery, usePublicSettings } from '../../../lib/public-settings';
import { prefetchAll, type RenderSide, routeLoader, sourceModule } from '../../../lib/route-loader';
import { courseQuery } from '../../catalog';
import { courseTrailerQuery } from '../../courses';
import { landingQuery, previewToken } from '../api/get-landing';
import { presaleQuery } from '../sales/get-presale';
import styles from './landing-route.module.css';

interface PageModule {
  default: ComponentType<{ pageKey: LandingPageKey }>;
}

const modules = import.meta.glob<PageModule>(['../signup/*-page.tsx', '../sales/*-page.tsx']);

/** The page module of each key; pages sharing a component get their key as a prop. */
const PAGE_FILES: Record<LandingPageKey, string> = {
  'interior-signup': '../signup/interior-signup-page.tsx',
  'interior-thank-you': '../signup/thank-you-page.tsx',
  'style-signup': '../signup/style-signup-page.tsx',
  'style-signup-m': '../signup/style-signup-page.tsx',
  'style-signup-w': '../signup/style-signup-page.tsx',
  'style-thank-you-m': '../signup/thank-you-page.tsx',
  'style-thank-you-w': '../signup/thank-you-page.tsx',
  'interior-sales': '../sales/sales-page.tsx',
  'style-sales-m': '../sales/sales-page.tsx',
  'style-sales-w': '../sales/sales-page.tsx',
  'style-new': '../sales/new-sales-page.tsx',
};

function moduleOf(key: LandingPageKey) {
  const load = modules[PAGE_FILES[key]];
  if (!load) throw new Error(`No landing page module ${PAGE_FILES[key]}`);
  return load;
}

const components = new Map<string, ComponentType<{ pageKey: LandingPageKey }>>();
function componentOf(key: LandingPageKey) {
  const file = PAGE_FILES[key];
  let component = components.get(file);
  if (!component) {
    const load = moduleOf(key);
    component = lazy(load);
    components.set(file, component);
  }
  return component;
}

/**
 * The page's answers: the settings (for the slug), the page's content, and for a sales page its course, the
 * course's trailer and the pre-sale places; plus the page's own module, so its code and styles come with the HTML.
 */
async function loadLanding(queryClient: QueryClient, url: URL) {
  const settings = await queryClient.ensureQueryData(publicSettingsQuery).catch(() => null);
  const key = resolveLandingPath(url.pathname.replace(/\/+$/, '') || '/', settings?.landing_slug ?? null);
  if (!key) return null;
  const load = moduleOf(key);
  const [landing] = await Promise.all([
    queryClient
      .ensureQueryData(landingQuery(key, currentLanguage(), previewToken(url.search)))
      .catch(() => null),
    // The component is ready before the render, which then need not wait for it.
    load(),
  ]);
  const courseId = landing?.course_id ?? null;
  await prefetchAll(queryClient, [
    courseId !== null && courseQuery(courseId),
    courseId !== null && key.includes('sales') && courseTrailerQuery(courseId),
    key in PRESALE_FUNNELS && presaleQuery(key as PresalePageKey),
  ]);
  return { modules: [sourceModule('src/features/landings/routes', PAGE_FILES[key])] };
}

/** The route's loader (see app/routes.tsx): the server waits for it, the browser only starts it. */
function landingLoader(queryClient: QueryClient, side: RenderSide): LoaderFunction {
  return routeLoader(
    side,
    queryClient,
    async ({ url }) => (await loadLanding(queryClient, url)) ?? undefined,
  );
}

function LandingRoute({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const settings = usePublicSettings();
  // The slug-free pages need no settings to be recognised.
  const key = resolveLandingPath(pathname, settings.data?.landing_slug ?? null);
  if (!key && settings.isPending) return <FullPageLoader label={t('loading')} />;
  if (!key) return notFound;
  const Page = componentOf(key);
  return (
    <>
      {previewToken(search) ? (
        <p className={styles.previewBanner} role="status" data-testid="draft-preview-banner">
          {t('draftPreview')}
        </p>
      ) : null}
      <Suspense fallback={<FullPageLoader label={t('loading')} />}>
        <Page pageKey={key} />
      </Suspense>
    </>
  );
}

/**
 * The page's head: the content's own title (it names the site), description and picture, at the page's canonical
 * path. A path no page has is the site's "not found" page; a page whose content cannot be had keeps the site's head.
 */
const landingMeta: MetaFunction = (args) => {
  const { url, queryClient, language } = args;
  const settings = queryClient.getQueryState(publicSettingsQuery.queryKey);
  const key = resolveLandingPath(
    url.pathname.replace(/\/+$/, '') || '/',
    settings?.data?.landing_slug ?? null,
  );
  // Until the settings are in (a navigation in the browser), a path that needs the slug is not known yet.
  if (!key) return !settings || settings.status === 'pending' ? null : notFoundMeta(args);
  const preview = previewToken(url.search);
  const landing = queryClient.getQueryData(landingQuery(key, language, preview).queryKey);
  if (!landing) return null;
  const content = landing.content as {
    seo: { title: string; description: string; image?: string | null };
    hero?: { image?: unknown };
  };
  const hero = typeof content.hero?.image === 'string' ? content.hero.image : undefined;
  return {
    title: content.seo.title,
    bare: true,
    description: content.seo.description,
    image: content.seo.image ?? hero,
    path: landing.path ?? undefined,
    // An administrator's preview of a draft is never indexed (ADR 070).
    ...(preview ? { noindex: true } : {}),
  };
};

LandingRoute.loader = landingLoader;
LandingRoute.meta = landingMeta;

export default LandingRoute;
