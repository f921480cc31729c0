// Google sign-in end to end against the local OpenID Connect issuer Playwright starts (e2e/oidc-issuer.ts): a
// registration from the register modal, a login from the standalone page, a cancelled sign-in, and the token
// callback page without a token.
import { expect, type Page, test } from '@playwright/test';
import { issuerURL } from './playwright.config';
import { apiRegister, openMenuIfCollapsed, uniqueEmail } from './support';

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
  // The token left the address bar and the history: back does not return to /login-success.
  expect(page.url()).not.toContain('token=');

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

test('a sign-in cancelled at the provider lands on /auth/error with the message', async ({ page }) => {
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

test('the token callback page without a token goes to /auth/error', async ({ page }) => {
  await page.goto('/login-success?type=login');
  await expect(page).toHaveURL(/\/auth\/error\?message=/);
  await expect(page.getByText('Token nije prosleđen')).toBeVisible();

  await page.goto('/login-success?lng=en');
  await expect(page).toHaveURL(/\/auth\/error\?message=No%20token%20provided$/);
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(page.getByText('No token provided')).toBeVisible();
});

test('a refused token sends the callback page to /auth/error and forgets the token', async ({ page }) => {
  await page.goto('/login-success?token=not-a-token-we-issued-0123456789&type=login&lng=en');
  await expect(page).toHaveURL(/\/auth\/error\?message=/);
  await expect(page.getByText('Unauthenticated.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
