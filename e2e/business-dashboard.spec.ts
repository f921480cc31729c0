// The business dashboard (issue 20 item 3, ADR 073) at 375 and 1440 px: a bank-slip sale confirmed today shows in
// the revenue KPI in Serbian money format, the charts are drawn by uPlot as wide as their panel, changing the
// range to the last 7 days redraws them (and a reversed range is refused with a message), and the revenue chart's
// CSV downloads with a row per day.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  admin,
  adminConfirmSlip,
  apiLearner,
  apiLogin,
  apiSlipOrder,
  paidCourse,
  signInBrowser,
} from './support';

test.use({ locale: 'sr-RS' });

test('the administrator reads the business charts, changes the range and downloads a CSV', async ({
  page,
  request,
}) => {
  const buyer = await apiLearner(request, 'poslovanje');
  const course = await paidCourse(request, 2);
  await adminConfirmSlip(request, await apiSlipOrder(request, buyer, [{ type: 'course', id: course.id }]));

  await signInBrowser(page, await apiLogin(request, admin.email, admin.password));
  await page.goto('/dashboard?section=poslovanje');
  await expect(page.getByRole('heading', { level: 2, name: 'Poslovanje' })).toBeVisible();

  const kpis = page.getByTestId('business-kpis');
  await expect(kpis.getByText('Prihod', { exact: true })).toBeVisible();
  await expect(kpis.locator('dd').first()).toHaveText(/^[1-9][\d.]*,\d{2} RSD/);

  // uPlot drew the revenue chart inside its panel, no wider than the panel.
  const revenue = page.getByTestId('business-revenue');
  const canvas = revenue.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const panel = (await revenue.boundingBox())!;
  const drawn = (await canvas.boundingBox())!;
  expect(drawn.width).toBeGreaterThan(150);
  expect(drawn.width).toBeLessThanOrEqual(panel.width);
  expect(panel.x + panel.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The last 7 days: the table under the chart has a row per day.
  await page.getByLabel('Brzi izbor', { exact: true }).selectOption('last7');
  await revenue.getByText('Tabela podataka').click();
  await expect(revenue.getByRole('table', { name: 'Prihod kroz vreme' }).getByRole('rowheader')).toHaveCount(
    7,
  );

  const download = page.waitForEvent('download');
  await revenue.getByRole('button', { name: 'Preuzmi „Prihod kroz vreme“ kao CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^atelje-prihod-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  // A byte-order mark first, so that Excel reads "č" right.
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Period,Narudžbine,Prihod,Povraćaji,Vraćeno,Neto,Period (prethodni),Prihod (prethodni)',
  );
  expect(lines).toHaveLength(8);
  expect(lines.slice(1).some((line) => /^\d{4}-\d{2}-\d{2},[1-9]/.test(line))).toBe(true);

  // A reversed range is refused, and the charts keep the last good range.
  const from = page.getByLabel('Od', { exact: true });
  await from.fill('2099-01-01');
  await expect(page.getByTestId('business-range').getByRole('alert')).toHaveText(
    'Kraj perioda ne može biti pre početka.',
  );
  await expect(revenue.locator('canvas').first()).toBeVisible();

  await page.screenshot({
    path: test.info().outputPath(`business-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });
});
