import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { useAuth } from '../../auth';
import { popularCoursesQuery } from '../../catalog';
import { courseTrailerQuery } from '../../courses';
import styles from '../components/home-below-fold.module.css';
import { HomeContinueWatching } from '../components/home-continue-watching';
import { HomeHero } from '../components/home-hero';

const HomeBelowFold = lazy(() => import('../components/home-below-fold'));

/** The sections under the hero come at the latest this long after the page, whatever the hero's picture does. */
const BELOW_FOLD_AT_LATEST_MS = 2500;

/** The hero's answers: the popular list and the trailer of the course the banner plays (home-hero.tsx). */
export const loader: PageLoader = async ({ queryClient }) => {
  const popular = await queryClient.ensureQueryData(popularCoursesQuery(10)).catch(() => null);
  const featured = popular?.find((course) => (course.videos?.length ?? course.lessons_count) > 0);
  await prefetchAll(queryClient, [featured && courseTrailerQuery(featured.id)]);
};

/** The site's own title (it names the site) and description. */
export const meta: MetaFunction = ({ t }) => ({ title: t('title.home'), bare: true });

export default function HomePage() {
  const { isAuthenticated } = useAuth();
  // The hero's picture first: the sections under it (their code, data and images) are fetched once it shows,
  // so that they do not compete with it for the network and the main thread.
  const [heroSettled, setHeroSettled] = useState(false);
  const settle = useCallback(() => setHeroSettled(true), []);
  useEffect(() => {
    const timer = window.setTimeout(settle, BELOW_FOLD_AT_LATEST_MS);
    return () => window.clearTimeout(timer);
  }, [settle]);

  const placeholder = <div className={styles.placeholder} />;
  return (
    <>
      <HomeHero onSettled={settle} />
      {/* Right under the hero, not with the sections that wait for it: a learner comes back for this. */}
      {isAuthenticated ? <HomeContinueWatching /> : null}
      {heroSettled ? (
        <Suspense fallback={placeholder}>
          <HomeBelowFold isAuthenticated={isAuthenticated} />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
