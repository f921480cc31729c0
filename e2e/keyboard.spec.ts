// Keyboard-only journeys (issue 19, item 4): the skip link, the bars' focus order, the cart, the checkout and the
// lesson player, with Tab, Shift+Tab, Enter, Space and Escape only. Every stop of the focus must be painted (a focus
// ring: an outline or the box-shadow of `:focus-visible`), on the screen and in the order the eye reads the bar.
import { expect, type Page, test } from '@playwright/test';
import { apiLearner, buyer, courseVideos, paidCourse, signInBrowser, untilLive } from './support';

test.use({ locale: 'sr-RS' });

interface Focus {
  tag: string;
  /** The `type` of an input. */
  type: string | null;
  label: string;
  testid: string | null;
  region: 'skip' | 'sidebar' | 'topbar' | 'main' | 'footer' | 'dialog' | 'other';
  x: number;
  y: number;
  width: number;
  height: number;
  ring: boolean;
  onScreen: boolean;
}

/** Where the focus is and whether a person can see it. */
async function focusNow(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const region = element.classList.contains('skip-link')
      ? 'skip'
      : element.closest('dialog, [role="dialog"]')
        ? 'dialog'
        : element.closest('main')
          ? 'main'
          : element.closest('aside')
            ? 'sidebar'
            : element.closest('header')
              ? 'topbar'
              : element.closest('footer')
                ? 'footer'
                : 'other';
    // The name a person hears: the label, or the text that is not hidden from assistive technology.
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('[aria-hidden="true"]')) text += node.textContent;
    return {
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute('type'),
      label: (
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        text
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60),
      testid: element.dataset.testid ?? null,
      region,
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      // Inside a <video>'s own controls the focus is on the browser's buttons, which paint their own ring.
      ring:
        outline ||
        style.boxShadow !== 'none' ||
        (element instanceof HTMLVideoElement && element.controls && !element.matches(':focus')),
      onScreen: box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
    } as const;
  });
}

/** Presses Tab (or Shift+Tab) once and checks that the new stop of the focus is painted and on the screen. */
async function step(page: Page, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<Focus> {
  await page.keyboard.press(key);
  const focus = await focusNow(page);
  expect(focus, `${key} left the focus nowhere`).not.toBeNull();
  const stop = focus as Focus;
  const name = `${stop.tag} "${stop.label}" (${stop.region})`;
  expect(stop.ring, `${name} has no visible focus`).toBe(true);
  expect(stop.onScreen && stop.width > 1 && stop.height > 1, `${name} is focused off the screen`).toBe(true);
  return stop;
}

/** Tabs until `reached` holds for the focus, at most `most` times; every stop on the way is checked by `step`. */
async function tabUntil(
  page: Page,
  reached: (focus: Focus) => boolean,
  { key = 'Tab', most = 80 }: { key?: 'Tab' | 'Shift+Tab'; most?: number } = {},
): Promise<Focus[]> {
  const stops: Focus[] = [];
  for (let i = 0; i < most; i += 1) {
    const stop = await step(page, key).catch((error: Error) => {
      throw new Error(`${error.message}\nafter: ${stops.map((s) => s.label).join(' | ')}`);
    });
    stops.push(stop);
    if (reached(stop)) return stops;
  }
  throw new Error(`not reached in ${most} presses of ${key}: ${stops.map((s) => s.label).join(' | ')}`);
}

const byTestId = (testid: string) => (focus: Focus) => focus.testid === testid;

/** Until the page's own code runs, and its requests have settled: a late render of the signed-in bar could
 * otherwise move the very first stop. */
async function untilSettled(page: Page) {
  await untilLive(page);
  await page.waitForLoadState('networkidle');
}

test('the first Tab shows the skip link, and Enter moves on to the page content', async ({ page }) => {
  await page.goto('/svi-kursevi');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const first = await step(page);
  expect(first.region).toBe('skip');
  expect(first.label).toBe('Preskoči na sadržaj');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  const next = await step(page);
  expect(next.region).toBe('main');
});

test('the desktop bars are reached in the order they are read, and Shift+Tab walks back', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/');
  await untilSettled(page);
  const stops = await tabUntil(page, (focus) => focus.region === 'main');
  const sidebar = stops.filter((stop) => stop.region === 'sidebar');
  const topbar = stops.filter((stop) => stop.region === 'topbar');
  expect(stops[0].region).toBe('skip');
  // The sidebar (brand, then the catalogue from top to bottom) comes before the top bar (left to right).
  expect(stops.findIndex((stop) => stop.region === 'topbar')).toBeGreaterThan(
    stops.findLastIndex((stop) => stop.region === 'sidebar'),
  );
  expect(sidebar[0].label).toBe('Atelje Onlajn akademija, početna strana');
  for (let i = 1; i < sidebar.length; i += 1) expect(sidebar[i].y).toBeGreaterThanOrEqual(sidebar[i - 1].y);
  expect(topbar.length).toBeGreaterThan(2);
  for (let i = 1; i < topbar.length; i += 1) expect(topbar[i].x).toBeGreaterThan(topbar[i - 1].x);
  expect(topbar.map((stop) => stop.testid)).toContain('cart-button');

  // Back from the content: the last stop of the top bar, then the one before it.
  const back = await step(page, 'Shift+Tab');
  expect(back).toMatchObject({ region: 'topbar', label: topbar[topbar.length - 1].label });
  const backAgain = await step(page, 'Shift+Tab');
  expect(backAgain.label).toBe(topbar[topbar.length - 2].label);
});

test('on a phone the menu opens from the keyboard, keeps the focus inside and gives it back on Escape', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/');
  await untilSettled(page);
  const menuButton = page.getByRole('button', { name: 'Otvori meni' });
  // The skip link, the brand, the cart (once it has something in it) and the menu button.
  const stops = await tabUntil(page, (focus) => focus.label === 'Otvori meni', { most: 10 });
  expect(stops[0].region).toBe('skip');
  expect(stops.slice(1).every((stop) => stop.region === 'topbar')).toBe(true);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  // Around the whole drawer and more: the focus never leaves it.
  const inside = await drawer.evaluate((element) => element.querySelectorAll('a[href], button').length);
  for (let i = 0; i < inside + 2; i += 1) expect((await step(page)).region).toBe('dialog');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('a keyboard user adds a course to the cart, opens the cart and reaches the payment', async ({
  page,
  request,
}) => {
  const course = await paidCourse(request, 2);
  const learner = await apiLearner(request, 'tastatura');
  await signInBrowser(page, learner.token);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await untilSettled(page);

  await tabUntil(page, byTestId('add-to-cart'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count').locator('visible=true')).toHaveText('1');

  // Back to the cart button in the bar; Enter opens the panel with the focus in it, Escape gives it back.
  const cartButton = page.getByTestId('cart-button').locator('visible=true');
  await page.keyboard.press('Escape');
  await tabUntil(page, byTestId('cart-button'), { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('cart-dropdown').locator('visible=true');
  await expect(panel).toContainText(course.title);
  await expect(async () =>
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true),
  ).toPass();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cartButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await tabUntil(page, (focus) => focus.label === 'Korpa', { most: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/korpa$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // The terms with Space, on with Enter.
  const terms = page.getByRole('checkbox', { name: /Prihvatam uslove korišćenja/ });
  await tabUntil(page, (focus) => focus.tag === 'input' && focus.region === 'main');
  await expect(terms).toBeFocused();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabUntil(page, (focus) => focus.label === 'Nastavi na plaćanje', { most: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('summary-line')).toContainText(course.title);

  // The checkout: the phone typed, the card chosen with Space, the order placed with Enter.
  await tabUntil(page, byTestId('checkout-phone'));
  await page.keyboard.type('+381 64 555 0190');
  // Into the payment methods: none is chosen yet, so Tab stops on the first one, the card, and Space chooses it.
  await tabUntil(page, (focus) => focus.type === 'radio', { most: 10 });
  const card = page.getByRole('radio', { name: /Platna kartica/ });
  await expect(card).toBeFocused();
  await page.keyboard.press('Space');
  await expect(card).toBeChecked();
  await tabUntil(page, byTestId('checkout-submit'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sim\/upc\//);
});

test('a keyboard user plays, seeks and pauses a lesson and moves on to the next one', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const course = await paidCourse(request, 3);
  const learner = await buyer(request, 'tastatura.plejer', [course.id]);
  const videos = await courseVideos(request, course.id);
  await signInBrowser(page, learner.token);
  await page.goto(`/courses/${course.id}/videos?v=${videos[0].id}`);
  const video = page.getByTestId('lesson-video');
  await expect(video).toBeVisible();

  await tabUntil(page, byTestId('lesson-video'));
  const paused = () => video.evaluate((element) => (element as HTMLVideoElement).paused);
  await expect(async () => {
    if (await paused()) await page.keyboard.press('k');
    expect(await paused()).toBe(false);
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('k');
  await expect.poll(paused).toBe(true);
  const before = await video.evaluate((element) => (element as HTMLVideoElement).currentTime);
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime))
    .toBeGreaterThan(before);

  await tabUntil(page, byTestId('next-lesson'), { most: 20 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/videos\\?v=${videos[1].id}$`));
});
