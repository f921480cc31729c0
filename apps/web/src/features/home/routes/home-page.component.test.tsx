// The home page's sections under the hero come only once the visitor sees where they go or scrolls (ADR 067): a
// phone whose first screen the hero fills downloads none of their code during the page's load.
import { courseListSchema } from '@atelje/shared/catalog/schemas';
import { homeContentResponseSchema } from '@atelje/shared/content/schemas';
import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { renderApp } from '../../../test-support/render';
import { api, reply, requestLanguage, server } from '../../../test-support/server';
import HomePage from './home-page';

const waiting = () => document.querySelectorAll('[data-near-screen="waiting"]');
const sectionBoxes = () => document.querySelectorAll('[data-near-screen]');

/** The sections' chunk in (had it been asked for, it renders now), and a moment for React to show it. */
const settle = () =>
  act(async () => {
    await import('../components/home-below-fold');
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

/** An IntersectionObserver the test drives: `show()` reports every observed element on screen. */
class DrivenObserver {
  static instances: DrivenObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    DrivenObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  show() {
    this.callback(
      this.targets.map(
        (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
      ),
      this as unknown as IntersectionObserver,
    );
  }
}

const realObserver = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = realObserver;
  DrivenObserver.instances = [];
});

/** GET /home-content: nothing published (the page's own texts), or the given hero title in each language. */
const homeContent = (titles?: { sr: string; en: string }) =>
  http.get(api('/home-content'), ({ request }) => {
    if (!titles) return reply(homeContentResponseSchema, { content: null });
    const title = titles[requestLanguage(request)];
    return reply(homeContentResponseSchema, { content: { hero: { title_start: title } } });
  });

async function homeWithoutTrailer() {
  // No popular course with lessons: the hero has no picture to wait for, so only the visitor's sign is missing.
  server.use(
    http.get(api('/courses/popular'), () => reply(courseListSchema, [])),
    homeContent(),
  );
  await renderApp(<HomePage />);
  await screen.findByRole('heading', { level: 1 });
  await settle();
}

describe('the sections under the hero', () => {
  test('are not asked for while the visitor neither scrolls nor sees where they go', async () => {
    globalThis.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
    await homeWithoutTrailer();
    // Only the placeholder that holds their room.
    expect(sectionBoxes()).toHaveLength(1);
    expect(waiting()).toHaveLength(1);
  });

  test('come once the page is scrolled', async () => {
    globalThis.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
    await homeWithoutTrailer();
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await settle();
    // Their chunk has arrived: a box per section, each waiting to come near the screen.
    expect(sectionBoxes().length).toBeGreaterThan(5);
  });

  test('come at once where the window shows the place under the hero', async () => {
    globalThis.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
    await homeWithoutTrailer();
    expect(sectionBoxes()).toHaveLength(1);
    const placeholder = waiting()[0];
    const observer = DrivenObserver.instances.find((instance) => instance.targets.includes(placeholder!));
    expect(observer).toBeDefined();
    await act(async () => observer!.show());
    await settle();
    expect(sectionBoxes().length).toBeGreaterThan(5);
  });
});

describe('the home texts (ADR 076)', () => {
  test("say the locale file's texts while nothing is published", async () => {
    await homeWithoutTrailer();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Naučite zanat od ljudi koji ga žive.',
    );
  });

  test('say what an administrator published, in the page language', async () => {
    server.use(
      http.get(api('/courses/popular'), () => reply(courseListSchema, [])),
      homeContent({ sr: 'Uči zanat sa nama', en: 'Learn with us' }),
    );
    await renderApp(<HomePage />);
    const heading = await screen.findByRole('heading', { level: 1, name: /Uči zanat sa nama/ });
    // The parts not published keep the locale's text.
    expect(heading.querySelector('em')?.textContent).toBe('koji ga žive.');
  });
});
