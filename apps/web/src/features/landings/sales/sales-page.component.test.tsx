// The paid sales pages (spec 000 §2 "Paid landing pages") with the demo academy's own content (the seed's
// `landing:<key>` documents, as GET /landings/{key} sends them): every section, the figures of spec 000 §9, the
// accordions of §4, the 12 modules of /{name}-new, and a page whose course cannot be loaded. What needs a real
// browser (hash links landing 120 px below the top, the scroll after buying, the toast's layout, axe) stays in
// e2e/landings-sales.spec.ts.

import { courseSchema, trailerResponseSchema } from '@atelje/shared/catalog/schemas';
import type { LandingPageKey } from '@atelje/shared/marketing/landings';
import { presaleResponseSchema } from '@atelje/shared/marketing/sales-content';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
// The demo academy's content of these pages, exactly as the seed stores it (test-only import across the apps).
import { salesLandingContent } from '../../../../../server/src/db/seed/landing-sales-content';
import { aCourse } from '../../../test-support/fixtures';
import { landingHandlers } from '../../../test-support/handlers';
import { renderApp } from '../../../test-support/render';
import { api, refuse, reply, server } from '../../../test-support/server';
import NewSalesPage from './new-sales-page';
import SalesPage from './sales-page';

const INTERIOR_COURSE = 7;
const STYLE_COURSE = 8;

const PAGES = [
  {
    key: 'interior-sales',
    path: '/dizajniraj-svoj-prostor',
    title: 'Dizajniraj svoj prostor',
    total: '185 EUR',
  },
  { key: 'style-sales-m', path: '/kurs-stila-milica-m', title: 'Izgradi svoj stil', total: '145 EUR' },
  { key: 'style-sales-w', path: '/kurs-stila-milica-w', title: 'Izgradi svoj stil', total: '145 EUR' },
] as const;

const SALES_SECTIONS = [
  'trailer-section',
  'presale-section',
  'features-section',
  'testimonials-section',
  'for-you-section',
  'modules-section',
  'instructor-section',
  'how-it-works-section',
  'learn-section',
  'what-do-you-get-section',
  'not-for-everyone-section',
  'guarantee-section',
  'faq-section',
];

/** The API of the demo academy for a sales page: its content, its course (or a refusal), places and settings. */
function salesApi(key: LandingPageKey, course: 'found' | 'missing' = 'found') {
  const courseId = key === 'interior-sales' ? INTERIOR_COURSE : STYLE_COURSE;
  const title = key === 'interior-sales' ? 'Dizajniraj svoj prostor' : 'Izgradi svoj stil';
  server.use(
    ...landingHandlers(key, {
      path: PAGES.find((page) => page.key === key)?.path ?? '/milica-new',
      course_id: courseId,
      content: (locale) => salesLandingContent[key]![locale],
    }),
    http.get(api(`/landings/${key}/presale`), () =>
      reply(presaleResponseSchema, { limit: 30, taken: 4, remaining: 26 }),
    ),
    http.get(api(`/courses/${courseId}`), () =>
      course === 'found'
        ? reply(
            courseSchema,
            aCourse({ id: courseId, title, price_para: 980_000, original_price_para: 1_225_000 }),
          )
        : refuse(404, { message: 'Kurs nije pronađen.' }),
    ),
    http.get(api(`/courses/${courseId}/trailer`), () =>
      reply(trailerResponseSchema, {
        url: `/api/media/courses/${courseId}/1.mp4?sig=x`,
        video_id: courseId * 100 + 1,
        thumbnail_url: '/api/media/thumbs/1.jpg?sig=x',
        thumbnail_srcset: null,
      }),
    ),
    // The trailer's poster and source (the player asks for them only in a browser).
    http.get(/\/api\/media\//, () => new HttpResponse(null, { status: 204 })),
  );
}

async function openSales(page: (typeof PAGES)[number], course: 'found' | 'missing' = 'found') {
  salesApi(page.key, course);
  const view = await renderApp(<SalesPage pageKey={page.key} />, { path: page.path });
  const root = await screen.findByTestId('sales-page');
  await waitFor(() => expect(root.dataset.courseState).toBe(course === 'found' ? 'loaded' : 'failed'));
  // The sections under the hero are revealed in steps (lib/use-staged-reveal.ts).
  await waitFor(() => expect(document.getElementById('faq-section')).not.toBeNull());
  return { ...view, root };
}

const expanded = (buttons: HTMLElement[]) => buttons.map((button) => button.getAttribute('aria-expanded'));
const triggers = (testId: string) =>
  Array.from(screen.getByTestId(testId).querySelectorAll<HTMLElement>('button[aria-expanded]'));

describe.each(PAGES)('$path', (page) => {
  it('renders every section with the course price, the pre-sale box and the offer figures', async () => {
    await openSales(page);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeTruthy();
    for (const id of SALES_SECTIONS) expect(document.querySelectorAll(`#${id}`), id).toHaveLength(1);
    const offer = document.getElementById('what-do-you-get-section')!;
    expect(offer.textContent).toContain('12 meseci pristupa');
    expect(offer.textContent).toContain('12.250,00 RSD');
    expect(offer.textContent).toContain('ili 84 EUR umesto 105 EUR');
    expect(screen.getAllByTestId('sales-price')[0]!.textContent).toBe('9.800,00 RSD');
    expect(screen.getByTestId('offer-total').textContent).toBe(page.total);
    expect(await screen.findByTestId('presale-places')).toHaveProperty(
      'textContent',
      'Preostalo mesta: 26 od 30',
    );
    const mail = document.querySelectorAll<HTMLAnchorElement>('#guarantee-section a[href^="mailto:"]');
    expect(Array.from(mail, (a) => a.href)).toEqual(['mailto:podrska@atelje.rs']);
    // The trailer is the course's order-1 video, loaded lazily with a poster.
    const video = await waitFor(() => {
      const found = screen.getByTestId('sales-trailer').querySelector('video');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(video.getAttribute('preload')).toMatch(/^(none|metadata)$/);
    expect(video.getAttribute('poster')).toBe('/api/media/thumbs/1.jpg?sig=x');
    for (const button of screen.getAllByTestId('sales-buy')) expect(button).toHaveProperty('disabled', false);
  });

  it('accordions: modules and suggestions start with item 1 open, FAQ closed, one open at a time', async () => {
    const { user } = await openSales(page);
    for (const id of ['modules-accordion', 'not-for-everyone-accordion']) {
      expect(expanded(triggers(id)).slice(0, 2), id).toEqual(['true', 'false']);
    }
    const faq = triggers('faq-accordion');
    expect(faq.length).toBeGreaterThan(2);
    expect(expanded(faq).every((value) => value === 'false')).toBe(true);
    await user.click(faq[1]!);
    expect(expanded(triggers('faq-accordion')).slice(0, 3)).toEqual(['false', 'true', 'false']);
    await user.click(triggers('faq-accordion')[2]!);
    expect(expanded(triggers('faq-accordion')).slice(0, 3)).toEqual(['false', 'false', 'true']);
    await user.click(triggers('faq-accordion')[2]!);
    expect(expanded(triggers('faq-accordion')).every((value) => value === 'false')).toBe(true);
    await user.click(triggers('modules-accordion')[0]!);
    expect(triggers('modules-accordion')[0]!.getAttribute('aria-expanded')).toBe('false');
  });
});

it('a sales page whose course cannot be loaded keeps the error, shows no trailer and disables buying', async () => {
  const { root } = await openSales(PAGES[0], 'missing');
  expect(root.dataset.courseError).toBe('Failed to load course details');
  expect(screen.getByTestId('sales-trailer').textContent).toContain('Nema dostupnog trailera');
  expect(screen.getAllByTestId('sales-price')[0]!.textContent).toBe('…');
  const buttons = screen.getAllByTestId('sales-buy');
  expect(buttons.length).toBeGreaterThan(1);
  for (const button of buttons) expect(button).toHaveProperty('disabled', true);
});

it('an English visitor reads the page in English, with the same figures', async () => {
  salesApi('interior-sales');
  await renderApp(<SalesPage pageKey="interior-sales" />, {
    path: '/dizajniraj-svoj-prostor',
    language: 'en',
  });
  await waitFor(() => expect(document.getElementById('faq-section')).not.toBeNull());
  const offer = document.getElementById('what-do-you-get-section')!;
  expect(offer.textContent).toContain('12 months of access');
  expect(await screen.findByTestId('presale-places')).toHaveProperty('textContent', 'Places left: 26 of 30');
  expect(screen.getByTestId('offer-total').textContent).toBe('185 EUR');
});

describe('/{name}-new', () => {
  it('shows the 12 modules of the spec, item 1 open, one open at a time', async () => {
    salesApi('style-new');
    const { user } = await renderApp(<NewSalesPage />, { path: '/milica-new' });
    await waitFor(() => expect(screen.getByTestId('modules-accordion')).toBeTruthy());
    const modules = () => triggers('modules-accordion');
    expect(modules().map((button) => button.textContent)).toEqual([
      'Stil kao lični izraz',
      'Osnove garderobe',
      'Veličina i proporcije',
      'Boje',
      'Slojevito oblačenje',
      'Formalno i ležerno',
      'Sezonski stil',
      'Kombinovanje komada',
      'Stilske greške',
      'Aksesoari i detalji',
      'Evropski stilovi',
      'Sledeći korak',
    ]);
    expect(modules()[0]!.getAttribute('aria-expanded')).toBe('true');
    await user.click(modules()[5]!);
    expect(expanded(modules())[0]).toBe('false');
    expect(expanded(modules())[5]).toBe('true');
    expect(within(screen.getByTestId('modules-accordion')).getAllByRole('button')).toHaveLength(12);
  });
});
