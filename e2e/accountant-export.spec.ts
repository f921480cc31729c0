// The accountant's export (issue 20, item 4; ADR 072) as an administrator does it, on a phone and a desktop: a
// learner pays a course by bank slip and the payment is confirmed; in the dashboard's orders section the
// administrator picks "this month" and downloads the CSV, which opens with the Serbian headings (";" separated,
// UTF-8 with a BOM) and holds the payment; in English the headings, separator and texts are English.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  admin,
  adminConfirmSlip,
  apiLearner,
  apiLogin,
  apiSlipOrder,
  paidCourse,
  signInBrowser,
} from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });

/** A CSV's records (after its BOM), RFC 4180 quotes undone. */
function records(text: string, separator: string): string[][] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let at = 1; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') field += text[++at];
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      rows.at(-1)!.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      rows.at(-1)!.push(field);
      rows.push([]);
      field = '';
      at++;
    } else field += char;
  }
  return rows.slice(0, -1);
}

/** Clicks a download button and reads the saved file. */
async function download(page: Page, button: string) {
  const saved = page.waitForEvent('download');
  await page.getByTestId('accounting-export').getByRole('button', { name: button }).click();
  const file = await saved;
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

test.describe('the accountant’s export', () => {
  test.use({ locale: 'sr-RS' });

  test('downloads this month’s paid orders as a CSV, in Serbian and in English', async ({
    page,
    request,
  }) => {
    const course = await paidCourse(request, 2);
    const buyer = await apiLearner(request, 'knjigovodstvo');
    const paymentId = await apiSlipOrder(request, buyer, [{ type: 'course', id: course.id }]);
    await adminConfirmSlip(request, paymentId);

    await signInBrowser(page, await apiLogin(request, admin.email, admin.password));
    await page.goto('/dashboard?section=narudzbine');
    const panel = page.getByTestId('accounting-export');
    await expect(panel.getByRole('heading', { name: 'Izvoz za knjigovodstvo' })).toBeVisible();
    await panel.getByRole('button', { name: 'Ovaj mesec' }).click();
    await expect(panel.getByRole('button', { name: 'Ovaj mesec' })).toHaveAttribute('aria-pressed', 'true');
    const from = await panel.getByLabel('Od').inputValue();
    const to = await panel.getByLabel('Do').inputValue();
    expect(from).toMatch(/^\d{4}-\d{2}-01$/);
    await shot(page, 'accounting-sr');

    const sr = await download(page, 'Preuzmi CSV');
    expect(sr.name).toBe(`porudzbine-${from}-${to}.csv`);
    expect(sr.text.charCodeAt(0)).toBe(0xfeff);
    expect(sr.text.slice(1).split('\r\n')[0]).toBe(
      'Vrsta;Broj računa;Broj narudžbine;Datum;Kupac;E-pošta kupca;Stavke;Osnovica (RSD);Stopa PDV-a (%);PDV (RSD);Ukupno sa PDV-om (RSD);Plaćeno poklon karticom (RSD);Naplaćeno (RSD);Valuta plaćanja;Iznos u valuti plaćanja;Kurs EUR;Način plaćanja;Referenca plaćanja;Vaučer;Popust (RSD)',
    );
    const srRows = records(sr.text, ';');
    const srRow = srRows.find((row) => row[5] === buyer.email);
    expect(srRow?.[0]).toBe('Uplata');
    expect(srRow?.[4]).toBe(buyer.name);
    expect(srRow?.[6]).toBe(course.title);
    expect(srRow?.[8]).toBe('20');
    expect(srRow?.[10]).toMatch(/^\d+,\d{2}$/);
    expect(srRow?.[16]).toBe('Uplatnica');
    expect(srRow?.[17]).toMatch(/^97\d+$/);
    expect(srRows.at(-1)?.[0]).toBe('Ukupno');
    await expect(page.getByText(`Fajl porudzbine-${from}-${to}.csv je preuzet.`)).toBeVisible();

    await page.goto('/dashboard?section=narudzbine&lng=en');
    const english = page.getByTestId('accounting-export');
    await expect(english.getByRole('heading', { name: 'Export for the accountant' })).toBeVisible();
    await english.getByRole('button', { name: 'This month' }).click();
    await shot(page, 'accounting-en');
    const en = await download(page, 'Download CSV');
    const enRows = records(en.text, ',');
    expect(enRows[0]?.slice(0, 7)).toEqual([
      'Type',
      'Invoice number',
      'Order number',
      'Date',
      'Buyer',
      'Buyer e-mail',
      'Items',
    ]);
    const enRow = enRows.find((row) => row[5] === buyer.email);
    expect(enRow?.[0]).toBe('Payment');
    expect(enRow?.[10]).toMatch(/^\d+\.\d{2}$/);
    expect(enRow?.[16]).toBe('Bank slip');

    // A reversed period is refused before anything is asked.
    await english.getByLabel('From').fill(to);
    await english.getByLabel('To').fill(from);
    await expect(english).toContainText('The start of the period cannot be after its end.');
    await expect(english.getByRole('button', { name: 'Download XLSX' })).toBeDisabled();
  });
});
