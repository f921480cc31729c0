// The mini-course nurture (issue 21 item 1, ADR 084): a visitor signs up for the free interior mini course on the
// landing page; a day later the nurture e-mail offers the landing's paid course, and its button puts that course in
// the cart without signing in. The administrator turns the sequence off and changes its days in "Mail sequences",
// where the course-finished e-mail has its own row.
import { expect, test } from '@playwright/test';
import { admin, apiLogin, readMail, shot, signInBrowser, uniqueEmail } from './support';

test.use({ locale: 'sr-RS' });
// The second journey turns the nurture off for a moment: the first must not run meanwhile.
test.describe.configure({ mode: 'serial' });

test("follows the nurture e-mail's button to the landing's paid course in the cart", {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const email = uniqueEmail('nurture');
  const signup = await request.post('/api/register-free-course', {
    data: { first_name: 'Vesna', email, consent: true },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const run = await request.post('/api/test/mail/sequences/run', { data: { days_ahead: 1 } });
  expect(run.status(), await run.text()).toBe(200);

  const mail = await readMail(request, email, 'mini-course-nurture');
  expect(mail.subject).toMatch(/^Kako da izvučete najviše iz kursa/);
  expect(mail.text).toContain('Tri saveta za početak');
  const link = /https?:\/\/[^\s)\]]+\/mail-link\?token=[^\s)\]]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const settings = (await (await request.get('/api/settings/public')).json()) as {
    interior_landing_course_id: number;
  };

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page).toHaveURL(/\/korpa$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const cart = await page.evaluate(() => localStorage.getItem('cart') ?? '');
  expect(cart).toContain(`"id":${settings.interior_landing_course_id}`);
});

test('the administrator sees both sequences with their days and counts', async ({ page, request }) => {
  await signInBrowser(page, await apiLogin(request, admin.email, admin.password));
  await page.goto('/dashboard?section=sekvence');
  const form = page.getByTestId('sequences-form');
  await expect(form.getByRole('group', { name: 'Besplatni mini kurs' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'Završen kurs' })).toBeVisible();
  // The values themselves are the desktop journey's below (the phone's runs beside it and would race it).
  await expect(page.getByTestId('sequence-nurture-days')).toHaveValue(/\d/);
  await expect(page.getByTestId('sequence-stats').getByText('Besplatni mini kurs')).toBeVisible();
  await shot(page, 'sequences-sr');
  await page.getByTestId('sequence-nurture-days').scrollIntoViewIfNeeded();
  await shot(page, 'sequences-nurture-sr');
  await page.getByTestId('sequence-stats').scrollIntoViewIfNeeded();
  await shot(page, 'sequences-stats-sr');
});

test('the administrator turns the nurture off and changes its days, then back', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const token = await apiLogin(request, admin.email, admin.password);
  await signInBrowser(page, token);
  await page.goto('/dashboard?section=sekvence');
  const form = page.getByTestId('sequences-form');

  await page.getByTestId('sequence-nurture-enabled').uncheck();
  await page.getByTestId('sequence-nurture-days').fill('2, 5');
  await page.getByTestId('sequence-finished-days').fill('15');
  await page.getByTestId('sequences-save').click();
  await expect(form.getByText('Broj dana posle sertifikata mora biti ceo broj od 0 do 14.')).toBeVisible();
  await page.getByTestId('sequence-finished-days').fill('0');
  await page.getByTestId('sequences-save').click();
  await expect(page.getByText('Podešavanja sekvenci su sačuvana.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('sequence-nurture-enabled')).not.toBeChecked();
  await expect(page.getByTestId('sequence-nurture-days')).toHaveValue('2, 5');
  await expect(page.getByTestId('sequence-finished-days')).toHaveValue('0');

  // Back to the defaults for the other journeys.
  const back = await request.put('/api/admin/mail-sequences', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      access_expiry: { enabled: true, days_before: [30, 7, 1] },
      abandoned_cart: { enabled: true, idle_hours: 24 },
      mini_course_nurture: { enabled: true, days_after: [1, 3, 7] },
      course_finished: { enabled: true, days_after: 1 },
    },
  });
  expect(back.status()).toBe(200);

  await page.goto('/dashboard?section=sekvence&lng=en');
  await expect(
    page.getByTestId('sequences-form').getByRole('group', { name: 'Free mini course' }),
  ).toBeVisible();
  await page.getByTestId('sequence-finished-days').scrollIntoViewIfNeeded();
  await shot(page, 'sequences-en');
});
