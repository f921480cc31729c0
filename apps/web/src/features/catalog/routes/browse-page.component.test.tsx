// The catalogue's results page (/pretraga): its filters write the address. Two filters chosen before the page has
// re-rendered with the first (a quick hand, a slow phone) both stay in it: the phone journey in
// e2e/catalog-browse.spec.ts once lost the category this way.
import { type BrowseResponse, browseResponseSchema } from '@atelje/shared/catalog/browse';
import { categoryTreeSchema } from '@atelje/shared/catalog/schemas';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { expect, test } from 'vitest';
import { aCourse } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render';
import { api, reply, server } from '../../../test-support/server';
import { text } from '../../../test-support/texts';
import BrowsePage from './browse-page';

function catalogueApi() {
  const asked: string[] = [];
  server.use(
    http.get(api('/categories'), () =>
      reply(categoryTreeSchema, [
        {
          id: 2,
          slug: 'dizajn-enterijera',
          name: 'Dizajn enterijera',
          parent_id: null,
          position: 1,
          children: [],
        },
        { id: 3, slug: 'modni-dizajn', name: 'Modni dizajn', parent_id: null, position: 2, children: [] },
      ]),
    ),
    http.get(api('/courses/browse'), ({ request }) => {
      asked.push(new URL(request.url).search);
      const page: BrowseResponse = {
        courses: [aCourse({ id: 7, title: 'Dizajniraj svoj prostor' })],
        total: 1,
        page: 1,
        per_page: 24,
        pages: 1,
      };
      return reply(browseResponseSchema, page);
    }),
  );
  return asked;
}

test('two filters chosen before the page re-renders both stay in the address and the results asked for', async () => {
  const asked = catalogueApi();
  const { router } = await renderApp(<BrowsePage />, { path: '/pretraga' });
  await screen.findByTestId('browse-count');
  const category = screen.getByLabelText(text('sr', 'catalog:browse.category'));
  await waitFor(() => expect(category.querySelectorAll('option').length).toBeGreaterThan(1));
  const sort = screen.getByLabelText(text('sr', 'catalog:browse.sort'));

  // Both changes in one turn: the second handler runs before the page has rendered the first one's address.
  act(() => {
    fireEvent.change(category, { target: { value: 'dizajn-enterijera' } });
    fireEvent.change(sort, { target: { value: 'rating' } });
  });

  await waitFor(() => {
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('category')).toBe('dizajn-enterijera');
    expect(search.get('sort')).toBe('rating');
  });
  await waitFor(() => expect(asked.at(-1)).toBe('?category=dizajn-enterijera&sort=rating'));

  // A later change builds on what the page now shows; the back button's address is followed, not overwritten.
  await act(async () => {
    await router.navigate(-1);
  });
  await waitFor(() => expect(router.state.location.search).toBe('?category=dizajn-enterijera'));
  act(() => {
    fireEvent.change(screen.getByLabelText(text('sr', 'catalog:browse.sort')), {
      target: { value: 'newest' },
    });
  });
  await waitFor(() => expect(router.state.location.search).toBe('?category=dizajn-enterijera&sort=newest'));
});
