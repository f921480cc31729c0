// A signed-in buyer's second checkout (issue 16, item 5): the details of their last order are filled in, the phone
// is not required of them, and an order goes through without one. A guest still has to give it.
import { expect, type Page, test } from '@playwright/test';
import { apiLearner, paidCourse } from './support';

test.use({ locale: 'sr-RS' });

const details = {
  phone: '+381 64 321 7788',
  address: 'Kralja Petra 41',
  postalCode: '21000',
  city: 'Novi Sad',
  country: 'Srbija',
};

async function addToCart(page: Page, courseId: number) {
  await page.goto(`/courses/${courseId}`);
  await page.getByTestId('add-to-cart').click();
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]).length))
    .toBe(1);
}

for (const language of ['sr', 'en'] as const) {
  const words =
    language === 'sr'
      ? {
          address: 'Ulica i broj',
          postalCode: 'Poštanski broj',
          city: 'Grad',
          phone: 'Telefon',
          slip: /Uplatnica/,
          remembered: 'Popunili smo podatke iz vaše poslednje porudžbine.',
        }
      : {
          address: 'Street and number',
          postalCode: 'Postal code',
          city: 'City',
          phone: 'Phone',
          slip: /Bank slip/,
          remembered: 'We filled in the details from your last order.',
        };

  test(`a signed-in buyer finds the last order's details filled in and may leave out the phone (${language})`, async ({
    page,
    request,
  }) => {
    // an order through the API, then the shop and the checkout in the browser, and a full-page screenshot
    test.slow();
    const buyer = await apiLearner(request, `zapamceno.${language}`);
    const first = await paidCourse(request, 0);
    const second = await paidCourse(request, 1);
    // The first order, with the details typed at its checkout.
    const res = await request.post('/api/checkout', {
      headers: { authorization: `Bearer ${buyer.token}` },
      data: {
        items: [{ type: 'course', id: first.id }],
        payment_method: 'uplatnica',
        billing: { name: buyer.name, email: buyer.email, ...details },
      },
    });
    expect(res.status(), await res.text()).toBe(200);

    await page.goto('/api/health');
    await page.evaluate((token) => localStorage.setItem('token', token), buyer.token);
    await addToCart(page, second.id);
    await page.goto(`/checkout?lng=${language}`);

    const form = page.getByTestId('checkout-form');
    // the page, its lazy route and the details it asks for: give a busy machine time
    await expect(page.getByTestId('checkout-remembered')).toContainText(words.remembered, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('checkout-name')).toHaveValue(buyer.name);
    await expect(page.getByTestId('checkout-email')).toHaveValue(buyer.email);
    await expect(page.getByTestId('checkout-phone')).toHaveValue(details.phone);
    await expect(form.getByLabel(words.address, { exact: true })).toHaveValue(details.address);
    await expect(form.getByLabel(words.postalCode, { exact: true })).toHaveValue(details.postalCode);
    await expect(form.getByLabel(words.city, { exact: true })).toHaveValue(details.city);
    // the phone is optional for a signed-in buyer: no asterisk, not marked required
    await expect(form.getByLabel(words.phone, { exact: true })).not.toHaveAttribute('aria-required', 'true');
    await page.screenshot({
      path: test.info().outputPath(`checkout-remembered-${language}.png`),
      fullPage: true,
    });

    await page.getByTestId('checkout-phone').fill('');
    await page.getByRole('radio', { name: words.slip }).check();
    await page.getByTestId('checkout-submit').click();
    await expect(page).toHaveURL(/\/checkout\/uplatnica\?payment_id=/);
    await expect(page.getByTestId('checkout-error')).toHaveCount(0);
  });
}

test('a guest still has to give a phone, with the spec message', async ({ page, request }) => {
  const course = await paidCourse(request, 0);
  await page.goto('/');
  await addToCart(page, course.id);
  await page.goto('/checkout');
  await page.getByTestId('checkout-name').fill('Gost Kupac');
  await page.getByTestId('checkout-email').fill(`gost.${Date.now()}@primer.rs`);
  await page.getByRole('radio', { name: /Uplatnica/ }).check();
  await page.getByTestId('checkout-submit').click();
  await expect(page.getByTestId('checkout-error')).toHaveText('Ime, Email i Telefon su obavezna polja.');
  await expect(page.getByTestId('checkout-phone')).toHaveAttribute('aria-required', 'true');
  await expect(page).toHaveURL(/\/checkout$/);
});
