import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/toast.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { popularCoursesQuery } from './features/catalog/api/get-popular-courses';
import { courseQuery } from './features/courses/api/get-course';
import { getCourseTrailer } from './features/courses/api/get-course-trailer';
import { i18nReady } from './lib/i18n';
import { queryClient } from './lib/react-query';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Most visits land on the home page or a course page. Their route chunk and first data are fetched here, while
 * the texts load, instead of one after the other once the first render asks for them (the same import() and
 * query keys as the router and the pages, so nothing is fetched twice).
 */
function prefetchLanding(path: string) {
  if (path === '/') {
    void import('./features/home/routes/home-page');
    void queryClient.prefetchQuery(popularCoursesQuery(10));
    return;
  }
  const courseId = /^\/courses\/([1-9][0-9]{0,8})\/?$/.exec(path)?.[1];
  if (courseId) {
    const id = Number(courseId);
    void import('./features/courses/routes/course-detail-page');
    void queryClient.prefetchQuery(courseQuery(id));
    void queryClient.prefetchQuery({
      queryKey: ['course', id, 'trailer'],
      queryFn: ({ signal }) => getCourseTrailer(id, signal),
    });
  }
}

prefetchLanding(window.location.pathname);

// The first render needs the texts of the visitor's language, which arrive as a chunk of their own. (Not a
// top-level await: with one, the bundler could no longer let the route chunks import from the entry chunk.)
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
