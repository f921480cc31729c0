import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/toast.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentLanguage, i18nReady } from './lib/i18n';
import { captureInitialShell } from './lib/initial-shell';
import { queryClient } from './lib/react-query';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Most visits land on the home page or a course page. Their route chunk is fetched here, while the texts load,
 * instead of once the first render asks for it (the same import() as the router, so nothing is fetched twice).
 * Their first answers are in the page (#atelje-data); should the server have left them out, the page asks.
 */
function prefetchLanding(path: string) {
  if (path === '/') void import('./features/home/routes/home-page');
  else if (/^\/courses\/[1-9][0-9]{0,8}\/?$/.test(path))
    void import('./features/courses/routes/course-detail-page');
  else if (path === '/pretraga') void import('./features/catalog/routes/browse-page');
}

/**
 * Answers the server wrote into the page (`<script id="atelje-data">`, landing pages: their content and the site
 * settings), so the first screen renders without waiting for the API. They count as fresh for a minute.
 */
function seedInitialData() {
  const block = document.getElementById('atelje-data');
  if (!block?.textContent) return;
  // Answers written in another language than the visitor's (a language kept in this browser, not in the request)
  // would stay on screen for a minute: the page asks for its own instead (ADR 042).
  const written = document.querySelector<HTMLMetaElement>('meta[property="og:locale"]')?.content;
  if (written && written.startsWith('en') !== (currentLanguage() === 'en')) return;
  try {
    const entries = JSON.parse(block.textContent) as [readonly unknown[], unknown][];
    const updatedAt = Date.now();
    for (const [queryKey, data] of entries) queryClient.setQueryData(queryKey, data, { updatedAt });
  } catch {
    // A broken block only costs the round trips it would have saved.
  }
}

captureInitialShell(container);
prefetchLanding(window.location.pathname);

// The first render needs the texts of the visitor's language, which arrive as a chunk of their own. (Not a
// top-level await: with one, the bundler could no longer let the route chunks import from the entry chunk.)
// Rendered as a transition, React yields to the browser every few milliseconds instead of blocking it for the
// whole first render (on a slow phone that render is hundreds of milliseconds of blocked input otherwise).
void i18nReady.then(() => {
  seedInitialData();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
