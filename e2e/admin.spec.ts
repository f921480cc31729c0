// Journeys of the administrator dashboard (issue 6) as the demo administrator: confirm a pending bank slip, cancel
// another (ADR 083; the buyer's order list then reads it cancelled), edit a
// user and assign a course (the user then has access), page through users, export the Omnisend CSV and open it,
// create a course with an e-book (a draft: publishing it without a playable lesson is refused at the checkbox,
// issue 16), and read each order's real state in the order list and filter by it (issue 16). A learner visiting
// /dashboard sees My progress, not the dashboard.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  admin,
  apiLearner,
  apiLogin,
  apiSlipOrder,
  apiUserCourses,
  paidCourse,
  signInBrowser,
  uniqueEmail,
} from './support';

const section = (id: string) => `/dashboard?section=${id}`;

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });

/** A card order the bank answers with `outcome` ('decline-105', 'cancel'), through the UPC simulator over HTTP. */
async function apiCardOrder(
  request: APIRequestContext,
  buyer: { name: string; email: string; token: string },
  courseId: number,
  outcome: string,
) {
  const res = await request.post('/api/checkout', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: {
      items: [{ type: 'course', id: courseId }],
      payment_method: 'upc',
      billing: { name: buyer.name, email: buyer.email, phone: '+381641234567' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const started = (await res.json()) as {
    order_number: string;
    redirect_url: string;
    form_data: Record<string, string>;
  };
  const bank = await request.post(started.redirect_url, { form: started.form_data });
  const session = /name="session" value="([^"]+)"/.exec(await bank.text())?.[1];
  expect(session).toBeTruthy();
  const decided = await request.post(new URL('decide', started.redirect_url.replace(/go\/pay$/, '')).href, {
    form: { session: session!, outcome, switch: 'none' },
    maxRedirects: 0,
  });
  expect(decided.status()).toBe(303);
  return started.order_number;
}

async function asAdmin(page: Page, request: APIRequestContext) {
  const token = await apiLogin(request, admin.email, admin.password);
  await signInBrowser(page, token);
  return token;
}

test.describe('admin dashboard', () => {
  test.use({ locale: 'sr-RS' });

  test('the shell shows the section label, the sidebar sections and an unknown section', async ({
    page,
    request,
  }) => {
    await asAdmin(page, request);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administracija - Kontrolna tabla');
    await expect(page.getByTestId('admin-stats')).toContainText('Prihod ovog meseca');
    await expect(page.getByTestId('admin-stats')).toContainText(/RSD/);
    await expect(page.getByRole('heading', { name: 'Poslednje aktivnosti' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Odjavi se' })).toBeVisible();

    await page.goto(section('nepostojeca'));
    await expect(page.getByRole('heading', { name: 'Stranica u pripremi', level: 2 })).toBeVisible();

    await page.goto('/upload');
    await expect(page).toHaveURL(/section=video-upload$/);
    await expect(page.getByRole('region', { name: 'Otpremanje videa' })).toBeVisible();

    // The sidebar moves between sections (behind the menu button on a phone).
    const menu = page.getByRole('button', { name: 'Otvori meni sekcija' });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation', { name: 'Sekcije administracije' })
      .getByRole('link', { name: 'Korisnici' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administracija - Korisnici');
  });

  // A server flow through admin forms: the phone's admin layout is the shell's and the users table's journeys.
  test('confirms a pending bank slip and the buyer gets the course', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const course = await paidCourse(request, 2);
    const buyer = await apiLearner(request, 'uplatnica-admin');
    const paymentId = await apiSlipOrder(request, buyer, [{ type: 'course', id: course.id }]);

    await asAdmin(page, request);
    await page.goto(section('uplatnice'));
    const row = page.locator(`[data-payment-id="${paymentId}"]`);
    await expect(row).toContainText(buyer.email);
    // The reference (model 97) and the amount, to match against the bank statement.
    await expect(row).toContainText(/97\d{6,}/);
    await expect(row).toContainText('RSD');
    await row.getByRole('button', { name: /Potvrdi uplatu/ }).click();
    await expect(
      page.getByText('Uplata je uspešno potvrđena. Račun će biti generisan na Minimax sistemu.'),
    ).toBeVisible();
    // Confirmed slips leave the pending list; among the confirmed ones it reads 'Potvrđeno' (spec 001 §4).
    await expect(row).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'Potvrđene' });
    await expect(row).toContainText('Potvrđeno');
    await expect(row).not.toContainText('Završeno');

    const owned = await apiUserCourses(request, buyer.token);
    expect(owned.map((item) => item.id)).toContain(course.id);
  });

  // At 375 and 1440 px (ADR 083): the Cancel button sits beside Confirm in the stacked row on a phone.
  test('cancels a pending bank slip after a confirm dialog; the buyer reads it cancelled', async ({
    page,
    request,
  }) => {
    const course = await paidCourse(request, 2);
    const buyer = await apiLearner(request, 'uplatnica-otkaz');
    const paymentId = await apiSlipOrder(request, buyer, [{ type: 'course', id: course.id }]);

    await asAdmin(page, request);
    await page.goto(section('uplatnice'));
    const row = page.locator(`[data-payment-id="${paymentId}"]`);
    await expect(row).toContainText(buyer.email);
    const cancel = row.getByRole('button', { name: /Otkaži uplatnicu 97\d+/ });
    await expect(cancel).toBeVisible();
    await shot(page, 'slip-cancel-button');
    // The first dialog is dismissed: nothing happens.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await cancel.click();
    await expect(row).toContainText('Na čekanju');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('Otkazati porudžbinu');
      expect(dialog.message()).toContain('kupac dobija obaveštenje');
      void dialog.accept();
    });
    await cancel.click();
    await expect(page.getByText('Uplatnica je otkazana; kupac je obavešten.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'Otkazane' });
    await expect(row).toContainText('Otkazano');
    await expect(row.getByRole('button')).toHaveCount(0);
    await shot(page, 'slip-cancelled-list');

    // The buyer's own order list reads it cancelled, with no slip link left.
    await signInBrowser(page, buyer.token);
    await page.goto('/my-profile');
    await page.getByRole('button', { name: 'Moje ostale kupovine' }).click();
    const order = page.getByTestId('order').first();
    await expect(order.getByTestId('order-status')).toHaveText('Otkazano');
    await expect(order).toContainText(course.title);
    await shot(page, 'slip-cancelled-learner');
  });

  // A server flow through admin forms: the phone's admin layout is the shell's and the users table's journeys.
  test('edits a user and assigns a course; the user then has access', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const learnerAccount = await apiLearner(request, 'dodela');
    const course = await paidCourse(request, 3);
    await asAdmin(page, request);
    await page.goto(section('korisnici'));
    const table = page.getByTestId('users-table');
    await expect(table).toContainText(learnerAccount.email);
    await expect(table).toContainText('Korisnik');
    await page.getByRole('button', { name: `IZMENI ${learnerAccount.email}` }).click();

    const form = page.getByRole('form', { name: /Izmena korisnika/ });
    await expect(form.getByLabel('E-mail')).toHaveValue(learnerAccount.email);
    // The language of the account's e-mails and documents, read-only (ADR 088).
    await expect(form.getByTestId('admin-user-locale')).toHaveText(
      'Jezik e-pošte i dokumenata: srpski (latinica). Menja ga korisnik u svom profilu.',
    );
    await form.getByTestId('admin-user-locale').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots-langpref/admin-user-1440.png' });
    await form.getByLabel('Ime i prezime').fill('Milica Dodeljena');
    await form.getByRole('checkbox', { name: new RegExp(course.title) }).check();
    await form.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(page.getByText('Korisnik uspešno ažuriran.')).toBeVisible();
    await expect(table).toContainText('Milica Dodeljena');

    const owned = await apiUserCourses(request, learnerAccount.token);
    expect(owned.find((item) => item.id === course.id)?.access_valid).toBe(true);
  });

  test('pages through users 15 at a time', async ({ page, request }) => {
    const token = await asAdmin(page, request);
    // Enough accounts for at least three pages.
    const list = await request.get('/api/admin/users?page=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const total = ((await list.json()) as { total: number }).total;
    for (let index = total; index < 31; index += 1) {
      const res = await request.post('/api/admin/users', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          name: `Korisnik ${index}`,
          email: uniqueEmail('strana'),
          role: 'user',
          password: 'Strana#Beograd2026',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.goto(section('korisnici'));
    const pager = page.getByRole('navigation', { name: 'Stranice' });
    await expect(pager).toContainText(/Prikazano 1–15 od \d+ korisnika/);
    await expect(page.getByTestId('users-table').locator('tbody tr')).toHaveCount(15);
    await expect(pager.getByRole('button', { name: 'Prva' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Stranica 2' }).click();
    await expect(pager).toContainText(/Prikazano 16–30 od/);
    await expect(pager.getByRole('button', { name: 'Stranica 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Poslednja' }).click();
    await expect(pager.getByRole('button', { name: 'Sledeća' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Prethodna' }).click();
    await pager.getByRole('button', { name: 'Prva' }).click();
    await expect(pager).toContainText(/Prikazano 1–15 od/);
  });

  // A server flow through admin forms: the phone's admin layout is the shell's and the users table's journeys.
  test('exports the Omnisend CSV and opens it', { tag: '@desktop-only' }, async ({ page, request }) => {
    await asAdmin(page, request);
    await page.goto(section('omnisend'));
    await page.getByRole('button', { name: 'Pokreni izvoz' }).click();
    const download = page.getByRole('button', { name: 'Preuzmi CSV' });
    await expect(download).toBeEnabled({ timeout: 60_000 });
    const saved = page.waitForEvent('download');
    await download.click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe('users_export.csv');
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.split('\n')[0]).toMatch(/email/i);
    await expect(page.getByText('Fajl je uspešno preuzet!')).toBeVisible();
  });

  // A server flow through admin forms: the phone's admin layout is the shell's and the users table's journeys.
  test('creates a course with an e-book', { tag: '@desktop-only' }, async ({ page, request }) => {
    const token = await asAdmin(page, request);
    const title = `Kurs sa e-knjigom ${Date.now()}`;
    await page.goto(section('kursevi-upload'));
    const form = page.getByTestId('course-form');

    // The spec's messages for an empty form.
    await form.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(form).toContainText('Naziv kursa je obavezan.');
    await expect(form).toContainText('Molimo izaberite predavača.');
    await expect(form).toContainText('Molimo izaberite bar jednu glavnu kategoriju.');
    await expect(form).toContainText('Molimo izaberite bar jednu podkategoriju.');

    await form.getByLabel('Naziv kursa', { exact: true }).fill(title);
    await form.getByLabel('Predavač').selectOption({ index: 1 });
    await form.getByLabel('Glavna kategorija').selectOption({ index: 1 });
    await form.getByRole('group', { name: 'Podkategorije' }).getByRole('checkbox').first().check();
    await form.getByLabel('Opis', { exact: true }).fill('Kratak kurs sa priručnikom u PDF-u.');
    await form.getByLabel('Cena sa popustom (RSD)').fill('4900');
    await form.getByLabel('Redovna cena (RSD)').fill('6900.50');
    await form.getByLabel('E-knjiga (.pdf)').setInputFiles({
      name: 'prirucnik.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });

    // A new course starts as a draft; publishing it without a lesson is refused at the checkbox (issue 16).
    const publish = form.getByRole('checkbox', { name: 'Objavljen' });
    await expect(publish).not.toBeChecked();
    await publish.check();
    await form.getByRole('button', { name: 'Sačuvaj' }).click();
    const refusal =
      'Kurs ne može biti objavljen dok nema nijednu lekciju spremnu za gledanje. Sačuvajte ga kao nacrt, dodajte lekciju i objavite ga kada se njena obrada završi.';
    await expect(publish).toHaveAttribute('aria-invalid', 'true');
    await expect(publish).toHaveAccessibleDescription(refusal);
    await expect(publish).toBeFocused();
    await shot(page, 'course-publish-refused-sr');
    await publish.uncheck();
    await form.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(page.getByText(/Kurs uspešno dodat/)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Nacrt');

    // The same refusal in English, editing the draft.
    await page.goto(`${section('kursevi')}&lng=en`);
    await page.getByRole('button', { name: `EDIT ${title}` }).click();
    const formEn = page.getByTestId('course-form');
    await expect(formEn.getByLabel('Course name')).toHaveValue(title);
    const publishEn = formEn.getByRole('checkbox', { name: 'Published' });
    await expect(publishEn).not.toBeChecked();
    await publishEn.check();
    await formEn.getByRole('button', { name: 'Save' }).click();
    await expect(publishEn).toHaveAccessibleDescription(
      "A course cannot be published until it has a lesson ready to watch. Save it as a draft, add a lesson and publish the course once the lesson's processing has finished.",
    );
    await shot(page, 'course-publish-refused-en');

    const list = await request.get('/api/admin/courses', { headers: { authorization: `Bearer ${token}` } });
    const created = ((await list.json()) as { data: Array<{ id: number; title: string }> }).data.find(
      (course) => course.title === title,
    );
    expect(created).toBeTruthy();
    const edit = await request.get(`/api/admin/courses/${created!.id}/edit`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const data = ((await edit.json()) as { data: { ebook: unknown; original_price: string } }).data;
    expect(data.ebook).not.toBeNull();
    expect(data.original_price).toBe('6900.50');
  });

  // A server flow through admin forms: the phone's admin layout is the shell's and the users table's journeys.
  test("the order list shows each order's real state and filters by it", { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    const course = await paidCourse(request, 4);
    const buyer = await apiLearner(request, 'stanja');
    const slipPaymentId = await apiSlipOrder(request, buyer, [{ type: 'course', id: course.id }]);
    const declined = await apiCardOrder(request, buyer, course.id, 'decline-105');
    const cancelled = await apiCardOrder(request, buyer, course.id, 'cancel');

    await asAdmin(page, request);
    await page.goto(section('narudzbine'));
    const rows = page.getByTestId('order-row');
    const rowOf = (number: string) => rows.filter({ hasText: number });
    // Newest first: the three orders lead the list, each with what really happened to it.
    await expect(rowOf(declined)).toContainText('Neuspelo plaćanje');
    await expect(rowOf(declined)).toContainText('Platna kartica');
    await expect(rowOf(cancelled)).toContainText('Otkazano');
    const slipRow = rows.filter({ hasText: buyer.email }).filter({ hasText: 'Uplatnica na čekanju' });
    await expect(slipRow).toHaveCount(1);
    for (const number of [declined, cancelled]) await expect(rowOf(number)).not.toContainText('Na čekanju');
    await shot(page, 'orders-states-sr');

    // Only the failed ones.
    await page.getByLabel('Stanje').selectOption({ label: 'Neuspelo plaćanje' });
    await expect(rowOf(declined)).toBeVisible();
    await expect(rowOf(cancelled)).toHaveCount(0);
    await expect(slipRow).toHaveCount(0);
    for (const badge of await rows.locator('[data-state]').all())
      await expect(badge).toHaveAttribute('data-state', 'failed');

    // The detail says it too, with the bank's reason.
    await rowOf(declined)
      .getByRole('button', { name: `Detalji narudžbine ${declined}` })
      .click();
    const detail = page.getByTestId('order-detail');
    await expect(detail).toContainText('Neuspelo plaćanje');
    await expect(detail).toContainText('Banka ili PayPal nisu prihvatili plaćanje.');
    await expect(detail).toContainText('TranCode 105');

    await page.goto(`${section('narudzbine')}&lng=en`);
    await expect(rowOf(declined)).toContainText('Payment failed');
    await expect(rowOf(declined)).toContainText('Payment card');
    await expect(rowOf(cancelled)).toContainText('Cancelled');
    await expect(rows.filter({ hasText: buyer.email }).filter({ hasText: 'Bank slip pending' })).toHaveCount(
      1,
    );
    await shot(page, 'orders-states-en');
    await page.getByLabel('State').selectOption({ label: 'Bank slip pending' });
    await expect(rows.filter({ hasText: buyer.email })).toHaveCount(1);
    await expect(rowOf(declined)).toHaveCount(0);
    expect(slipPaymentId).toBeTruthy();
  });

  // A server flow through admin forms: the phone's admin layout is the shell's and the users table's journeys.
  test('a learner visiting /dashboard sees My progress, not the admin dashboard', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const account = await apiLearner(request, 'napredak');
    await signInBrowser(page, account.token);
    await page.goto('/dashboard');
    await expect(page.getByTestId('my-progress')).toBeVisible();
    await expect(page.getByTestId('admin-dashboard')).toHaveCount(0);
    await page.goto(section('uplatnice'));
    await expect(page.getByTestId('my-progress')).toBeVisible();
    await expect(page.getByText('Uplatnice')).toHaveCount(0);
  });
});
