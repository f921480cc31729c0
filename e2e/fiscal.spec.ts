// Fiscal receipts (issue 23 item 1, ADR 075): a buyer pays by card at the UPC bank simulator and finds the fiscal
// receipt under the order in the profile, with its number, the QR code and the link to the verification page,
// which the processor simulator answers; the receipt's e-mail carries the same link.
import { expect, test } from '@playwright/test';
import { apiLearner, checkoutOneCourse, expectAccessible, paidCourse, readMail } from './support';

for (const locale of ['sr', 'en'] as const) {
  test(`a card buyer finds the fiscal receipt in the profile (${locale})`, async ({ page, request }) => {
    const course = await paidCourse(request, 3);
    const buyer = await apiLearner(request, `fiskal-${locale}`);
    await checkoutOneCourse(page, buyer.token, locale, course.id);
    await page.getByTestId('checkout-phone').fill('+381 64 555 0123');
    await page.getByRole('radio', { name: locale === 'sr' ? /Platna kartica/ : /Payment card/ }).check();
    await page.getByTestId('checkout-submit').click();
    await expect(page).toHaveURL(/\/sim\/upc\//);
    await page.getByRole('button', { name: /Approve payment/ }).click();
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
    const orderNumber = (await page.getByTestId('success-order-number').textContent())?.trim() ?? '';
    expect(orderNumber).not.toBe('');

    await page.goto(`/my-profile?lng=${locale}`);
    // Every order is listed in the profile's "other purchases" section, with its invoice and fiscal receipts.
    const order = page.getByTestId('other-purchases').getByTestId('order').filter({ hasText: orderNumber });
    await expect(order).toBeVisible();
    // The receipt is signed by a job right after the payment: a reload shows it once it is there.
    const receipt = order.getByTestId('fiscal-receipt');
    await expect(async () => {
      if (!(await receipt.isVisible())) await page.reload();
      await expect(receipt).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(receipt).toContainText(locale === 'sr' ? 'Fiskalni račun' : 'Fiscal receipt');
    const number = (await receipt.getByTestId('fiscal-number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^[A-Z0-9]{8}-[A-Z0-9]{8}-\d+$/);
    const qr = receipt.getByTestId('fiscal-qr');
    await expect(qr).toBeVisible();
    // The GIF was decoded and drawn: its natural size is the processor's image, not a broken one.
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);
    await receipt.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`fiscal-receipt-${locale}.png`) });
    await expectAccessible(page);

    const verify = receipt.getByTestId('fiscal-verify');
    const href = (await verify.getAttribute('href')) ?? '';
    expect(href).toContain('/sim/fiscal/v/?vl=');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), verify.click()]);
    await tab.waitForLoadState();
    await expect(tab.getByRole('status')).toHaveText(number);
    await tab.close();

    const mail = await readMail(request, buyer.email, 'fiscal-receipt');
    expect(mail.html).toContain('cid:fiscal-qr');
    expect(mail.text).toContain(href);
  });
}
