// Helpers shared by the journeys: the admin's view of the mail outbox, accounts made through the API, the menu.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

export const admin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@atelje.rs',
  password: process.env.ADMIN_PASSWORD ?? 'Atelje!2026',
};
export const learner = {
  email: process.env.LEARNER_EMAIL ?? 'polaznik@atelje.rs',
  password: process.env.LEARNER_PASSWORD ?? 'Polaznik!2026',
};

let counter = 0;
export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${process.pid}.${++counter}@primer.rs`;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token;
}

export async function apiRegister(request: APIRequestContext, name: string, email: string, password: string) {
  const res = await request.post('/api/register', {
    data: { name, email, password, password_confirmation: password },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * The administrator's API token of this worker process: one sign-in per worker instead of one per mail read. A
 * journey that ends the administrator's sessions makes the next read sign in again (a 401 drops the token).
 */
let adminToken: string | undefined;

/** Reads the newest e-mail of a template to an address, as an administrator would in the outbox. */
export async function readMail(request: APIRequestContext, to: string, template: string) {
  for (let attempt = 0; attempt < 60; attempt++) {
    adminToken ??= await apiLogin(request, admin.email, admin.password);
    const res = await request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(to)}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (res.status() === 401) {
      adminToken = undefined;
      continue;
    }
    expect(res.status()).toBe(200);
    const mail = (await res.json()).data.find((m: { template: string }) => m.template === template);
    if (mail) return mail as { subject: string; html: string; text: string; headers: Record<string, string> };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${template} e-mail to ${to}`);
}

/**
 * Taps the course page's "add to cart" and waits until the cart holds the course: a tap made before the page is
 * live is done once it is (ADR 062), so leaving the page at once could leave before it.
 */
export async function addToCart(page: Page, expectedCount = 1) {
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count').filter({ visible: true }).first()).toHaveText(
    String(expectedCount),
  );
}

/**
 * Until the web app has taken the server's page over (ADR 062). Taps made before are kept and done then
 * (seo/early-events.ts), but keyboard focus moves only in the live page.
 */
export async function untilLive(page: Page) {
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 20_000 });
}

/** On a phone the navbar items live in the drawer: open it first. */
export async function openMenuIfCollapsed(page: Page) {
  await untilLive(page);
  const menu = page.getByRole('button', { name: /^(Otvori meni|Open menu)$/ });
  // Wait until the header has rendered one way or the other before asking which one it is.
  await expect(
    menu.or(page.getByRole('banner').getByRole('navigation')).filter({ visible: true }).first(),
  ).toBeVisible();
  if (await menu.isVisible()) {
    await menu.click();
    return page.getByRole('dialog', { name: /^(Meni|Menu)$/ });
  }
  return page.getByRole('banner');
}

// ------------------------------------------------------------------------------------------ purchases (issue 4)

/** A fresh learner made through the API, with a token for API calls. */
export async function apiLearner(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const password = 'Kupac#Beograd2026';
  const name = 'Milica Kupac';
  await apiRegister(request, name, email, password);
  const token = await apiLogin(request, email, password);
  return { name, email, password, token };
}

/**
 * Signs the browser in with an API token, the way the login form leaves it (`token` in localStorage). The token is
 * written on a page of the same origin that runs no app code (the health check), so that no session check of the
 * app is in flight when the next navigation cuts it off.
 */
export async function signInBrowser(page: Page, token: string) {
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/** The learner of `token` signed in in the browser, in `locale`, at /checkout with course `courseId` its one line. */
export async function checkoutOneCourse(page: Page, token: string, locale: 'sr' | 'en', courseId: number) {
  await signInBrowser(page, token);
  await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), locale);
  await page.goto(`/courses/${courseId}`);
  // Signed in, with a language kept only in this browser: the live page restores the session and switches the
  // language before the buyer acts (an early tap of a visitor is early-taps.spec.ts's).
  await untilLive(page);
  await addToCart(page);
  await page.goto('/checkout');
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
}

/** A published paid course of the demo catalogue (the n-th one, so journeys can pick different courses). */
export async function paidCourse(request: APIRequestContext, index = 0) {
  const res = await request.get('/api/courses');
  expect(res.status()).toBe(200);
  const courses = (await res.json()) as Array<{
    id: number;
    title: string;
    price_para: number;
    is_free: boolean;
    coming_soon: boolean;
  }>;
  const paid = courses.filter((course) => course.price_para > 0 && !course.is_free && !course.coming_soon);
  expect(paid.length).toBeGreaterThan(index);
  return paid[index];
}

/** A lesson of the public course API, as the journeys read it. */
export interface CourseVideo {
  id: number;
  title: string;
  is_intro: 0 | 1;
  order: number;
  main_video_id: number | null;
  intro_duration: number | null;
  duration_seconds: number;
}

export async function courseVideos(request: APIRequestContext, courseId: number): Promise<CourseVideo[]> {
  const res = await request.get(`/api/courses/${courseId}/videos`);
  expect(res.status()).toBe(200);
  return res.json();
}

/** A fresh learner who bought the courses with a bank slip that an administrator confirmed. */
export async function buyer(request: APIRequestContext, prefix: string, courseIds: number[]) {
  const person = await apiLearner(request, prefix);
  const paymentId = await apiSlipOrder(
    request,
    person,
    courseIds.map((id) => ({ type: 'course', id })),
  );
  await adminConfirmSlip(request, paymentId);
  return person;
}

/** Orders a bank slip through the API and returns its payment id. */
export async function apiSlipOrder(
  request: APIRequestContext,
  buyer: { name: string; email: string; token: string },
  items: Array<{ type: string; id: number }>,
) {
  const res = await request.post('/api/checkout', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: {
      items,
      payment_method: 'uplatnica',
      billing: { name: buyer.name, email: buyer.email, phone: '+381641234567' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).payment_id as string;
}

/** An administrator confirms that a bank-slip payment arrived (the admin screen comes with the dashboard). */
export async function adminConfirmSlip(request: APIRequestContext, paymentId: string) {
  const token = await apiLogin(request, admin.email, admin.password);
  const res = await request.post(`/api/admin/uplatnice/${encodeURIComponent(paymentId)}/confirm`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The learner's purchased courses as the API reports them. */
export async function apiUserCourses(request: APIRequestContext, token: string) {
  const res = await request.get('/api/courses/user-courses', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Array<{
    id: number;
    course_expiry_date: string | null;
    access_valid: boolean;
    source: 'purchase' | 'membership' | 'free' | 'admin';
  }>;
}

/**
 * Scrolls down most of a screen at a time, as a visitor would, until `target` is on the page: the home page renders
 * its sections under the first screen only when the visitor comes near them (home/components/near-screen.tsx), and
 * those sections come in a chunk of their own. No fixed number of steps: a count that a fast machine never used up
 * ran out on a loaded one before the chunk had arrived (the page was one screen long then).
 */
export async function scrollUntilRendered(page: Page, target: Locator) {
  await expect(async () => {
    if ((await target.count()) === 0) await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    expect(await target.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000, intervals: [150] });
  await scrollIntoView(target.first());
}

/**
 * Scrolls to the end of the page a screen at a time, so that every part rendered near the screen is there (the
 * page grows as they render, so the end is checked again after each step).
 */
export async function scrollToEnd(page: Page) {
  const waiting = page.locator('[data-near-screen="waiting"]');
  await expect(async () => {
    const atEnd = await page.evaluate(() => {
      const end = window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
      if (!end) window.scrollBy(0, window.innerHeight * 0.8);
      return end;
    });
    expect(atEnd).toBe(true);
    expect(await waiting.count()).toBe(0);
  }).toPass({ timeout: 60_000, intervals: [150] });
}

/**
 * Watches a lesson from its start to its end as an honest player would, without waiting (ADR 025): opens it (its
 * watch session), rewinds to 0, then moves the server's watch-time clock forward (POST /api/test/clock, on only with TEST_CLOCK) and reports the
 * position a 2x player would have reached, a minute of wall clock at a time.
 */
export async function watchLessonToEnd(
  request: APIRequestContext,
  token: string,
  courseId: number,
  videoId: number,
  durationSeconds: number,
) {
  const headers = { authorization: `Bearer ${token}` };
  const opened = await request.get(`/api/courses/${courseId}/videos/${videoId}/url`, { headers });
  expect(opened.status(), await opened.text()).toBe(200);
  // from the very start, wherever the lesson was left: the player reports 0 once it is rewound
  let position = 0;
  let saved: { completed: boolean } | undefined;
  const rewound = await request.put(`/api/courses/${courseId}/videos/${videoId}/progress`, {
    headers,
    data: { position_seconds: 0, duration_seconds: durationSeconds },
  });
  expect(rewound.status(), await rewound.text()).toBe(200);
  do {
    const step = Math.min(120, durationSeconds - position);
    const moved = await request.post('/api/test/clock', { data: { advance_seconds: step / 2 } });
    expect(moved.status(), await moved.text()).toBe(200);
    position += step;
    const res = await request.put(`/api/courses/${courseId}/videos/${videoId}/progress`, {
      headers,
      data: { position_seconds: position, duration_seconds: durationSeconds },
    });
    expect(res.status(), await res.text()).toBe(200);
    saved = await res.json();
  } while (position < durationSeconds);
  return saved!;
}

/** A screenshot of the viewport in the test's own output folder, named with the viewport's width. */
export async function shot(page: Page, name: string) {
  await page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width}.png`),
    fullPage: false,
  });
}

/**
 * Scrolls a part of the page into view, again if React replaced it meanwhile (an English page swaps in the
 * English answer once after its first render: a one-shot scroll then fails with "not attached to the DOM").
 */
export async function scrollIntoView(target: Locator) {
  await expect(async () => target.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 15_000 });
}

/** The serious and critical WCAG 2.2 AA violations axe finds on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag21a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}
