// Journeys of buying (issue 4): card, bank slip and PayPal through the built-in simulators, a decline and a
// cancel, a voucher, and the paid six-month extension. Each journey has its own fresh buyer.
import { expect, type Page, test } from '@playwright/test';
import {
  addToCart,
  admin,
  adminConfirmSlip,
  apiLearner,
  apiLogin,
  apiSlipOrder,
  apiUserCourses,
  checkoutOneCourse,
  expectAccessible,
  paidCourse,
  readMail,
  signInBrowser,
  uniqueEmail,
  untilLive,
} from './support';

test.use({ locale: 'sr-RS' });

/** "14.900,00 RSD" → 1490000 para. */
function para(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

function monthsBetween(from: string, to: string): number {
  const a = new Date(from);
  const b = new Date(to);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
}

async function addCourseAndCheckout(page: Page, courseId: number) {
  await page.goto(`/courses/${courseId}`);
  await addToCart(page);
  await page.goto('/korpa');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('checkbox', { name: /Prihvatam uslove korišćenja/ }).check();
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
}

async function payByCardInSimulator(page: Page, outcome: RegExp) {
  await page.getByRole('radio', { name: /Platna kartica/ }).check();
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/sim\/upc\//);
  await page.getByRole('button', { name: outcome }).click();
}

test('a guest buys a course by card and finds it active in the profile purchases', async ({
  page,
  request,
}) => {
  const course = await paidCourse(request, 0);
  const email = uniqueEmail('gost.kartica');
  await addCourseAndCheckout(page, course.id);
  await expect(page.getByTestId('summary-line')).toContainText(course.title);
  await expect(page.getByTestId('summary-access')).toContainText(/Pristup do \d{1,2}\. \p{L}+a \d{4}\./u);

  await page.getByTestId('checkout-submit').click();
  await expect(page.getByTestId('checkout-error')).toContainText('Ime, Email i Telefon su obavezna polja.');
  await expect(page.getByTestId('checkout-name')).toBeFocused();
  await expect(page.getByText('Unesite broj telefona.')).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('checkout-name').fill('Ana Gost');
  await page.getByTestId('checkout-email').fill(email);
  await page.getByTestId('checkout-phone').fill('+381 64 555 0101');
  await page.getByTestId('checkout-submit').click();
  await expect(page.getByTestId('checkout-error')).toContainText('Odaberite validan način plaćanja.');

  await payByCardInSimulator(page, /Approve payment/);
  await expect(page).toHaveURL(/\/checkout\/success\?payment_id=/);
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Kurs je dostupan u Mojim kupovinama.')).toBeVisible();
  await expect(page.getByTestId('success-order-number')).not.toBeEmpty();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  await expect(page.getByTestId('success-course-link')).toHaveAttribute(
    'href',
    `/courses/${course.id}/videos`,
  );

  await page.getByTestId('success-purchases-link').click();
  await expect(page).toHaveURL(/\/my-profile#purchases$/);
  const purchase = page.getByTestId('purchase').filter({ hasText: course.title });
  await expect(purchase.getByTestId('purchase-status')).toHaveText('Aktivan');
  await purchase.getByTestId('purchase-details-toggle').click();
  await expect(purchase.getByTestId('purchase-details')).toContainText('Platna kartica');
  await expect(purchase.getByTestId('purchase-free-extension')).toHaveText('Da');

  // The quick registration sent the guest a link to set a password.
  await readMail(request, email, 'set-password');
});

// A decline says the payment was not successful (spec 000 §8); a cancel by the buyer says it was cancelled.
for (const outcome of [
  { name: 'a declined card', button: /Decline 105/, message: 'Plaćanje nije uspešno.' },
  {
    name: 'a cancelled card payment',
    button: /Cancel 501/,
    message: 'Plaćanje nije uspešno: plaćanje je otkazano.',
  },
]) {
  test(`${outcome.name} lands on the error page with the spec's message`, { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const course = await paidCourse(request, 1);
    const buyer = await apiLearner(request, 'odbijeno');
    await signInBrowser(page, buyer.token);
    await addCourseAndCheckout(page, course.id);
    await expect(page.getByTestId('checkout-name')).toHaveValue(buyer.name);
    await expect(page.getByTestId('checkout-email')).toHaveValue(buyer.email);
    await page.getByTestId('checkout-phone').fill('+381 64 555 0103');

    await payByCardInSimulator(page, outcome.button);
    await expect(page).toHaveURL(/\/checkout\/error\?message=/, { timeout: 30_000 });
    await expect(page.getByTestId('payment-error-message')).toContainText(outcome.message);

    // Nothing was bought and the cart is still there for another try.
    expect((await apiUserCourses(request, buyer.token)).some((item) => item.id === course.id)).toBe(false);
    await page.getByRole('link', { name: 'Pokušaj ponovo' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('summary-line')).toContainText(course.title);
  });
}

test('a learner pays by bank slip; after the administrator confirms, access and the invoice e-mail follow', async ({
  page,
  request,
}) => {
  const course = await paidCourse(request, 2);
  const buyer = await apiLearner(request, 'uplatnica');
  await signInBrowser(page, buyer.token);
  await addCourseAndCheckout(page, course.id);
  await page.getByTestId('checkout-phone').fill('+381 64 555 0104');
  await page.getByRole('radio', { name: /Uplatnica/ }).check();
  await page.getByTestId('checkout-submit').click();

  await expect(page).toHaveURL(/\/checkout\/uplatnica\?payment_id=/);
  const paymentId = new URL(page.url()).searchParams.get('payment_id') as string;
  const slip = page.getByTestId('slip');
  await expect(slip.getByTestId('slip-code')).toHaveText('289');
  await expect(slip.getByTestId('slip-currency')).toHaveText('RSD');
  await expect(slip.getByTestId('slip-model')).toHaveText('97');
  await expect(slip.getByTestId('slip-payer')).toContainText(buyer.name);
  await expect(slip.getByTestId('slip-account')).toHaveText(/^\d{3}-\d{13}-\d{2}$/);
  await expect(slip.getByTestId('slip-amount')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}$/);
  await expect(page.getByTestId('slip-qr')).toBeVisible();
  await expect(page.getByText('NBS IPS QR')).toBeVisible();
  await expect(page.getByTestId('slip-status')).toHaveText('Čeka uplatu');
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByTestId('slip-pdf').click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Not paid yet: no access.
  expect((await apiUserCourses(request, buyer.token)).some((item) => item.id === course.id)).toBe(false);
  await readMail(request, buyer.email, 'bank-slip');

  await adminConfirmSlip(request, paymentId);
  await page.reload();
  await expect(page.getByTestId('slip-status')).toHaveText('Uplata potvrđena');

  // The invoice is issued in the same transaction that queues this e-mail: once it has arrived, the profile has
  // the invoice to link to (read earlier, the page could be drawn before the fulfilment job had run).
  const mail = await readMail(request, buyer.email, 'order-confirmation');
  expect(`${mail.subject}\n${mail.text}`).toMatch(/račun|Račun/);

  await page.goto('/my-profile');
  const purchase = page.getByTestId('purchase').filter({ hasText: course.title });
  await expect(purchase.getByTestId('purchase-status')).toHaveText('Aktivan');
  await purchase.getByTestId('purchase-details-toggle').click();
  await expect(purchase.getByTestId('purchase-details')).toContainText('Uplatnica');
  const order = page.getByTestId('order').first();
  await expect(order.getByTestId('order-status')).toHaveText('Plaćeno');
  await expect(order.getByTestId('order-invoice')).toBeVisible();
  await expectAccessible(page);
});

test('a PayPal purchase states the EUR amount before leaving and completes in the simulator', async ({
  page,
  request,
}) => {
  const course = await paidCourse(request, 3);
  const buyer = await apiLearner(request, 'paypal');
  await signInBrowser(page, buyer.token);
  await addCourseAndCheckout(page, course.id);
  await page.getByTestId('checkout-phone').fill('+381 64 555 0105');
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await expect(page.getByTestId('paypal-eur')).toHaveText(
    /^Naplaćuje se u evrima: \d{1,3}(\.\d{3})*,\d{2} EUR \(kurs \d+,\d{4}\)$/,
  );
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/sim\/paypal\//);
  await page.getByRole('button', { name: 'Plati / Pay now' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?payment_id=/);
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('payment-success')).toContainText('PayPal');
  expect(
    (await apiUserCourses(request, buyer.token)).find((item) => item.id === course.id)?.access_valid,
  ).toBe(true);
});

test('a voucher lowers the total of the order', { tag: '@desktop-only' }, async ({ page, request }) => {
  const course = await paidCourse(request, 4);
  const buyer = await apiLearner(request, 'vaucer');
  await signInBrowser(page, buyer.token);
  await addCourseAndCheckout(page, course.id);
  const subtotal = para(await page.getByTestId('summary-total').textContent());
  expect(subtotal).toBe(course.price_para);

  await page.getByTestId('voucher-input').fill('NEPOSTOJI-123');
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByTestId('voucher-input')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('summary-total')).toHaveText(/.+/);
  expect(para(await page.getByTestId('summary-total').textContent())).toBe(subtotal);

  await page.getByTestId('voucher-input').fill('DOBRODOSLI10');
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByTestId('voucher-applied')).toContainText('DOBRODOSLI10');
  const discounted = Math.round(subtotal * 0.9);
  await expect(page.getByTestId('summary-discount')).toBeVisible();
  await expect.poll(async () => para(await page.getByTestId('summary-total').textContent())).toBe(discounted);

  // The order carries the lower amount: the slip asks for it.
  await page.getByTestId('checkout-phone').fill('+381 64 555 0106');
  await page.getByRole('radio', { name: /Uplatnica/ }).check();
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/checkout\/uplatnica\?payment_id=/);
  expect(para(await page.getByTestId('slip-amount').textContent())).toBe(discounted);
});

for (const locale of ['sr', 'en'] as const) {
  // Voucher arithmetic and its race are the server's (money-races.test.ts); the message's place on the page is the
  // same at both sizes.
  test(`a voucher whose last use goes to someone else at checkout is removed with a clear message (${locale})`, {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const course = await paidCourse(request, 5);
    const adminToken = await apiLogin(request, admin.email, admin.password);
    const code = `JEDNOM-${Date.now().toString(36).toUpperCase()}${locale.toUpperCase()}`;
    const created = await request.post('/api/admin/vouchers', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { code, kind: 'percent', value: '20', max_uses: '1' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const buyer = await apiLearner(request, `poslednji-${locale}`);
    await checkoutOneCourse(page, buyer.token, locale, course.id);
    await page.getByTestId('voucher-input').fill(code);
    await page.getByTestId('voucher-apply').click();
    await expect(page.getByTestId('voucher-applied')).toContainText(code);

    // Meanwhile someone else orders with the same one-use code: it is held for their order.
    const other = await apiLearner(request, `drugi-${locale}`);
    const taken = await request.post('/api/checkout', {
      headers: { authorization: `Bearer ${other.token}` },
      data: {
        items: [{ type: 'course', id: course.id }],
        voucher: code,
        payment_method: 'uplatnica',
        billing: { name: other.name, email: other.email, phone: '+381641234567' },
      },
    });
    expect(taken.status(), await taken.text()).toBe(200);

    await page.getByTestId('checkout-phone').fill('+381 64 555 0107');
    await page.getByRole('radio', { name: locale === 'sr' ? /Uplatnica/ : /Bank slip/ }).check();
    await page.getByTestId('checkout-submit').click();
    const message =
      locale === 'sr'
        ? 'Vaučer je u međuvremenu iskorišćen i više ne važi.'
        : 'The voucher has been used up in the meantime and no longer applies.';
    await expect(page.getByTestId('checkout-error')).toContainText(message);
    await expect(page.getByTestId('voucher-applied')).toHaveCount(0);
    await expect(page.getByTestId('voucher-input')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/checkout$/);
    // The total is the full price again, and nothing was ordered.
    await expect
      .poll(async () => para(await page.getByTestId('summary-total').textContent()))
      .toBe(course.price_para);
    await page.screenshot({ path: test.info().outputPath(`voucher-gone-${locale}.png`), fullPage: false });
  });
}

test('a paid extension bought through the cart moves the expiry by 6 months', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const course = await paidCourse(request, 5);
  const buyer = await apiLearner(request, 'produzenje');
  await adminConfirmSlip(request, await apiSlipOrder(request, buyer, [{ type: 'course', id: course.id }]));
  const before = (await apiUserCourses(request, buyer.token)).find((item) => item.id === course.id);
  expect(before?.access_valid).toBe(true);

  await signInBrowser(page, buyer.token);
  await page.goto('/my-profile');
  const purchase = page.getByTestId('purchase').filter({ hasText: course.title });
  await purchase.getByTestId('purchase-details-toggle').click();
  await purchase.getByTestId('extend-paid').click();

  await expect(page).toHaveURL(/\/korpa$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`Produženje: ${course.title}`);
  await expect(line).toContainText('−30 %');
  await expect(line).toContainText('6 meseci');
  await expect(line.locator('del')).toHaveText(/RSD/);
  expect(para(await line.getByTestId('line-price').textContent())).toBe(Math.round(course.price_para * 0.7));

  await page.getByRole('checkbox', { name: /Prihvatam uslove korišćenja/ }).check();
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
  await expect(page.getByTestId('summary-access')).toContainText('Novi rok pristupa:');
  await page.getByTestId('checkout-phone').fill('+381 64 555 0107');
  await payByCardInSimulator(page, /Approve payment/);
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });

  const after = (await apiUserCourses(request, buyer.token)).find((item) => item.id === course.id);
  expect(monthsBetween(before?.course_expiry_date as string, after?.course_expiry_date as string)).toBe(6);

  // The free month is still there, once.
  await page.goto('/my-profile');
  const card = page.getByTestId('purchase').filter({ hasText: course.title });
  await card.getByTestId('purchase-details-toggle').click();
  await card.getByTestId('extend-free').click();
  await page.getByTestId('extend-confirm').click();
  await expect(card.getByRole('status').filter({ hasText: /produžen/ })).toBeVisible();
  await expect(card.getByTestId('purchase-free-extension')).toHaveText('Ne');
});

test('a card payment the bank never confirms moves from the success page to the pending page', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const course = await paidCourse(request, 6);
  const buyer = await apiLearner(request, 'bez.obavestenja');
  // Ten checks 3 s apart before the hand-over: the page's clock is moved on instead of waiting 30 s (the schedule
  // itself is payment-poll.test.ts's); time runs as usual until then.
  await page.clock.install();
  await signInBrowser(page, buyer.token);
  await addCourseAndCheckout(page, course.id);
  await page.getByTestId('checkout-phone').fill('+381 64 555 0108');
  await payByCardInSimulator(page, /never notify/);

  await expect(page).toHaveURL(/\/checkout\/success\?payment_id=/);
  await expect(page.getByTestId('payment-checking')).toBeVisible();
  await expect(page.getByText(/Provera \d+ od 10/)).toBeVisible();
  await expect(async () => {
    await page.clock.fastForward(3_000);
    expect(page.url()).toMatch(/\/checkout\/pending\?payment_id=/);
  }).toPass({ intervals: [200], timeout: 60_000 });
  await expect(page.getByTestId('payment-pending')).toContainText('Čekamo potvrdu banke');
  expect((await apiUserCourses(request, buyer.token)).some((item) => item.id === course.id)).toBe(false);
});

test('two membership zones go into one order with 12 months each', { tag: '@desktop-only' }, async ({
  page,
  request,
}) => {
  const buyer = await apiLearner(request, 'clanstvo');
  await signInBrowser(page, buyer.token);
  await page.goto('/membership');
  // Escape closes the menu each add opens: the page must be live to open it (a tap before is kept, ADR 062).
  await untilLive(page);
  const zones = page.getByTestId('membership-zone');
  await expect(zones.first()).toBeVisible();
  const names = [
    (await zones.nth(0).getByRole('heading').textContent())?.trim() ?? '',
    (await zones.nth(1).getByRole('heading').textContent())?.trim() ?? '',
  ];
  await zones.nth(0).getByTestId('add-to-cart').click();
  await page.keyboard.press('Escape');
  await zones.nth(1).getByTestId('add-to-cart').click();
  await page.keyboard.press('Escape');

  await page.getByTestId('cart-count').filter({ visible: true }).click();
  await page.getByRole('link', { name: 'Korpa', exact: true }).filter({ visible: true }).click();
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`Članstvo: ${names[0]}`);
  await expect(lines.nth(1)).toContainText(`Članstvo: ${names[1]}`);
  await expect(lines.nth(0)).toContainText('12 meseci');

  await page.getByRole('checkbox', { name: /Prihvatam uslove korišćenja/ }).check();
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
  await expect(page.getByTestId('summary-access')).toHaveCount(2);
  await expect(page.getByTestId('summary-access').first()).toContainText(
    /Članstvo do \d{1,2}\. \p{L}+a \d{4}\./u,
  );
  await page.getByTestId('checkout-phone').fill('+381 64 555 0109');
  await page.getByRole('radio', { name: /Uplatnica/ }).check();
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/checkout\/uplatnica\?payment_id=/);
  const paymentId = new URL(page.url()).searchParams.get('payment_id') as string;
  await adminConfirmSlip(request, paymentId);

  // Every course of both zones is now open to the buyer.
  const owned = await apiUserCourses(request, buyer.token);
  expect(
    owned.filter((course) => course.access_valid && course.source === 'membership').length,
  ).toBeGreaterThanOrEqual(2);
});
