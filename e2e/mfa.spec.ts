// Two-factor sign-in and the audit log (ADR 027): a new administrator turns on two-factor sign-in on the profile
// (the journey computes the codes from the secret shown, as an authenticator app would), signs out, signs in with
// the password and a code, makes a change and finds it in the dashboard's audit log. Screenshots of the new
// screens go to the test's output folder (kept for a look when a run fails).
import { expect, type Page, test } from '@playwright/test';
import { issuerURL } from './playwright.config';
import { admin, apiLogin, openMenuIfCollapsed, uniqueEmail } from './support';
import { totpCode } from './totp';

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`mfa-${name}-${page.viewportSize()?.width}.png`),
    fullPage: false,
  });

const PASSWORD = 'Dvofaktor#Admin2026';

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).last().click();
}

test.describe('two-factor sign-in', () => {
  test.use({ locale: 'sr-RS' });

  test('an administrator turns it on, signs in with a code and finds the change in the audit log', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    // Two sign-ins, an enrolment, the dashboard and a Google round trip: longer than one journey step.
    test.slow();
    // A new administrator, so the demo administrator of the other journeys keeps signing in with a password.
    const email = uniqueEmail('dvofaktor');
    const boss = await apiLogin(request, admin.email, admin.password);
    const created = await request.post('/api/admin/users', {
      headers: { authorization: `Bearer ${boss}` },
      data: { name: 'Dvofaktorski Admin', email, role: 'admin', password: PASSWORD },
    });
    expect(created.status(), await created.text()).toBe(201);

    await signInWithPassword(page, email);
    await expect(page).toHaveURL(/\/my-profile$/);
    await page.getByRole('button', { name: 'Dvofaktorska prijava' }).click();
    const modal = page.getByTestId('two-factor-modal');
    await modal.getByRole('button', { name: 'Uključi dvofaktorsku prijavu' }).click();
    await expect(modal.getByRole('img', { name: 'QR kôd za aplikaciju za autentifikaciju' })).toBeVisible();
    const secret = ((await modal.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(page, 'setup');

    // A wrong code is refused and changes nothing.
    const wrong = totpCode(secret, Date.now() - 10 * 60_000);
    await modal.getByLabel('Kôd iz aplikacije').fill(wrong);
    await modal.getByRole('button', { name: 'Potvrdi i uključi' }).click();
    await expect(modal.getByText('Kôd nije ispravan ili je već iskorišćen.')).toBeVisible();

    const enrolledAt = Date.now();
    await modal.getByLabel('Kôd iz aplikacije').fill(totpCode(secret, enrolledAt));
    await modal.getByRole('button', { name: 'Potvrdi i uključi' }).click();
    const codes = modal.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const recovery = (await codes.nth(4).textContent()) ?? '';
    await shot(page, 'recovery-codes');
    await modal.getByRole('button', { name: 'Sačuvao/la sam kodove' }).click();
    await expect(modal.getByText('Preostalo je 10 kodova za oporavak.', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');

    const nav = await openMenuIfCollapsed(page);
    await nav.getByRole('button', { name: 'Odjavi se' }).click();
    await expect(page).toHaveURL(/\/$/);

    // The password alone no longer signs in: the code step follows.
    await signInWithPassword(page, email);
    const step = page.getByTestId('totp-step');
    await expect(step).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot(page, 'login-code');
    // The next step's code: the enrolment used the current one, and a code signs in once.
    await step.getByLabel('Kôd za prijavu').fill(totpCode(secret, enrolledAt + 30_000));
    await step.getByRole('button', { name: 'Potvrdi' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByTestId('profile-email')).toHaveText(email);

    // A change of its own, then the audit log shows it with the administrator's e-mail.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const code = `DNEVNIK-${Date.now().toString(36).toUpperCase()}`;
    const voucher = await request.post('/api/admin/vouchers', {
      headers: { authorization: `Bearer ${token}` },
      data: { code, kind: 'percent', value: 12 },
    });
    expect(voucher.status(), await voucher.text()).toBe(201);

    await page.goto('/dashboard?section=dnevnik');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administracija - Dnevnik izmena');
    await page.getByLabel('Administrator (email ili ID)').fill(email);
    await page.getByRole('button', { name: 'Primeni' }).click();
    const table = page.getByTestId('audit-table');
    // The filtered page replaced the unfiltered one: every row is this administrator's.
    await expect(table.getByRole('row').filter({ hasText: '@' }).filter({ hasNotText: email })).toHaveCount(
      0,
    );
    await expect(table.getByRole('row').filter({ hasText: `Kreiran vaučer ${code}` })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Dvofaktorska prijava uključena' })).toBeVisible();
    await shot(page, 'audit-log');

    await page.goto('/dashboard?section=bezbednost');
    await expect(page.getByText('Zahtevaj dvofaktorsku prijavu za sve administratore')).toBeVisible();
    await shot(page, 'security');

    await page.goto('/dashboard?section=dnevnik&lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard - Audit log');
    await shot(page, 'audit-log-en');

    // Google sign-in asks for the second factor too; a recovery code completes it.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/login?lng=sr');
    await page.getByRole('button', { name: 'Nastavi uz Google' }).click();
    await expect(page).toHaveURL(new RegExp(`^${issuerURL}/interaction/`));
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Name', { exact: true }).fill('Dvofaktorski Admin');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login-success/);
    const googleStep = page.getByTestId('totp-step');
    await googleStep.getByRole('button', { name: 'Nemate telefon? Koristite kôd za oporavak' }).click();
    await googleStep.getByLabel('Kôd za oporavak').fill(recovery);
    await shot(page, 'google-code');
    await googleStep.getByRole('button', { name: 'Potvrdi' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByTestId('profile-email')).toHaveText(email);
  });
});
