// The guest checkout's order summary (issue 4 follow-up): it shows the server's titles and prices whatever the
// browser stored, and names a line the server refuses with the server's reason.
import { expect, test } from '@playwright/test';
import { paidCourse } from './support';

test.use({ locale: 'sr-RS' });

function money(para: number): RegExp {
  const rsd = (para / 100).toLocaleString('sr-Latn-RS', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return new RegExp(rsd.replace(/\./g, '\\.').replace(/\s/g, '\\s'));
}

test("the summary shows the server's title and price, not the ones edited in the browser", async ({
  page,
  request,
}) => {
  const course = await paidCourse(request, 0);
  await page.goto('/api/health');
  await page.evaluate((id) => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { id, type: 'course', title: 'Lažni naslov', price_para: 100, price: '1.00', thumbnailUrl: null },
      ]),
    );
  }, course.id);
  await page.goto('/checkout');

  const line = page.getByTestId('summary-line');
  await expect(line).toContainText(course.title);
  await expect(line).not.toContainText('Lažni naslov');
  await expect(line).toContainText(money(course.price_para));
  await expect(page.getByTestId('summary-total')).toHaveText(money(course.price_para));
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(stored[0]).toMatchObject({ title: course.title, price_para: course.price_para });
});

test('a line the server refuses is named with its reason and can be removed', async ({ page, request }) => {
  const course = await paidCourse(request, 0);
  const other = await paidCourse(request, 1);
  await page.goto('/api/health');
  await page.evaluate(
    ([courseId, otherId, otherTitle]) => {
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: otherId,
            type: 'course',
            title: otherTitle,
            price_para: 5,
            price: '0.05',
            thumbnailUrl: null,
          },
          {
            id: courseId,
            type: 'course_extension',
            title: 'Produženje: kurs',
            courseName: 'kurs',
            price_para: 100,
            price: '1.00',
            months: 6,
            thumbnailUrl: null,
          },
        ]),
      );
    },
    [course.id, other.id, other.title] as const,
  );
  await page.goto('/checkout');

  const refused = page.locator('[data-testid="summary-line"][data-refused]');
  await expect(refused).toHaveCount(1);
  await expect(refused.getByTestId('summary-refusal')).toHaveText(
    'Produženje je moguće samo za kurs koji ste kupili.',
  );
  // Its stored price is only the browser's guess, so none is shown.
  await expect(refused).not.toContainText('1,00 RSD');
  await expect(page.getByTestId('summary-note')).toHaveText('Uklonite označenu stavku da biste nastavili.');
  await expect(page.getByTestId('summary-note')).not.toContainText('ne možemo da proverimo');
  // The line the server accepts shows its price from the server.
  const accepted = page.locator('[data-testid="summary-line"]:not([data-refused])');
  await expect(accepted).toContainText(money(other.price_para));
  await expect(page.getByTestId('summary-total')).toHaveText(money(other.price_para));

  await refused.getByRole('button', { name: 'Ukloni iz korpe: Produženje: kurs' }).click();
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
  await expect(page.getByTestId('summary-note')).toHaveText('Cene su u dinarima, sa uračunatim PDV-om.');
  await expect(page.getByTestId('summary-total')).toHaveText(money(other.price_para));
});
