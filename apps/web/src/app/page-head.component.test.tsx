// The head in the browser (lib/page-meta.ts, ADR 066): on a client-side navigation, and as the page's answers
// arrive, the matched route's `meta` sets the title, description, canonical address and language links; a route
// without one (a signed-in person's page) keeps the title it sets itself.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { courseQuery } from '../features/catalog';
import { meta as courseMeta } from '../features/courses/routes/course-detail-page';
import { meta as homeMeta } from '../features/home/routes/home-page';
import { ApiError } from '../lib/api-client';
import i18n from '../lib/i18n';
import { PageHead } from '../lib/page-meta';
import { createQueryClient } from '../lib/react-query';
import { usePageTitle } from '../lib/use-page-title';
import { aCourse } from '../test-support/fixtures';
import { switchLanguage } from '../test-support/render';

function SignedInPage() {
  usePageTitle('Moj nalog');
  return <p>Profil</p>;
}

const head = (selector: string, attribute: string) =>
  document.head.querySelector(selector)?.getAttribute(attribute) ?? null;

function renderRoutes() {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <PageHead queryClient={queryClient} />
          </>
        ),
        children: [
          { index: true, handle: { meta: homeMeta }, element: <p>Početna</p> },
          { path: 'courses/:courseId', handle: { meta: courseMeta }, element: <p>Kurs</p> },
          { path: 'my-profile', element: <SignedInPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

beforeEach(async () => {
  await i18n.changeLanguage('sr');
  document.head.innerHTML = '';
  document.title = '';
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('PageHead', () => {
  it("follows the route's meta on a navigation and as the page's answers arrive", async () => {
    // The head the server wrote, with the site's public address (not necessarily the host the page was opened at).
    const origin = 'https://atelje.example';
    document.head.innerHTML =
      `<title>Atelje</title><meta name="description" content="Sajt." /><link rel="canonical" href="${origin}/" />` +
      `<link rel="alternate" hreflang="sr" href="${origin}/" /><link rel="alternate" hreflang="en" href="${origin}/?lng=en" />` +
      `<link rel="alternate" hreflang="x-default" href="${origin}/" />`;
    const { router, queryClient } = renderRoutes();
    await waitFor(() => expect(document.title).toBe('Atelje: onlajn akademija za dizajn, modu i umetnost'));
    expect(head('meta[name="description"]', 'content')).toMatch(/^Atelje je onlajn akademija video kurseva/);
    expect(head('link[rel="canonical"]', 'href')).toBe(`${origin}/`);

    await act(() => router.navigate('/courses/4'));
    // Until the course is in, the head stays as it was (no "loading" title in the tab or the history).
    expect(document.title).toBe('Atelje: onlajn akademija za dizajn, modu i umetnost');
    act(() => {
      queryClient.setQueryData(
        courseQuery(4).queryKey,
        aCourse({ id: 4, title: 'Kroj i šivenje', description: 'Od  skice\ndo haljine.' }),
      );
    });
    await waitFor(() => expect(document.title).toBe('Kroj i šivenje | Atelje'));
    expect(head('meta[name="description"]', 'content')).toBe('Od skice do haljine.');
    expect(head('link[rel="canonical"]', 'href')).toBe(`${origin}/courses/4`);
    expect(head('link[rel="alternate"][hreflang="sr"]', 'href')).toBe(`${origin}/courses/4`);
    expect(head('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${origin}/courses/4?lng=en`);
    expect(head('link[rel="alternate"][hreflang="sr-Cyrl"]', 'href')).toBe(`${origin}/courses/4?lng=sr-Cyrl`);
    expect(head('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(`${origin}/courses/4`);
    // One element of each: the head's own are updated, none added twice.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(4);

    // In English the canonical address is the English one.
    await switchLanguage('en');
    await waitFor(() => expect(head('link[rel="canonical"]', 'href')).toBe(`${origin}/courses/4?lng=en`));
    await switchLanguage('sr');

    // A course the API does not know.
    await act(() => router.navigate('/courses/5'));
    await act(() =>
      queryClient.prefetchQuery({
        queryKey: courseQuery(5).queryKey,
        queryFn: () => Promise.reject(new ApiError(404, 'Kurs nije pronađen')),
      }),
    );
    await waitFor(() => expect(document.title).toBe('Kurs nije pronađen | Atelje'));
    expect(head('link[rel="canonical"]', 'href')).toBe(`${origin}/courses/5`);
  });

  it('adds the tags a head lacks, at the address the page was opened at, and leaves a page without meta its own title', async () => {
    const { router } = renderRoutes();
    await waitFor(() => expect(document.title).toBe('Atelje: onlajn akademija za dizajn, modu i umetnost'));
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/`);
    expect(head('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${window.location.origin}/?lng=en`);
    expect(head('meta[name="description"]', 'content')).toMatch(/^Atelje je onlajn akademija/);
    await act(() => router.navigate('/my-profile'));
    await waitFor(() => expect(document.title).toBe('Moj nalog · Atelje'));
  });
});
