// Issue 16 defects 3 and 6 in the browser (ADR 035): the checkout's unticked opt-in reaches the server only when
// ticked; the export screen says how many contacts were left out and why; the seller's details are edited in the
// dashboard, checked as the server checks them, and the contact page shows what was saved. Screenshots at phone
// and desktop size in both languages.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { admin, apiLearner, apiLogin, checkoutOneCourse, paidCourse, signInBrowser } from './support';

// Each journey signs in through the API, loads the dashboard or the checkout and waits for a background job.
test.describe.configure({ timeout: 120_000 });

const section = (id: string) => `/dashboard?section=${id}`;
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: false,
  });

async function asAdmin(page: Page, request: APIRequestContext, locale: 'sr' | 'en') {
  const token = await apiLogin(request, admin.email, admin.password);
  await signInBrowser(page, token);
  await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), locale);
  return token;
}

const texts = {
  sr: {
    slip: /Uplatnica/,
    start: 'Pokreni izvoz',
    exported: 'Izvezeni kontakti',
    reasons: ['Nisu potvrdili prijavu', 'Povukli saglasnost', 'Bez saglasnosti'],
    pib: 'PIB ima 9 cifara, a poslednja je kontrolna; proverite da li ste ga tačno prepisali.',
    account:
      'Tekući račun se piše kao 840-0000000955845-10 (3, 13 i 2 cifre), a kontrolni broj mora da se slaže.',
    save: 'Sačuvaj podatke',
  },
  en: {
    slip: /Bank slip/,
    start: 'Start export',
    exported: 'Contacts exported',
    reasons: ['Not confirmed yet', 'Consent withdrawn', 'No consent'],
    pib: 'The tax number (PIB) has 9 digits, the last one a check digit; check that it is copied correctly.',
    account:
      'Write the bank account as 840-0000000955845-10 (3, 13 and 2 digits), with matching check digits.',
    save: 'Save details',
  },
} as const;

for (const locale of ['sr', 'en'] as const) {
  test(`checkout offers an unticked opt-in that records a consent only when ticked (${locale})`, async ({
    page,
    request,
  }) => {
    const course = await paidCourse(request, 3);
    const buyer = await apiLearner(request, `optin-${locale}`);
    await checkoutOneCourse(page, buyer.token, locale, course.id);

    const optIn = page.getByTestId('checkout-marketing-consent');
    await expect(optIn).not.toBeChecked();
    await optIn.scrollIntoViewIfNeeded();
    await shot(page, `checkout-opt-in-${locale}`);

    await optIn.check();
    await page.getByTestId('checkout-phone').fill('+381 64 555 0161');
    await page.getByRole('radio', { name: texts[locale].slip }).check();
    await page.getByTestId('checkout-submit').click();
    await expect(page).toHaveURL(/\/checkout\/uplatnica\?payment_id=/);

    const consent = await request.get('/api/me/marketing-consent', {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(await consent.json()).toMatchObject({ subscribed: true, status: 'subscribed' });
  });

  // An admin screen, on the desktop (the checks are the shared schema's, proved by the API tests).
  test(`the export screen says how many contacts were left out and why (${locale})`, {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    // One learner who never agreed, so "no consent" is not empty in a fresh academy.
    await apiLearner(request, `bez-saglasnosti-${locale}`);
    await asAdmin(page, request, locale);
    await page.goto(section('omnisend'));
    await page.getByRole('button', { name: texts[locale].start }).click();
    const summary = page.getByTestId('export-summary');
    await expect(summary).toBeVisible({ timeout: 60_000 });
    await expect(summary.getByTestId('export-exported')).toContainText(texts[locale].exported);
    for (const [i, reason] of (['not_confirmed', 'withdrawn', 'no_consent'] as const).entries()) {
      const card = summary.getByTestId(`export-left-out-${reason}`);
      await expect(card).toContainText(texts[locale].reasons[i]!);
      await expect(card.locator('dd')).toHaveText(/^\d[\d.,]*$/);
    }
    expect(
      Number(await summary.getByTestId('export-left-out-no_consent').locator('dd').textContent()),
    ).toBeGreaterThan(0);
    await summary.scrollIntoViewIfNeeded();
    await shot(page, `export-left-out-${locale}`);
  });

  // An admin screen, on the desktop (the checks are the shared schema's, proved by the API tests).
  test(`the seller details form checks PIB and account as the server does (${locale})`, {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    await asAdmin(page, request, locale);
    await page.goto(section('prodavac'));
    const form = page.getByTestId('seller-form');
    await expect(form.getByTestId('seller-tax_number')).not.toHaveValue('');
    await shot(page, `seller-form-${locale}`);

    await form.getByTestId('seller-tax_number').fill('112847534');
    await form.getByTestId('seller-bank_account').fill('840-0000000955845-11');
    await form.getByRole('button', { name: texts[locale].save }).click();
    await expect(form).toContainText(texts[locale].pib);
    await expect(form).toContainText(texts[locale].account);
    await expect(form.getByTestId('seller-tax_number')).toHaveAttribute('aria-invalid', 'true');
    await form.getByTestId('seller-tax_number').scrollIntoViewIfNeeded();
    await shot(page, `seller-form-errors-${locale}`);
  });
}

test('an edit of the seller details shows on the contact page', { tag: '@desktop-only' }, async ({
  page,
  request,
}) => {
  // Changes academy-wide data: run once, at desktop size, so the phone run does not race it.
  const token = await asAdmin(page, request, 'sr');
  const before = await request.get('/api/admin/settings/seller', {
    headers: { authorization: `Bearer ${token}` },
  });
  const original = (await before.json()).data;
  try {
    await page.goto(section('prodavac'));
    const form = page.getByTestId('seller-form');
    await expect(form.getByTestId('seller-name')).not.toHaveValue('');
    await form.getByTestId('seller-name').fill('Atelje Studio d.o.o.');
    await form.getByTestId('seller-bank_account').fill('265-1100310012345-68');
    await form.getByRole('button', { name: 'Sačuvaj podatke' }).click();
    await expect(page.getByText('Podaci o prodavcu su sačuvani.')).toBeVisible();

    await page.goto('/contact');
    const company = page.getByTestId('company-details');
    await expect(company).toContainText('Atelje Studio d.o.o.');
    await expect(company.getByTestId('company-bank-account')).toHaveText('265-1100310012345-68');
  } finally {
    const restored = await request.put('/api/admin/settings/seller', {
      headers: { authorization: `Bearer ${token}` },
      data: original,
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
