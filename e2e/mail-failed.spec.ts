// The dead-letter view of the dashboard mailbox (issue 15, ADR 029): the "failed" view lists e-mails whose every
// attempt failed, with "Resend" per row and "Resend all failed", in Serbian and English, at 375 px (phone
// project) and 1440 px (desktop project).
// The failed rows come from a routed answer (the journey's academy uses the outbox driver, which cannot fail);
// the resend calls go to the real API, which answers as it would for rows that are no longer failed (409) or
// none at all (0 resent). The API behaviour itself is proven in apps/server/src/jobs/mail-outage.test.ts.
import { expect, type Page, test } from '@playwright/test';
import { admin, apiLogin, signInBrowser } from './support';

const failedRow = {
  id: 987_654,
  to: 'kupac@primer.rs',
  template: 'order-confirmation',
  status: 'dead',
  attempts: 30,
  last_error: 'connect ECONNREFUSED 127.0.0.1:587',
  next_attempt_at: '2026-11-26T10:00:00.000Z',
  created_at: '2026-11-25T10:00:00.000Z',
  sent_at: null,
};

async function openFailed(page: Page, token: string, viewLabel: string, failedLabel: string) {
  await signInBrowser(page, token);
  await page.route('**/api/admin/mail-messages?status=dead*', (route) =>
    route.fulfill({
      json: {
        success: true,
        data: [failedRow],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
      },
    }),
  );
  await page.goto('/dashboard?section=posta');
  await page.getByLabel(viewLabel).selectOption({ label: failedLabel });
}

test.describe('in Serbian', () => {
  test.use({ locale: 'sr-RS' });
  test('failed e-mails in Serbian: resend one and all', async ({ page, request }, testInfo) => {
    const token = await apiLogin(request, admin.email, admin.password);
    await openFailed(page, token, 'Prikaz', 'Neuspelo');

    await expect(page.getByText('kupac@primer.rs')).toBeVisible();
    await expect(page.getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeVisible();
    const one = page.waitForRequest(
      (req) =>
        req.method() === 'POST' && req.url().endsWith(`/api/admin/mail-messages/${failedRow.id}/resend`),
    );
    await page.getByRole('button', { name: 'Ponovo pošalji e-mail za kupac@primer.rs' }).click();
    await one;
    // The real API: no such failed e-mail.
    await expect(page.getByText(/E-mail nije ponovo stavljen u red: Ta poruka ne postoji\./)).toBeVisible();

    const all = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith('/api/admin/mail-messages/resend-failed'),
    );
    await page.getByRole('button', { name: 'Ponovo pošalji sve neuspele' }).click();
    await all;
    await expect(page.getByText('0 e-mailova je ponovo u redu za slanje.')).toBeVisible();
    await page.screenshot({
      path: `test-results/mail-failed-sr-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('failed e-mails', async ({ page, request }, testInfo) => {
    const token = await apiLogin(request, admin.email, admin.password);
    await openFailed(page, token, 'Show', 'Failed');
    await expect(page.getByRole('button', { name: 'Resend the e-mail to kupac@primer.rs' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend all failed' })).toBeVisible();
    await page.screenshot({
      path: `test-results/mail-failed-en-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });
});
