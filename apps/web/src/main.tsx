import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/toast.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes } from 'react-router';
import { App } from './app/app';
import { createRoutes } from './app/routes';
import { preloadCartMenu } from './features/cart/shell';
import { markServerRendered } from './lib/hydration';
import { i18nReady } from './lib/i18n';
import { hydrateAnswers } from './lib/missing-answers';
import { queryClient } from './lib/react-query';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The server rendered this page (ADR 062) unless it left #root empty (a signed-in person's pages).
const serverRendered = container.firstElementChild !== null;

/** The answers the server's render used (entry-server.tsx), so the first render here finds the very same. */
function seedQueries() {
  const block = document.getElementById('atelje-queries');
  if (!block?.textContent) return;
  try {
    hydrateAnswers(queryClient, JSON.parse(block.textContent));
  } catch {
    // A broken block only costs the round trips it would have saved (and the page re-renders once).
  }
}

/** The router's state after the server's loaders (entry-server.tsx): their results, so none runs again here. */
function routerState(): HydrationState | undefined {
  const block = document.getElementById('atelje-router');
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as HydrationState;
  } catch {
    return undefined;
  }
}

async function start() {
  const routes = createRoutes(queryClient, 'browser');
  if (serverRendered) {
    markServerRendered();
    seedQueries();
  }
  // The page's route modules before the first render: a page the server rendered then renders what the server did
  // (React Router's own advice for lazy routes with server rendering), and one the browser renders is drawn at once
  // instead of after an empty first render (which React Router reports as a missing HydrateFallback).
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all([
    serverRendered ? preloadCartMenu() : undefined,
    ...lazyMatches.map(async (match) => {
      try {
        const module = await (match.route.lazy as () => Promise<object>)();
        Object.assign(match.route, { ...module, lazy: undefined });
      } catch {
        // A module that did not load (a network failure, a deploy that removed it): the router asks for it again
        // and shows its error page if it still fails, instead of a page that never starts.
      }
    }),
  ]);
  const router = createBrowserRouter(routes, { hydrationData: serverRendered ? routerState() : undefined });
  await i18nReady;
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (serverRendered) {
    // As a transition, React hydrates in slices and yields to the browser between them, instead of one long task
    // (the page is on screen already; a tap meanwhile is kept, seo/early-events.ts).
    startTransition(() => {
      hydrateRoot(container!, app, {
        onRecoverableError(error) {
          // A difference between the server's markup and this render: React renders the part again here. Reported so
          // that the end-to-end tests can fail on it.
          console.error('atelje: hydration', error);
        },
      });
    });
  } else {
    void preloadCartMenu();
    const root = createRoot(container!);
    startTransition(() => root.render(app));
  }
}

void start();
