// Unsubscribing from a marketing e-mail (issue 21, ADR 074): a learner who agreed to marketing e-mail gets an
// access-expiry reminder; its footer link opens the preferences page without signing in; opening it changes
// nothing; one press leaves the reminders, a switch leaves the news, and the rest stays as it was.
import { expect, test } from '@playwright/test';
import { admin, apiLogin, expectAccessible, paidCourse, readMail, uniqueEmail } from './support';

test.use({ locale: 'sr-RS' });

const PASSWORD = 'Podsetnik#Beograd2026';

test('opens the unsubscribe link of a reminder and turns kinds of e-mail off', async ({ page, request }) => {
  const email = uniqueEmail('odjava');
  const course = await paidCourse(request, 1);
  const boss = await apiLogin(request, admin.email, admin.password);
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${boss}` },
    data: { name: 'Jelena Podsetnik', email, role: 'user', password: PASSWORD, courses: [course.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const auth = { authorization: `Bearer ${await apiLogin(request, email, PASSWORD)}` };
  // The learner agrees to every kind of marketing e-mail in the profile, then a reminder goes out.
  const agreed = await request.put('/api/me/mail-preferences', {
    headers: auth,
    data: { categories: { reminders: true, courses: true, news: true } },
  });
  expect(agreed.status(), await agreed.text()).toBe(200);
  const sent = await request.post('/api/test/mail/access-expiry-reminder', { headers: auth });
  expect(await sent.json()).toEqual({ queued: true });

  const mail = await readMail(request, email, 'access-expiry-reminder');
  expect(mail.subject).toContain(course.title);
  expect(mail.headers['List-Unsubscribe']).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/api\/mail\/unsubscribe\?token=/,
  );
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /href="(http:\/\/[^"]+\/email-preferences\?token=[^"]+)"/.exec(mail.html)?.[1];
  expect(link).toBeTruthy();

  const target = new URL(link!.replaceAll('&amp;', '&'));
  await page.goto(target.pathname + target.search);
  const preferences = page.getByTestId('email-preferences');
  await expect(preferences.getByRole('heading', { level: 1 })).toHaveText('Podešavanja e-mailova');
  await expect(page.getByTestId('mail-preferences-email')).toHaveText(`Podešavanja za ${email}.`);
  await expect(page.getByLabel('Podsetnici')).toBeChecked();
  await expectAccessible(page);
  // Opening the link changed nothing.
  const before = await (await request.get('/api/me/mail-preferences', { headers: auth })).json();
  expect(before.categories).toEqual({ reminders: true, courses: true, news: true });

  await page.getByRole('button', { name: 'Odjavite se sa „Podsetnici“' }).click();
  await expect(page.getByTestId('mail-preferences-status')).toHaveText(
    'Gotovo: više nećete dobijati e-mailove „Podsetnici“.',
  );
  await expect(page.getByLabel('Podsetnici')).not.toBeChecked();
  await page.getByLabel('Bilten i ponude').uncheck();
  await expect(page.getByTestId('mail-preferences-status')).toHaveText('Vaš izbor je sačuvan.');
  await expect(page.getByLabel('Kursevi za vas')).toBeChecked();

  const after = await (await request.get('/api/me/mail-preferences', { headers: auth })).json();
  expect(after).toMatchObject({
    subscribed: true,
    categories: { reminders: false, courses: true, news: false },
  });
  // No further reminder reaches the learner.
  const again = await request.post('/api/test/mail/access-expiry-reminder', { headers: auth });
  expect(await again.json()).toEqual({ queued: false });
});
