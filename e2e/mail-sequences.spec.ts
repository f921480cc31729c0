// The access-expiry sequence (issue 21 item 1, ADR 077): a learner who agreed to reminders gets the e-mail a few
// weeks before the access ends; its one-click link to the paid extension asks a signed-out visitor to sign in, then
// lands in the cart with the extension, which the learner pays by card: the access moves by six months. The link
// works once.
import { expect, test } from '@playwright/test';
import {
  admin,
  apiLogin,
  apiUserCourses,
  expectAccessible,
  paidCourse,
  readMail,
  uniqueEmail,
} from './support';

test.use({ locale: 'sr-RS' });

const PASSWORD = 'Produzenje#Beograd2026';
const DAY = 86_400_000;

function monthsBetween(from: string, to: string): number {
  const a = new Date(from);
  const b = new Date(to);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
}

test("follows an expiry reminder's link from the outbox to a paid six-month extension", {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const email = uniqueEmail('isticanje');
  const course = await paidCourse(request, 3);
  const boss = await apiLogin(request, admin.email, admin.password);
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${boss}` },
    data: { name: 'Nevena Produženje', email, role: 'user', password: PASSWORD, courses: [course.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = await apiLogin(request, email, PASSWORD);
  const auth = { authorization: `Bearer ${token}` };
  const agreed = await request.put('/api/me/mail-preferences', {
    headers: auth,
    data: { categories: { reminders: true, courses: false, news: false } },
  });
  expect(agreed.status(), await agreed.text()).toBe(200);

  // The scan runs as of 20 days before the access ends (the shared test clock stays where it is).
  const before = (await apiUserCourses(request, token)).find((item) => item.id === course.id);
  const expiry = new Date(before!.course_expiry_date!).getTime();
  const daysAhead = Math.floor((expiry - Date.now()) / DAY) - 20;
  const run = await request.post('/api/test/mail/sequences/run', { data: { days_ahead: daysAhead } });
  expect(run.status(), await run.text()).toBe(200);

  const mail = await readMail(request, email, 'access-expiry-reminder');
  expect(mail.subject).toBe(`Pristup kursu „${course.title}“ ističe ${mail.subject.split('ističe ')[1]}`);
  expect(mail.text).toContain('Iskoristite besplatno produženje');
  const html = mail.html.replaceAll('&amp;', '&');
  const paidAt = html.indexOf('Dodajte produženje u korpu');
  const links = [...html.slice(0, paidAt).matchAll(/href="(http:\/\/[^"]+\/mail-link\?token=[^"]+)"/g)];
  const paidLink = new URL(links.at(-1)![1]!);

  // Signed out: the page asks to sign in, and comes back to the link afterwards.
  await page.goto(paidLink.pathname + paidLink.search);
  const linkPage = page.getByTestId('mail-link');
  await expect(linkPage.getByRole('heading', { level: 1 })).toHaveText('Link iz e-maila');
  await expect(page.getByTestId('mail-link-sign-in')).toHaveText(
    `Prijavite se da biste dodali produženje kursa „${course.title}“ u korpu.`,
  );
  await expectAccessible(page);
  await linkPage.getByRole('link', { name: 'Prijavite se' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Lozinka', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).last().click();

  await expect(page).toHaveURL(/\/korpa$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`Produženje: ${course.title}`);
  await expect(line).toContainText('6 meseci');

  await page.getByRole('checkbox', { name: /Prihvatam uslove korišćenja/ }).check();
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
  await expect(page.getByTestId('summary-access')).toContainText('Novi rok pristupa:');
  await page.getByTestId('checkout-phone').fill('+381 64 555 0177');
  await page.getByRole('radio', { name: /Platna kartica/ }).check();
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/sim\/upc\//);
  await page.getByRole('button', { name: /Approve payment/ }).click();
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });

  const after = (await apiUserCourses(request, token)).find((item) => item.id === course.id);
  expect(monthsBetween(before!.course_expiry_date!, after!.course_expiry_date!)).toBe(6);

  // The link worked once: opened again, it says so and points to the profile.
  await page.goto(paidLink.pathname + paidLink.search);
  await expect(linkPage.getByRole('alert').or(linkPage.getByRole('status')).first()).toContainText(
    'Link je već iskorišćen.',
  );
  await expect(linkPage.getByRole('link', { name: 'Moj profil' })).toBeVisible();
});

// The pending bank slip's settings (ADR 083) at 375 and 1440 px: a reminder not before the cancellation is refused
// with the server's sentence, the defaults save, and a test e-mail goes to the administrator's own address.
test('the administrator sets the pending bank slip reminder and cancellation days', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, admin.email, admin.password);
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/dashboard?section=sekvence');
  const slip = page.getByRole('group', { name: 'Uplatnica na čekanju' });
  await expect(slip).toContainText('Oba e-maila su transakciona.');
  const reminder = page.getByTestId('sequence-slip-reminder-days');
  const cancel = page.getByTestId('sequence-slip-cancel-days');
  await reminder.fill('12');
  await cancel.fill('10');
  await page.getByTestId('sequences-save').click();
  await expect(page.getByText('Podsetnik mora stići pre otkazivanja.').first()).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath(`slip-settings-refused-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });
  await reminder.fill('3');
  await page.getByTestId('sequences-save').click();
  await expect(page.getByText('Podešavanja sekvenci su sačuvana. Važe od sledećeg pregleda.')).toBeVisible();
  await page.getByTestId('sequence-test-pending-slip').click();
  await expect(page.getByText(`Probni e-mail je poslat na ${admin.email}`, { exact: false })).toBeVisible();
  const mail = await readMail(request, admin.email, 'bank-slip-reminder');
  expect(mail.subject).toMatch(/^Podsetnik: uplata za porudžbinu \d{4}-000000$/);
  await expect(page.getByTestId('sequence-stats')).toContainText('Uplatnica na čekanju');
  await expectAccessible(page);

  await page.goto('/dashboard?section=sekvence&lng=en');
  await expect(page.getByRole('group', { name: 'Pending bank slip' })).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath(`slip-settings-en-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });
});
