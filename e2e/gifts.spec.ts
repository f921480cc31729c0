// Journeys of gifts (issue 16 item 18, ADR 044), in Serbian and in English at both sizes: a course is bought as a
// gift and paid by card, the recipient opens the mailed link, signs in, redeems it and watches the lesson; a gift
// card is bought, its code mailed, and another learner pays part of a course with it at checkout. Every person is
// made for the journey; the demo academy's courses are only bought, never changed.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  addToCart,
  apiLearner,
  apiLogin,
  apiRegister,
  paidCourse,
  readMail,
  scrollIntoView,
  shot,
  signInBrowser,
  uniqueEmail,
} from './support';

const LANGUAGES = [
  {
    code: 'sr',
    locale: 'sr-RS',
    card: /Platna kartica/,
    gift: 'Kupi kao poklon',
    terms: /Prihvatam uslove korišćenja/,
    toPayment: 'Nastavi na plaćanje',
    redeemed: 'Poklon je aktiviran: kurs je u vašem nalogu. Pristup kursu traje do',
    giftsTitle: 'Moji pokloni',
    redeemedBadge: 'Aktiviran',
    balanceZero: /0,00 RSD od 2\.000,00 RSD/,
  },
  {
    code: 'en',
    locale: 'en-GB',
    card: /Payment card/,
    gift: 'Buy as a gift',
    terms: /I accept the terms of use/,
    toPayment: 'Continue to payment',
    redeemed: 'Gift redeemed: the course is in your account. Your access to the course lasts until',
    giftsTitle: 'My gifts',
    redeemedBadge: 'Redeemed',
    balanceZero: /0,00 RSD of 2\.000,00 RSD/,
  },
] as const;

/** Pays the form on the page by card in the bank simulator and waits for the success page. */
async function payByCard(page: Page, card: RegExp, submit: string) {
  await page.getByRole('radio', { name: card }).check();
  await page.getByTestId(submit).click();
  await expect(page).toHaveURL(/\/sim\/upc\//);
  await page.getByRole('button', { name: /Approve payment/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?payment_id=/);
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
}

/** The code at the end of the link in a gift e-mail. */
async function mailedLink(request: APIRequestContext, to: string) {
  const mail = await readMail(request, to, 'gift-course');
  const match = /https?:\/\/[^\s"<>]+\/(?:poklon|gift)\/([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return { url: match![0], code: match![1]!, subject: mail.subject };
}

for (const lang of LANGUAGES) {
  test.describe(`gifts (${lang.code})`, () => {
    test.use({ locale: lang.locale });

    // The phone buys and redeems in Serbian; English is the same flow in other words (gifts' component tests).
    test('a course bought as a gift is redeemed from the mailed link and its lesson watched', {
      tag: lang.code === 'en' ? '@desktop-only' : [],
    }, async ({ page, browser, request }) => {
      const course = await paidCourse(request, lang.code === 'sr' ? 2 : 3);
      const buyer = await apiLearner(request, `poklon.kupac.${lang.code}`);
      const recipientEmail = uniqueEmail(`poklon.primalac.${lang.code}`);
      await signInBrowser(page, buyer.token);

      await page.goto(`/courses/${course.id}`);
      await expect(page.getByTestId('buy-as-gift')).toHaveText(lang.gift);
      await scrollIntoView(page.getByTestId('buy-as-gift'));
      await shot(page, `gift-course-page-${lang.code}`);
      await page.getByTestId('buy-as-gift').click();
      await expect(page).toHaveURL(
        new RegExp(`/${lang.code === 'en' ? 'gift/course' : 'poklon/kurs'}/${course.id}$`),
      );
      await expect(page.getByTestId('gift-summary')).toContainText(/\d/);
      // Nothing filled in: each field says what it needs.
      await page.getByTestId('gift-submit').click();
      await expect(page.getByTestId('gift-recipient-email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('gift-recipient-name')).toBeFocused();
      await shot(page, `gift-buy-errors-${lang.code}`);

      await page.getByTestId('gift-recipient-name').fill('Jovana Primalac');
      await page.getByTestId('gift-recipient-email').fill(recipientEmail);
      await page.getByTestId('gift-message').fill('Srećan rođendan! Uživaj u kursu.');
      await shot(page, `gift-buy-${lang.code}`);
      await payByCard(page, lang.card, 'gift-submit');
      await expect(page.getByTestId('success-gift')).toContainText(recipientEmail);
      await shot(page, `gift-paid-${lang.code}`);

      // The buyer has no access; the profile lists the gift, not yet redeemed.
      const buyerCourses = await request.get('/api/courses/user-courses', {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect((await buyerCourses.json()).map((c: { id: number }) => c.id)).not.toContain(course.id);

      // The recipient opens the link in a browser of their own, with an account they made.
      const link = await mailedLink(request, recipientEmail);
      // In the buyer's language, with the course's title in it.
      expect(link.subject).toContain(buyer.name);
      const password = 'Primalac#Poklon2026';
      await apiRegister(request, 'Jovana Primalac', recipientEmail, password);
      const recipientToken = await apiLogin(request, recipientEmail, password);
      const context = await browser.newContext({
        locale: lang.locale,
        viewport: page.viewportSize() ?? undefined,
        reducedMotion: 'reduce',
      });
      const other = await context.newPage();
      await other.goto(new URL(link.url).pathname);
      await expect(other.getByTestId('gift-redeem')).toContainText('Srećan rođendan!');
      await expect(other.getByTestId('gift-sign-in')).toBeVisible();
      await shot(other, `gift-link-${lang.code}`);
      await signInBrowser(other, recipientToken);
      await other.goto(new URL(link.url).pathname);
      await other.getByTestId('gift-redeem-button').click();
      await expect(other.getByTestId('gift-redeemed')).toContainText(lang.redeemed);
      await shot(other, `gift-redeemed-${lang.code}`);
      await other.getByTestId('gift-watch').click();
      await expect(other).toHaveURL(new RegExp(`/courses/${course.id}/`));
      await expect(other.getByTestId('lessons-page')).toBeVisible();
      await expect(other.getByTestId('access-denied')).toHaveCount(0);
      await expect(other.getByTestId('lesson-video')).toBeVisible();
      await expect
        .poll(() =>
          other.getByTestId('lesson-video').evaluate((element) => (element as HTMLVideoElement).readyState),
        )
        .toBeGreaterThan(0);
      await shot(other, `gift-lesson-${lang.code}`);
      await context.close();

      // The buyer sees it redeemed.
      await page.goto('/my-profile');
      const sent = page.getByTestId('sent-gifts');
      await expect(sent.getByRole('heading', { name: lang.giftsTitle })).toBeVisible();
      await expect(sent.getByTestId('sent-gift').first()).toContainText(lang.redeemedBadge);
      await scrollIntoView(sent);
      await shot(page, `gift-profile-${lang.code}`);
    });

    // The phone in Serbian, as above.
    test('a gift card is bought and then pays part of a course at checkout', {
      tag: lang.code === 'en' ? '@desktop-only' : [],
    }, async ({ page, request }) => {
      const course = await paidCourse(request, lang.code === 'sr' ? 4 : 5);
      const giver = await apiLearner(request, `kartica.kupac.${lang.code}`);
      const shopperEmail = uniqueEmail(`kartica.primalac.${lang.code}`);
      await signInBrowser(page, giver.token);
      await page.goto(lang.code === 'en' ? '/gift-card' : '/poklon-kartica');
      await page.getByTestId('gift-amount-2000').click();
      // Amounts read the same in both languages (lib/money.ts).
      await expect(page.getByTestId('gift-total')).toContainText('2.000,00');
      await page.getByTestId('gift-recipient-name').fill('Marko');
      await page.getByTestId('gift-recipient-email').fill(shopperEmail);
      await shot(page, `gift-card-buy-${lang.code}`);
      await payByCard(page, lang.card, 'gift-submit');
      await expect(page.getByTestId('success-gift')).toContainText(shopperEmail);

      const mail = await readMail(request, shopperEmail, 'gift-card');
      const code = /[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}/.exec(mail.text)?.[0];
      expect(code, mail.text).toBeTruthy();

      // The recipient makes an account and uses the card on a course.
      const password = 'Kartica#Poklon2026';
      await apiRegister(request, 'Marko Primalac', shopperEmail, password);
      await signInBrowser(page, await apiLogin(request, shopperEmail, password));
      await page.goto(`/courses/${course.id}`);
      await addToCart(page);
      await page.goto('/korpa');
      await page.getByRole('checkbox', { name: lang.terms }).check();
      await page.getByRole('button', { name: lang.toPayment }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await page.getByTestId('gift-card-input').fill(code!.toLowerCase());
      await page.getByTestId('gift-card-apply').click();
      await expect(page.getByTestId('gift-card-applied')).toContainText(code!.slice(-4));
      await expect(page.getByTestId('summary-gift-card')).toContainText('2.000,00');
      const total = course.price_para - 200_000;
      const shown = (total / 100).toLocaleString('sr-Latn-RS', { minimumFractionDigits: 2 });
      await expect(page.getByTestId('summary-total')).toContainText(shown);
      await scrollIntoView(page.getByTestId('gift-card-applied'));
      await shot(page, `gift-card-checkout-${lang.code}`);
      await payByCard(page, lang.card, 'checkout-submit');
      await expect(page.getByTestId('success-course-link')).toBeVisible();

      // The card is spent: its balance says so in the profile's check.
      await page.goto('/my-profile');
      const check = page.getByTestId('gift-card-balance');
      await scrollIntoView(check);
      await check.getByTestId('gift-card-balance-code').fill(code!);
      await check.getByRole('button').click();
      await expect(check.getByTestId('gift-card-balance-result')).toContainText(lang.balanceZero);
      await shot(page, `gift-card-balance-${lang.code}`);
    });
  });
}
