import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { useAuth } from '../../auth';
import { popularCoursesQuery } from '../../catalog';
import { courseTrailerQuery } from '../../courses';
import { documentPreview } from '../../pages/shell';
import { homeContentQuery } from '../api/get-home-content';
import styles from '../components/home-below-fold.module.css';
import { HomeHero } from '../components/home-hero';
import { useSeenOrScrolled } from '../lib/use-seen-or-scrolled';

const HomeBelowFold = lazy(() => import('../components/home-below-fold'));
// The draft band of an administrator's preview (ADR 076): with the pages feature's components, only when previewing.
const DraftPreviewBanner = lazy(() =>
  import('../../pages').then((module) => ({ default: module.DraftPreviewBanner })),
);
// Only a signed-in learner's, after the session is restored: not in the code every visitor downloads.
const HomeContinueWatching = lazy(() =>
  import('../components/home-continue-watching').then((module) => ({ default: module.HomeContinueWatching })),
);

/** Once wanted, the sections under the hero wait for the hero's picture at most this long after the page. */
const BELOW_FOLD_AT_LATEST_MS = 2500;

/**
 * The hero's answers: the popular list, the trailer of the course the banner plays (home-hero.tsx) and the page's
 * published texts (ADR 076), asked alongside the popular list so the server render waits for no extra round trip.
 */
export const loader: PageLoader = async ({ queryClient, url }) => {
  const texts = prefetchAll(queryClient, [
    homeContentQuery(currentLanguage(), documentPreview(url.search, 'home')),
  ]);
  const popular = await queryClient.ensureQueryData(popularCoursesQuery(10)).catch(() => null);
  const featured = popular?.find((course) => (course.videos?.length ?? course.lessons_count) > 0);
  await Promise.all([texts, prefetchAll(queryClient, [featured && courseTrailerQuery(featured.id)])]);
};

/** The site's own title (it names the site) and description. */
export const meta: MetaFunction = ({ t }) => ({ title: t('title.home'), bare: true });

export default function HomePage() {
  const { isAuthenticated } = useAuth();
  const { search } = useLocation();
  // The sections under the hero (their code, data and images) are fetched only once the visitor sees where they
  // go or scrolls (ADR 067): a phone whose first screen the hero fills loads none of them with the page. And the
  // hero's picture first, so that they do not compete with it for the network and the main thread.
  const [below, belowWanted] = useSeenOrScrolled<HTMLDivElement>();
  const [heroSettled, setHeroSettled] = useState(false);
  const settle = useCallback(() => setHeroSettled(true), []);
  useEffect(() => {
    const timer = window.setTimeout(settle, BELOW_FOLD_AT_LATEST_MS);
    return () => window.clearTimeout(timer);
  }, [settle]);

  // Marked as a part still waiting for the screen, as the sections' own boxes are (near-screen.tsx).
  const placeholder = <div className={styles.placeholder} data-near-screen="waiting" />;
  return (
    <>
      <HomeHero onSettled={settle} />
      {/* Right under the hero, not with the sections that wait for it: a learner comes back for this. */}
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <HomeContinueWatching />
        </Suspense>
      ) : null}
      {heroSettled && belowWanted ? (
        <Suspense fallback={placeholder}>
          <HomeBelowFold isAuthenticated={isAuthenticated} />
        </Suspense>
      ) : (
        <div ref={below} className={styles.placeholder} data-near-screen="waiting" />
      )}
      {documentPreview(search, 'home') ? (
        <Suspense fallback={null}>
          <DraftPreviewBanner />
        </Suspense>
      ) : null}
    </>
  );
}
