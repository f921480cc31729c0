// One route for every landing, thank-you and sales page (spec 000 §2): the path is matched against the
// configured `{name}` slug (site setting), then the page renders in its own layout. Any other single-segment
// path gets `notFound`, the router's 404 page inside the main layout (a feature never imports app/).
import { type LandingPageKey, resolveLandingPath } from '@atelje/shared/marketing/landings';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { initialShell, releaseInitialShell } from '../../../lib/initial-shell';
import { usePublicSettings } from '../../../lib/public-settings';

const InteriorSignupPage = lazy(() => import('../signup/interior-signup-page'));
const StyleSignupPage = lazy(() => import('../signup/style-signup-page'));
const ThankYouPage = lazy(() => import('../signup/thank-you-page'));
const SalesPage = lazy(() => import('../sales/sales-page'));
const NewSalesPage = lazy(() => import('../sales/new-sales-page'));

/** The component of each page; pages sharing a component get their key as a prop. */
const PAGES: Record<LandingPageKey, ComponentType<{ pageKey: LandingPageKey }>> = {
  'interior-signup': InteriorSignupPage,
  'interior-thank-you': ThankYouPage,
  'style-signup': StyleSignupPage,
  'style-signup-m': StyleSignupPage,
  'style-signup-w': StyleSignupPage,
  'style-thank-you-m': ThankYouPage,
  'style-thank-you-w': ThankYouPage,
  'interior-sales': SalesPage,
  'style-sales-m': SalesPage,
  'style-sales-w': SalesPage,
  'style-new': NewSalesPage,
};

export default function LandingRoute({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const settings = usePublicSettings();
  // The slug-free pages need no settings to be recognised.
  const key = resolveLandingPath(pathname, settings.data?.landing_slug ?? null);
  if (!key && settings.isPending) return <FullPageLoader label={t('loading')} />;
  if (!key) return notFound;
  const Page = PAGES[key];
  const shell = initialShell();
  return (
    <Suspense
      fallback={
        shell ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own escaped markup of this page
          <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: shell }} />
        ) : (
          <FullPageLoader label={t('loading')} />
        )
      }
    >
      <Page pageKey={key} />
      <ShellReleased />
    </Suspense>
  );
}

/** Once the page has rendered, later visits of landing routes show the usual loader. */
function ShellReleased() {
  useEffect(() => releaseInitialShell(), []);
  return null;
}
