// The free-course sign-up journeys (issue 7): each sign-up page to its thank-you page, the access e-mail from
// the outbox, choosing a password from its link and finding the free course in My progress; calls to action
// scroll to the form; axe on each page. The forms' refusals (no consent, a refused address, the style page's
// toast) are component tests (signup-pages.component.test.tsx); the same e-mail twice making one account is an
// API test (free-signup.test.ts).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, readMail, uniqueEmail, untilLive } from './support';

test.use({ locale: 'sr-RS' });

const SLUG = 'milica';
const MINI = 'Mini kurs: Uredi dom za jedan vikend';
const MEN = 'Mini kurs: Muški stil u 3 koraka';
const WOMEN = 'Mini kurs: Ženski stil u 3 koraka';
const CONSENT_MESSAGE = 'Morate da se saglasiste sa uslovima pre registracije.';

const registration = (page: Page) => page.locator('#registration-section-id');

/** Follows the e-mailed set-password link, chooses a password, signs in and finds the course in My progress. */
async function finishAccess(page: Page, request: APIRequestContext, email: string, course: string) {
  const mail = await readMail(request, email, 'free-course-access');
  expect(mail.text).toContain(course);
  const href = mail.html.match(/href="([^"]*reset-password[^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(href, 'a set-password link').toBeTruthy();
  const link = new URL(href!);
  const password = 'Besplatno#Kurs2026';
  await page.goto(`${link.pathname}${link.search}&lng=en`);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password was successfully reset')).toBeVisible();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  if (!(await login.getByLabel('Email', { exact: true }).inputValue())) {
    await login.getByLabel('Email', { exact: true }).fill(email);
  }
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(course).first()).toBeVisible();
}

/** Fills the interior form (consent optional) and submits it. */
async function submitInterior(page: Page, name: string, email: string, consent = true) {
  const form = registration(page);
  await form.getByLabel('Ime', { exact: true }).fill(name);
  await form.getByLabel('E-adresa', { exact: true }).fill(email);
  if (consent) await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Prijavi me na besplatan kurs' }).click();
}

test('interior sign-up: the call to action scrolls to the form, then thank-you page, e-mail, password, My progress', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('enterijer');
  await page.goto('/landing-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Uredi dom za jedan vikend');
  await expect(page.getByRole('link', { name: 'politikom privatnosti' })).toHaveAttribute(
    'href',
    '/conditions',
  );

  // Before the page is live the link scrolls as any in-page link does; the live page also puts the focus in the
  // form's first field, which is what this checks.
  await untilLive(page);
  await page.getByRole('link', { name: 'Želim besplatan kurs' }).click();
  await expect(registration(page)).toBeInViewport();
  await expect(registration(page).getByLabel('Ime', { exact: true })).toBeFocused();

  // Hold the answer a moment so the sending state can be seen.
  await page.route('**/api/register-free-course', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await submitInterior(page, 'Vesna', email);
  await expect(registration(page).getByRole('button', { name: 'PRIJAVLJUJEM…' })).toBeDisabled();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hvala na prijavi!' })).toBeVisible();
  await expect(page.getByText(MINI).first()).toBeVisible();
  const trailer = page.getByTestId('thank-you-trailer').locator('video');
  await expect(trailer).toHaveJSProperty('muted', true);
  await expect(trailer).toHaveAttribute('controls', '');
  await expect(page.getByRole('link', { name: 'POČNI SADA' })).toHaveAttribute('href', '/landing-page');
  await expect(page.getByRole('link', { name: /Dizajniraj svoj prostor/ })).toHaveAttribute(
    'href',
    '/dizajniraj-svoj-prostor',
  );

  await finishAccess(page, request, email, MINI);
});

for (const [gender, label, thankYou, course] of [
  ['musko', 'Muški', `/besplatni-kurs-${SLUG}-m`, MEN],
  ['zensko', 'Ženski', `/besplatni-kurs-${SLUG}-w`, WOMEN],
] as const) {
  // The phone signs up once on this page (its layout is the same for both); the desktop does both genders.
  test(`main style sign-up with gender ${gender} goes to ${thankYou} and grants its course`, {
    tag: gender === 'zensko' ? '@desktop-only' : [],
  }, async ({ page, request }) => {
    const email = uniqueEmail(`stil-${gender}`);
    await page.goto(`/landing-main-page-${SLUG}`);
    await expect(page.getByRole('heading', { name: 'Gde želiš da ti pošaljemo kurs?' })).toBeVisible();

    // The live page's scroll to the form (before it is live the link jumps as any in-page link does).
    await untilLive(page);
    await page.getByRole('link', { name: 'Pošalji mi kurs' }).click();
    await expect(registration(page)).toBeInViewport();

    const form = registration(page);
    const select = form.getByLabel('Pol', { exact: true });
    await expect(select.locator('option').first()).toHaveText('Izaberi pol');
    await form.getByLabel('Ime', { exact: true }).fill('Stefan');
    await form.getByLabel('E-adresa', { exact: true }).fill(email);
    await select.selectOption({ label });
    await form.getByRole('checkbox', { name: /Saglasan\/na sam/ }).check();
    await page.route('**/api/register-free-course2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Pošalji mi besplatan kurs' }).click();
    await expect(form.getByRole('button', { name: 'Slanje…' })).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`${thankYou}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Hvala na prijavi!' })).toBeVisible();
    await expect(page.getByText(course).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'POČNI SADA' })).toHaveAttribute(
      'href',
      `/landing-page-${SLUG}-${gender === 'musko' ? 'm' : 'w'}`,
    );

    await finishAccess(page, request, email, course);
  });
}

for (const [path, thankYou, course] of [
  [`/landing-page-${SLUG}-m`, `/besplatni-kurs-${SLUG}-m`, MEN],
  [`/prijava-besplatni-kurs-${SLUG}-w`, `/besplatni-kurs-${SLUG}-w`, WOMEN],
] as const) {
  // The men's page on both sizes; the women's page is the same component with the other gender.
  test(`${path} fixes the gender and leads to ${thankYou}`, {
    tag: path.endsWith('-w') ? '@desktop-only' : [],
  }, async ({ page, request }) => {
    const email = uniqueEmail('stil-fiksno');
    await page.goto(path);
    const form = registration(page);
    await expect(form.getByLabel('Pol', { exact: true })).toHaveCount(0);
    await form.getByLabel('Ime', { exact: true }).fill('Ivana');
    await form.getByLabel('E-adresa', { exact: true }).fill(email);

    // Without consent nothing is sent.
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/register-free-course2')) calls.push(req.url());
    });
    await form.getByRole('button', { name: 'Pošalji mi besplatan kurs' }).click();
    await expect(form.getByText(CONSENT_MESSAGE)).toBeVisible();
    expect(calls).toEqual([]);

    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Pošalji mi besplatan kurs' }).click();
    await expect(page).toHaveURL(new RegExp(`${thankYou}$`));
    await expect(page.getByText(course).first()).toBeVisible();
    // The access e-mail names the course (its link to a password and My progress: the journeys above).
    expect((await readMail(request, email, 'free-course-access')).text).toContain(course);
  });
}

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the final call to action scrolls smoothly to the registration section', async ({ page }) => {
    await page.goto('/landing-page');
    await expect(registration(page)).not.toBeInViewport();
    await page.getByRole('link', { name: 'Prijavi se među prvih 30' }).click();
    await expect(registration(page)).toBeInViewport();
  });

  test('the thank-you trailer plays by itself, muted', async ({ page }) => {
    await page.goto('/thank-you');
    const trailer = page.getByTestId('thank-you-trailer').locator('video');
    await expect(trailer).toHaveJSProperty('muted', true);
    await expect(trailer).toHaveJSProperty('autoplay', true);
  });
});

const pages = [
  ['interior sign-up', '/landing-page'],
  ['main style sign-up', `/landing-main-page-${SLUG}`],
  ['men’s sign-up', `/landing-page-${SLUG}-m`],
  ['women’s sign-up', `/landing-page-${SLUG}-w`],
  ['interior thank-you', '/thank-you'],
  ['men’s thank-you', `/thank-you-${SLUG}-m`],
  ['women’s thank-you', `/thank-you-${SLUG}-w`],
] as const;

for (const [name, path] of pages) {
  test(`${name} page has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });
}
