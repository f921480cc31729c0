import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/toast.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { popularCoursesQuery } from './features/catalog/api/get-popular-courses';
import { courseQuery } from './features/courses/api/get-course';
import { getCourseTrailer } from './features/courses/api/get-course-trailer';
import { i18nReady } from './lib/i18n';
import { captureInitialShell } from './lib/initial-shell';
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

/**
 * Answers the server wrote into the page (`<script id="atelje-data">`, landing pages: their content and the site
 * settings), so the first screen renders without waiting for the API. They count as fresh for a minute.
 */
function seedInitialData() {
  const block = document.getElementById('atelje-data');
  if (!block?.textContent) return;
  try {
    const entries = JSON.parse(block.textContent) as [readonly unknown[], unknown][];
    const updatedAt = Date.now();
    for (const [queryKey, data] of entries) queryClient.setQueryData(queryKey, data, { updatedAt });
  } catch {
    // A broken block only costs the round trips it would have saved.
  }
}

seedInitialData();
captureInitialShell(container);
prefetchLanding(window.location.pathname);

// The first render needs the texts of the visitor's language, which arrive as a chunk of their own. (Not a
// top-level await: with one, the bundler could no longer let the route chunks import from the entry chunk.)
// Rendered as a transition, React yields to the browser every few milliseconds instead of blocking it for the
// whole first render (on a slow phone that render is hundreds of milliseconds of blocked input otherwise).
void i18nReady.then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
