// The e-mail texts editor (issue 21 item 3, ADR 085): an administrator changes the Serbian subject of the
// access-expiry reminder in the dashboard, sees a missing placeholder refused by name and the live preview follow
// the text, saves, sends a test e-mail to their own address and finds it in the outbox with the new subject; on a
// phone one language shows at a time, and the whole language goes back to its defaults. The new subject keeps the
// default's start ("Pristup kursu „…“ ističe …") so journeys reading reminders at the same time still recognise it.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { admin, apiLogin, signInBrowser, uniqueEmail } from './support';

test.use({ locale: 'sr-RS' });

const PASSWORD = 'Tekstovi#Beograd2026';
const DEFAULT_SUBJECT = 'Pristup kursu „{{course}}“ ističe {{date}}';

/** The newest access-expiry reminder to `to` whose subject ends with `ending`. */
async function reminderEnding(request: APIRequestContext, token: string, to: string, ending: string) {
  let found: { subject: string; html: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(to)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.status()).toBe(200);
        found = (await res.json()).data.find(
          (mail: { template: string; subject: string }) =>
            mail.template === 'access-expiry-reminder' && mail.subject.endsWith(ending),
        );
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * support.ts's WCAG 2.2 AA check of the dashboard, without the preview frames: their content is the e-mail (checked
 * as an e-mail, not as the page), and a sandboxed frame runs no script, so axe cannot be injected into it.
 */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag21a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .options({ iframes: false })
    .setLegacyMode()
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

const subjectField = (page: Page, lang: 'sr' | 'en') =>
  page.getByTestId(`mail-texts-${lang}`).getByRole('textbox', { name: /^Naslov \(subject\)/ });

test('an administrator edits the expiry reminder subject in Serbian and test-sends it, at 1440 and 375 px', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  test.setTimeout(180_000);
  // An administrator of this journey, who agreed to reminders: the test e-mail goes through the consent check.
  const email = uniqueEmail('tekstovi');
  const boss = await apiLogin(request, admin.email, admin.password);
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${boss}` },
    data: { name: 'Vesna Tekstić', email, role: 'admin', password: PASSWORD, courses: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = await apiLogin(request, email, PASSWORD);
  const agreed = await request.put('/api/me/mail-preferences', {
    headers: { authorization: `Bearer ${token}` },
    data: { categories: { reminders: true, courses: false, news: false } },
  });
  expect(agreed.status(), await agreed.text()).toBe(200);
  await signInBrowser(page, token);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard?section=mail-tekstovi');
  const section = page.getByTestId('mail-texts');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('E-mail tekstovi');
  // Sequences first.
  await expect(page.getByTestId('mail-texts-template')).toHaveValue('access-expiry-reminder');
  const sr = page.getByTestId('mail-texts-sr');
  const en = page.getByTestId('mail-texts-en');
  await expect(subjectField(page, 'sr')).toBeVisible();
  await expect(subjectField(page, 'en')).toBeVisible();
  // Side by side.
  const [srBox, enBox] = [await sr.boundingBox(), await en.boundingBox()];
  expect(enBox!.x).toBeGreaterThan(srBox!.x + srBox!.width - 1);
  expect(Math.abs(enBox!.y - srBox!.y)).toBeLessThan(2);
  // A fresh academy or an earlier run's reset: the default is in force (another run may have left it changed).
  const resetAll = sr.getByTestId('mail-texts-reset-sr');
  if (await resetAll.isVisible()) {
    await resetAll.click();
    await expect(resetAll).toBeHidden();
  }
  await expect(subjectField(page, 'sr')).toHaveValue(DEFAULT_SUBJECT);
  await page.screenshot({ path: '/tmp/shots-mailtexts/1440-top.png', fullPage: false });
  await expect(sr.getByTestId('mail-text-sr-accessExpiryReminder.subject')).toContainText(
    `Podrazumevano: ${DEFAULT_SUBJECT}`,
  );

  // A missing placeholder is named at once; nothing can be saved.
  await subjectField(page, 'sr').fill('Pristup ističe {{date}}');
  await expect(sr.getByText('Nedostaje oznaka {{course}}.')).toBeVisible();
  await expect(sr.getByText('Pregled čeka da ispravite označena polja.')).toBeVisible();

  const wide = ` · javite se na vreme ${Date.now()}`;
  await subjectField(page, 'sr').fill(`${DEFAULT_SUBJECT}${wide}`);
  await expect(page.getByTestId('mail-texts-preview-subject-sr')).toHaveText(
    /^Pristup kursu „.+“ ističe .+ · javite se/,
  );
  await expect(
    page
      .frameLocator('[data-testid="mail-texts-frame-sr"]')
      .getByRole('heading', { name: 'Vaš pristup kursu uskoro ističe' }),
  ).toBeVisible();
  await expect(sr.getByTestId('mail-texts-test-sr')).toBeDisabled();
  await sr.getByTestId('mail-texts-save-sr').click();
  await expect(page.getByText('Tekstovi su sačuvani. Važe za svaki e-mail poslat od sada.')).toBeVisible();
  await expect(sr.getByText(/^Verzija \d+, sačuvao\/la /)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/shots-mailtexts/1440-saved.png', fullPage: false });

  await sr.getByTestId('mail-texts-test-sr').click();
  await expect(page.getByText(`Probni e-mail je poslat na ${email}.`)).toBeVisible();
  const first = await reminderEnding(request, token, email, wide);
  expect(first.subject).toMatch(/^Pristup kursu „.+“ ističe /);
  expect(first.text).toContain('Vaš pristup kursu uskoro ističe');

  // A phone: one language at a time, with the switch.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(subjectField(page, 'sr')).toBeVisible();
  await expect(subjectField(page, 'en')).toBeHidden();
  await page.getByTestId('mail-texts-show-en').click();
  await expect(subjectField(page, 'en')).toBeVisible();
  await expect(subjectField(page, 'sr')).toBeHidden();
  await page.screenshot({ path: '/tmp/shots-mailtexts/375-english.png', fullPage: false });
  await page.getByTestId('mail-texts-show-sr').click();

  const phone = ` · poslednji dani ${Date.now()}`;
  await subjectField(page, 'sr').fill(`${DEFAULT_SUBJECT}${phone}`);
  await expect(page.getByTestId('mail-texts-preview-subject-sr')).toHaveText(/ · poslednji dani /);
  await sr.getByTestId('mail-texts-save-sr').click();
  await expect(sr.getByTestId('mail-texts-test-sr')).toBeEnabled();
  await sr.getByTestId('mail-texts-test-sr').click();
  const second = await reminderEnding(request, token, email, phone);
  expect(second.subject).toMatch(/^Pristup kursu „.+“ ističe /);
  await subjectField(page, 'sr').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots-mailtexts/375-saved.png', fullPage: false });
  await expectAccessible(page);

  // Back to the defaults.
  await sr.getByTestId('mail-texts-reset-sr').click();
  await expect(page.getByText('Tekstovi su vraćeni na podrazumevane.')).toBeVisible();
  await expect(subjectField(page, 'sr')).toHaveValue(DEFAULT_SUBJECT);
  await expect(sr.getByText('Svi tekstovi su podrazumevani (nikad menjani).')).toBeHidden();
});
