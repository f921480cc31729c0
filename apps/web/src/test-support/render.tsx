// Renders a page or a component as the app does (app/app.tsx, app/router.tsx): a react-query client with the
// app's options, a data router (in memory) under the app's own RootLayout (session, auth modal, toasts), and the
// app's text engine in the test's language. Navigations away land on a probe that shows where they went.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { RootLayout } from '../app/layouts/root-layout';
import i18n, { type Language } from '../lib/i18n';
import { createQueryClient } from '../lib/react-query';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderOptions {
  /** The route pattern the element is mounted at (default "/"). */
  path?: string;
  /** Where the router starts (default: `path`). */
  url?: string;
  language?: Language;
  /** More routes beside the element's. */
  routes?: RouteObject[];
}

export async function renderApp(element: ReactNode, options: RenderOptions = {}) {
  const { path = '/', url = path, language = 'sr', routes = [] } = options;
  await i18n.changeLanguage(language);
  // The app's options (a 4xx is not asked again; a failed 5xx query is, twice, after a second or two).
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [{ path, element }, ...routes, { path: '*', element: <Landed /> }],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** Switches the app's language while the page is on screen (the language toggle's call). */
export async function switchLanguage(language: Language): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(language);
  });
}

/** Where the router went after the page navigated away (the probe route). */
export async function landedAt(): Promise<string> {
  return (await screen.findByTestId('landed')).textContent ?? '';
}
