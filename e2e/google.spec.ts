// Google sign-in end to end against the local OpenID Connect issuer Playwright starts (e2e/oidc-issuer.ts): a
// registration from the register modal, a login from the standalone page, a cancelled sign-in, the hand-over page
// without a code or with a code from another browser (login CSRF), and the question before switching accounts.
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { authorizeThroughIssuer } from './oidc-issuer';
import { issuerURL } from './playwright.config';
import {
  apiLearner,
  apiRegister,
  openMenuIfCollapsed,
  paidCourse,
  signInBrowser,
  uniqueEmail,
} from './support';

test.use({ locale: 'sr-RS' });

/** Fills the issuer's sign-in page as the Google account holder would. */
async function signInAtIssuer(page: Page, email: string, name: string) {
  await expect(page).toHaveURL(new RegExp(`^${issuerURL}/interaction/`));
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signedInUser(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const res = await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).user as { email: string; name: string };
}

test('a visitor registers with Google from the register modal and lands on /welcome signed in', async ({
  page,
}) => {
  const email = uniqueEmail('google-registracija');
  await page.goto('/');
  const nav = await openMenuIfCollapsed(page);
  await nav.getByRole('button', { name: 'Registruj se' }).click();
  const dialog = page.getByRole('dialog', { name: 'Napravite nalog' });
  await dialog.getByRole('button', { name: 'Registracija uz Google' }).click();

  await signInAtIssuer(page, email, 'Mila Google');
  await expect(page).toHaveURL(/\/welcome$/);
  expect(await signedInUser(page)).toMatchObject({ email, name: 'Mila Google' });
  expect(await page.evaluate(() => sessionStorage.getItem('googleLoginSource'))).toBeNull();
  // No token ever was in the address bar, and the one-time code left it and the history.
  expect(page.url()).not.toMatch(/token=|code=/);
  const visited = await page.evaluate(() => performance.getEntriesByType('navigation').map((e) => e.name));
  expect(visited.join(' ')).not.toContain('token=');

  // The free mini course comes with the account, as with a registration by password.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const mine = await page.request.get('/api/courses/user-courses', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(mine.status()).toBe(200);
  expect(JSON.stringify(await mine.json())).toContain('"source":"free"');
});

test('an account holder signs in with Google on the standalone login page and lands on the profile', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('google-prijava');
  await apiRegister(request, 'Petar Lozinka', email, 'Kafa#Beograd2026');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Nastavi uz Google' }).click();

  await signInAtIssuer(page, email.toUpperCase(), 'Petar Google');
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  // The existing account (its name kept), now linked to the Google subject.
  expect(await signedInUser(page)).toMatchObject({ email, name: 'Petar Lozinka' });
  expect(await page.evaluate(() => sessionStorage.getItem('googleLoginSource'))).toBeNull();
});

test('a sign-in cancelled at the provider lands on /auth/error with the message', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Nastavi uz Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${issuerURL}/interaction/`));
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/auth\/error\?message=/);
  await expect(page.getByRole('heading', { name: 'Greška pri autentifikaciji' })).toBeVisible();
  await expect(page.getByText('Prijava preko Google naloga je otkazana.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('link', { name: 'Pokušaj ponovo' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the hand-over page without a code goes to /auth/error', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/login-success?type=login');
  await expect(page).toHaveURL(/\/auth\/error\?message=/);
  await expect(page.getByText('Kod za prijavu nije prosleđen')).toBeVisible();

  await page.goto('/login-success?lng=en');
  await expect(page).toHaveURL(/\/auth\/error\?message=No%20sign-in%20code%20provided$/);
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(page.getByText('No sign-in code provided')).toBeVisible();
});

/**
 * An attacker's own finished Google sign-in, from their own client (its own cookie jar): the /login-success link
 * our callback sends them to, which they then try to get a victim to open.
 */
async function attackersHandoverLink(baseURL: string, email: string): Promise<string> {
  const attacker = await playwrightRequest.newContext({ baseURL });
  try {
    const start = await attacker.get('/api/auth/google/redirect?flow=login');
    expect(start.status()).toBe(200);
    const back = await authorizeThroughIssuer((await start.json()).redirect_url, { email, name: 'Napadač' });
    const callback = await attacker.get(`/api/auth/google/callback${back.search}`, { maxRedirects: 0 });
    expect(callback.status()).toBe(303);
    return callback.headers().location ?? '';
  } finally {
    await attacker.dispose();
  }
}

test('a hand-over link from another browser is refused and the signed-in person stays signed in (login CSRF)', {
  tag: '@desktop-only',
}, async ({ page, request, baseURL }) => {
  // The attacker finishes a Google sign-in of their own and sends the /login-success link to the victim.
  const link = await attackersHandoverLink(baseURL!, uniqueEmail('google-napadac'));
  expect(link).toMatch(/^\/login-success\?code=[A-Za-z0-9_-]+$/);

  // The victim is signed in with a cart and opens the link.
  const victim = await apiLearner(request, 'google-zrtva');
  const course = await paidCourse(request);
  const put = await request.put('/api/cart', {
    headers: { authorization: `Bearer ${victim.token}` },
    data: { items: [{ type: 'course', id: course!.id }] },
  });
  expect(put.status()).toBe(200);
  await signInBrowser(page, victim.token);
  await page.goto(`${link}&lng=en`);

  await expect(page).toHaveURL(/\/auth\/error\?message=/);
  await expect(
    page.getByText('This sign-in link has expired, was already used or was opened in another browser.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(victim.token);
  expect((await signedInUser(page)).email).toBe(victim.email);
  const cart = await request.get('/api/cart', { headers: { authorization: `Bearer ${victim.token}` } });
  expect((await cart.json()).items).toHaveLength(1);
});

test(
  'a Google sign-in as someone else asks before switching: staying keeps the account, switching keeps the carts apart',
  { tag: '@desktop-only' },
  async ({ page, request }, testInfo) => {
    const current = await apiLearner(request, 'google-trenutni');
    const course = await paidCourse(request);
    await request.put('/api/cart', {
      headers: { authorization: `Bearer ${current.token}` },
      data: { items: [{ type: 'course', id: course!.id }] },
    });
    await signInBrowser(page, current.token);
    const other = uniqueEmail('google-drugi');

    // First time: the reader stays in the current account; the other account's new token is revoked.
    await page.goto('/');
    const start = async () => {
      // The issuer would remember the last person signed in there; a fresh sign-in form each time.
      await page.context().clearCookies();
      const redirect = await page.evaluate(async () => {
        sessionStorage.setItem('googleLoginSource', 'standalone');
        const res = await fetch('/api/auth/google/redirect?flow=login', { credentials: 'same-origin' });
        return ((await res.json()) as { redirect_url: string }).redirect_url;
      });
      await page.goto(redirect);
      await signInAtIssuer(page, other, 'Drugi Google');
    };
    await start();
    const dialog = page.getByRole('dialog', { name: 'Promeniti nalog?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      `prijavljeni kao ${current.email}, a Google vas je prijavio kao ${other}`,
    );
    expect(page.url()).not.toContain('code=');
    await page.screenshot({ path: testInfo.outputPath('switch-account.png') });
    await dialog.getByRole('button', { name: 'Zadrži trenutni nalog' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(current.token);
    expect((await signedInUser(page)).email).toBe(current.email);

    // Second time: the reader switches; the current account is signed out first and its cart is not merged.
    await start();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Promeni nalog' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    const switched = await page.evaluate(() => localStorage.getItem('token'));
    expect(switched).not.toBe(current.token);
    expect((await signedInUser(page)).email).toBe(other);
    const old = await request.get('/api/user', { headers: { authorization: `Bearer ${current.token}` } });
    expect(old.status()).toBe(401);
    const cart = await request.get('/api/cart', { headers: { authorization: `Bearer ${switched}` } });
    expect((await cart.json()).items).toHaveLength(0);
  },
);
