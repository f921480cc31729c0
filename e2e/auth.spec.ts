// Journeys of accounts: register, login, logout, forgotten password, and the return to a requested page.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiRegister, learner, openMenuIfCollapsed, readMail, uniqueEmail } from './support';

test.use({ locale: 'sr-RS' });

test('a visitor registers in the modal and is signed in', async ({ page }) => {
  const email = uniqueEmail('registracija');
  await page.goto('/');
  const nav = await openMenuIfCollapsed(page);
  await nav.getByRole('button', { name: 'Registruj se' }).click();
  const dialog = page.getByRole('dialog', { name: 'Napravite nalog' });
  await dialog.getByLabel('Ime', { exact: true }).fill('Jelena Marković');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Lozinka', { exact: true }).fill('Kafa#Beograd2026');
  await dialog.getByLabel('Potvrdi lozinku', { exact: true }).fill('Drugacija#2026');
  await dialog.getByRole('button', { name: 'Registruj se' }).click();
  await expect(dialog.getByText('Lozinke se ne poklapaju!')).toBeVisible();

  await dialog.getByLabel('Potvrdi lozinku', { exact: true }).fill('Kafa#Beograd2026');
  await dialog.getByRole('button', { name: 'Registruj se' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.goto('/my-profile');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
});

// The message under the field is a component test too (auth-forms.component.test.tsx); once, on the desktop.
test('registering an address that is taken shows the server message under the field', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const email = uniqueEmail('zauzet');
  await apiRegister(request, 'Prvi Korisnik', email, 'Kafa#Beograd2026');
  await page.goto('/register?lng=en');
  await page.getByLabel('Name', { exact: true }).fill('Drugi Korisnik');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kafa#Beograd2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Kafa#Beograd2026');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('The email has already been taken.').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the learner logs in on the login page, lands on the profile and logs out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(learner.email);
  await page.getByLabel('Lozinka', { exact: true }).fill('Pogresna#Lozinka1');
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).last().click();
  await expect(page.getByText('Neispravan email ili lozinka.')).toBeVisible();

  await page.getByLabel('Lozinka', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Prikaži lozinku' }).click();
  await expect(page.getByLabel('Lozinka', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).last().click();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(learner.email);

  const nav = await openMenuIfCollapsed(page);
  await nav.getByRole('button', { name: 'Odjavi se' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/login/);
});

test('a visitor asking for a protected page logs in and returns to it', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Molimo prijavite se da biste pristupili ovoj stranici')).toBeVisible();
  await expect(page.getByTestId('requested-path')).toContainText('/profile');
  await page.getByLabel('Email', { exact: true }).fill(learner.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).last().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(learner.email);
});

test('a forgotten password is reset with the link from the e-mail', async ({ page, request }) => {
  const email = uniqueEmail('zaboravio');
  await apiRegister(request, 'Marko Zaboravni', email, 'Stara#Lozinka2026');

  await page.goto('/login?lng=en');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgotten password' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(dialog.getByRole('status').or(dialog.getByRole('alert')).first()).toBeVisible();

  const mail = await readMail(request, email, 'password-reset');
  const href = mail.html.match(/href="([^"]*reset-password[^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(href).toBeTruthy();
  const link = new URL(href!);
  await page.goto(`${link.pathname}${link.search}`);
  // The token leaves the address bar and the history once read; a reload of the page still has the form.
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.reload();
  await page.getByLabel('New password', { exact: true }).fill('Nova#Lozinka2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Nova#Lozinka2026');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password was successfully reset')).toBeVisible();

  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByLabel('Password', { exact: true }).fill('Nova#Lozinka2026');
  if (!(await login.getByLabel('Email', { exact: true }).inputValue())) {
    await login.getByLabel('Email', { exact: true }).fill(email);
  }
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/my-profile$/);

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('Treca#Lozinka2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Treca#Lozinka2026');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Invalid or expired token.')).toBeVisible();
});

test('the error pages show only our own messages, never the text of their address', async ({ page }) => {
  const attack = 'Nalog je zaključan. Pozovite +381 11 555 0000 i recite lozinku.';
  await page.goto(`/auth/error?message=${encodeURIComponent(attack)}`);
  await expect(page.getByRole('heading', { name: 'Greška pri autentifikaciji' })).toBeVisible();
  await expect(page.getByText('Došlo je do greške tokom autentifikacije')).toBeVisible();
  await expect(page.getByText(attack)).toHaveCount(0);

  await page.goto(`/checkout/error?message=${encodeURIComponent(attack)}`);
  await expect(page.getByTestId('payment-error-message')).toHaveText(
    'Plaćanje nije uspešno. Pokušajte ponovo ili izaberite drugi način plaćanja.',
  );
  await expect(page.getByText(attack)).toHaveCount(0);

  // A message the server sends (a payment cancelled at the bank) is still shown.
  const cancelled = 'Plaćanje nije uspešno: plaćanje je otkazano.';
  await page.goto(`/checkout/error?message=${encodeURIComponent(cancelled)}`);
  await expect(page.getByTestId('payment-error-message')).toHaveText(cancelled);
});

/** Ticks the ALTCHA widget and waits until its proof of work is done. */
async function solveWidget(widget: Locator) {
  await expect
    .poll(
      async () => {
        const state = await widget.getAttribute('data-state');
        if (state === 'unverified') {
          // The widget's check mark lies over its checkbox.
          await widget
            .getByRole('checkbox')
            .click({ timeout: 2_000, force: true })
            .catch(() => undefined);
        }
        return state;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe('verified');
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width}.png`),
    fullPage: false,
  });

// A server flow (limits per account and address); once, on the desktop.
test('after wrong passwords from elsewhere, the owner signs in with the captcha instead of being locked out', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const email = uniqueEmail('napadnut');
  const password = 'Kafa#Beograd2026';
  await apiRegister(request, 'Napadnuta Korisnica', email, password);
  // Someone else guesses (the academy under test asks for the captcha after five wrong passwords).
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/login', { data: { email, password: `Pogresna#${i}x` } });
    expect(res.status()).toBe(401);
  }

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Lozinka', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).last().click();
  const step = page.getByTestId('login-captcha');
  await expect(step).toContainText('Radi bezbednosti, pre nastavka potvrdite da niste robot.');
  await expect(page.getByText('Potrebna je captcha provera.')).toBeVisible();
  await shot(page, 'login-captcha-sr');
  await solveWidget(page.getByTestId('login-captcha-widget'));
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).last().click();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
});
