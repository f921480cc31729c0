// Issue 16, defect 12 (and 10), the parts only a browser can show (ADR 037): the success page's course button
// holds its text on a phone and continues an extended course, the admin's phone cards keep labels apart from
// values, the upload drop zones check and preview a file at once, the login modal says why the welcome voucher
// needs an account and has the free-course info view, the free mini course's access reads alike on its page and
// in the profile, and the style course's sales page names the site once in its title.
// STOREFRONT_SCREENSHOTS=1 keeps pictures of each screen in .tmp/shots-h1/.
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  admin,
  adminConfirmSlip,
  apiLearner,
  apiLogin,
  apiSlipOrder,
  openMenuIfCollapsed,
  paidCourse,
  scrollUntilRendered,
  signInBrowser,
} from './support';

const SHOTS = process.env.STOREFRONT_SCREENSHOTS === '1';

test.use({ locale: 'sr-RS' });

async function shot(page: Page, name: string, lang: string, testInfo: { project: { name: string } }) {
  if (!SHOTS) return;
  const width = testInfo.project.name === 'phone' ? 375 : 1440;
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', '.tmp', 'shots-h1', `${name}-${lang}-${width}.png`),
    fullPage: false,
  });
}

/**
 * Whether every line of a button's text lies inside the button's rounded shape (its box with the corners cut by
 * the border radius, which CSS caps at half the height), with a small margin: a pill's ends are half circles.
 */
async function textInsideShape(button: Locator, margin = 2) {
  return button.evaluate((element, margin) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const r = Math.min(Number.parseFloat(style.borderTopLeftRadius), box.height / 2, box.width / 2);
    const inside = (x: number, y: number) => {
      if (x < box.left + margin || x > box.right - margin || y < box.top + margin || y > box.bottom - margin)
        return false;
      const cx = Math.min(Math.max(x, box.left + r), box.right - r);
      const cy = Math.min(Math.max(y, box.top + r), box.bottom - r);
      return Math.hypot(x - cx, y - cy) <= r - margin;
    };
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = Array.from(range.getClientRects()).filter((line) => line.width > 0 && line.height > 0);
    const outside = lines.filter(
      (line) =>
        !inside(line.left, line.top) ||
        !inside(line.right, line.top) ||
        !inside(line.left, line.bottom) ||
        !inside(line.right, line.bottom),
    );
    return { lines: lines.length, outside: outside.length };
  }, margin);
}

const LANGS = [
  { lang: 'sr', query: '' },
  { lang: 'en', query: '?lng=en' },
] as const;

test('the success page continues an extended course, starts a new one, and each button holds its text', async ({
  page,
  request,
}, testInfo) => {
  const course = await paidCourse(request, 1);
  const other = await paidCourse(request, 2);
  const buyer = await apiLearner(request, 'uspeh');
  await adminConfirmSlip(request, await apiSlipOrder(request, buyer, [{ type: 'course', id: course.id }]));
  const ebooks = (await (await request.get('/api/ebooks')).json()) as Array<{
    id: number;
    price_para: number;
  }>;
  const ebook = ebooks.find((item) => item.price_para > 0)!;
  // An extension and an e-book: nothing here is a course to start.
  const extension = await apiSlipOrder(request, buyer, [
    { type: 'course_extension', id: course.id },
    { type: 'ebook', id: ebook.id },
  ]);
  await adminConfirmSlip(request, extension);
  const fresh = await apiSlipOrder(request, buyer, [{ type: 'course', id: other.id }]);
  await adminConfirmSlip(request, fresh);
  await signInBrowser(page, buyer.token);

  for (const { lang, query } of LANGS) {
    await page.goto(`/checkout/success?payment_id=${encodeURIComponent(extension)}${query ? '&lng=en' : ''}`);
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
    const resume = page.getByTestId('success-course-link');
    await expect(resume).toHaveCount(1);
    await expect(resume).toHaveAttribute('data-kind', 'resume');
    await expect(resume).toHaveText(
      lang === 'sr' ? `Nastavi kurs: ${course.title}` : `Continue the course: ${course.title}`,
    );
    await expect(page.getByTestId('payment-success')).not.toContainText(
      lang === 'sr' ? 'Počni kurs' : 'Start',
    );
    await expect(page.getByTestId('payment-success')).toContainText(
      lang === 'sr'
        ? 'Sve što ste kupili naći ćete u Mojim kupovinama.'
        : 'You will find everything you bought in My purchases.',
    );
    await shot(page, 'success-extension', lang, testInfo);

    await page.goto(`/checkout/success?payment_id=${encodeURIComponent(fresh)}${query ? '&lng=en' : ''}`);
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
    const start = page.getByTestId('success-course-link');
    await expect(start).toHaveText(
      lang === 'sr' ? `Počni kurs: ${other.title}` : `Start the course: ${other.title}`,
    );
    // Every button's text lies inside its pill, clear of the rounded ends, on a phone too.
    for (const button of await page.getByTestId('payment-success').locator('a').all()) {
      const fit = await textInsideShape(button);
      expect(fit.lines).toBeGreaterThan(0);
      expect(fit.outside, (await button.textContent()) ?? '').toBe(0);
    }
    await shot(page, 'success-course', lang, testInfo);
  }
});

// The cards exist below 768 px only.
test(
  'the admin phone cards keep each label apart from its value',
  { tag: '@phone-only' },
  async ({ page, request }, testInfo) => {
    await signInBrowser(page, await apiLogin(request, admin.email, admin.password));
    for (const { lang, query } of LANGS) {
      await page.goto(`/dashboard?section=kursevi${query ? '&lng=en' : ''}`);
      const cell = page.locator('td[data-label]').nth(2);
      await expect(cell).toBeVisible();
      const apart = await page.locator('td[data-label]').evaluateAll((cells) =>
        cells.slice(0, 40).map((td) => {
          // The label is the cell's ::before; measure its text the way it is drawn.
          const before = getComputedStyle(td, '::before');
          const probe = document.createElement('span');
          for (const prop of [
            'fontFamily',
            'fontSize',
            'fontWeight',
            'letterSpacing',
            'textTransform',
          ] as const)
            probe.style[prop] = before[prop];
          probe.style.position = 'absolute';
          probe.style.whiteSpace = 'nowrap';
          probe.textContent = td.getAttribute('data-label');
          document.body.append(probe);
          const labelWidth = probe.getBoundingClientRect().width;
          probe.remove();
          const rects = Array.from(td.childNodes).flatMap((node) => {
            const r = document.createRange();
            r.selectNodeContents(node);
            return node.nodeType === Node.TEXT_NODE || node instanceof Element
              ? [r.getBoundingClientRect()]
              : [];
          });
          const valueLeft = Math.min(...rects.filter((r) => r.width > 0).map((r) => r.left));
          const tdLeft = td.getBoundingClientRect().left;
          const stacked = getComputedStyle(td).display === 'grid';
          return { label: td.getAttribute('data-label'), stacked, gap: valueLeft - (tdLeft + labelWidth) };
        }),
      );
      if (testInfo.project.name === 'phone') {
        expect(apart.every((cell) => cell.stacked)).toBe(true);
        for (const cell of apart) expect(cell.gap, `${cell.label}`).toBeGreaterThanOrEqual(8);
      } else {
        // A wide screen keeps the table with its header row.
        expect(apart.some((cell) => cell.stacked)).toBe(false);
        await expect(page.locator('thead th').first()).toBeVisible();
      }
      await shot(page, 'admin-courses', lang, testInfo);
    }
  },
);

/** A small PNG, made by the page itself. */
async function pngBytes(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#b5532f';
    context.fillRect(0, 0, 320, 180);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
}

/** Drops a file onto a zone the way a browser does: dragenter, dragover, drop with the file in dataTransfer. */
async function dropFile(zone: Locator, name: string, type: string, bytes: number[]) {
  const transfer = await zone.page().evaluateHandle(
    ({ name, type, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return data;
    },
    { name, type, bytes },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

test('an upload drop zone takes a dropped cover, previews it and checks a wrong file at once', async ({
  page,
  request,
}, testInfo) => {
  await signInBrowser(page, await apiLogin(request, admin.email, admin.password));
  for (const { lang, query } of LANGS) {
    await page.goto(`/dashboard?section=cover-upload${query ? '&lng=en' : ''}`);
    const region = page.getByRole('region', { name: lang === 'sr' ? 'Otpremanje naslovne slike' : /cover/i });
    const zone = region.getByTestId('file-drop');
    await expect(zone).toContainText(
      lang === 'sr'
        ? 'Prevucite fajl ovde ili kliknite da ga izaberete'
        : 'Drag a file here or click to choose one',
    );
    await expect(zone).toContainText(
      lang === 'sr' ? 'PNG, JPG ili JPEG, do 5 MB' : 'PNG, JPG or JPEG, up to 5 MB',
    );

    // A wrong file is refused the moment it is chosen, before any submit.
    await region.getByLabel(lang === 'sr' ? 'Slika' : 'Image', { exact: true }).setInputFiles({
      name: 'beleske.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('nije slika'),
    });
    await expect(region.getByTestId('file-problem')).toHaveText(
      lang === 'sr' ? 'Molimo odaberite sliku (PNG, JPG, JPEG).' : /PNG, JPG, JPEG/,
    );
    await expect(region.getByRole('alert')).toHaveCount(0);

    // Too large: 5 MB and one byte.
    await region.getByLabel(lang === 'sr' ? 'Slika' : 'Image', { exact: true }).setInputFiles({
      name: 'velika.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(region.getByTestId('file-problem')).toHaveText(
      lang === 'sr' ? 'Slika je prevelika. Maksimalna veličina je 5MB.' : /too large/,
    );

    // Dropped onto the zone: the preview names it, gives its size and shows the picture.
    await dropFile(zone, 'naslovna.png', 'image/png', await pngBytes(page));
    const preview = region.getByTestId('file-preview');
    await expect(preview).toContainText('naslovna.png');
    await expect(preview).toContainText(/\d+ KB/);
    await expect(preview.getByTestId('file-thumb')).toBeVisible();
    await expect(region.getByTestId('file-problem')).toHaveText('');
    await shot(page, 'upload-cover', lang, testInfo);

    // The keyboard reaches the picker, and the preview's remove button empties it.
    const input = region.getByLabel(lang === 'sr' ? 'Slika' : 'Image', { exact: true });
    await input.focus();
    await expect(input).toBeFocused();
    await preview
      .getByRole('button', {
        name: lang === 'sr' ? 'Ukloni fajl naslovna.png' : 'Remove the file naslovna.png',
      })
      .click();
    await expect(preview).toHaveCount(0);
    await expect(input).toBeFocused();
  }
});

test('a guest is told why the welcome voucher needs an account, and the login modal has the free-course view', async ({
  page,
}, testInfo) => {
  for (const { lang, query } of LANGS) {
    await page.goto(`/${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = await openMenuIfCollapsed(page);
    await nav
      .getByRole('button', { name: lang === 'sr' ? 'Vaučer dobrodošlice' : 'Welcome Voucher' })
      .click();
    const login = page.getByTestId('auth-modal');
    await expect(login).toContainText(
      lang === 'sr'
        ? 'Molimo prijavite se da biste pristupili ovoj stranici'
        : 'Please login to access this page',
    );
    await expect(login.getByTestId('requested-path')).toContainText('/welcome');
    await shot(page, 'voucher-login', lang, testInfo);

    await login
      .getByRole('button', {
        name:
          lang === 'sr'
            ? 'Besplatan mini kurs uz registraciju'
            : 'The free mini course that comes with an account',
      })
      .click();
    const info = page.getByRole('dialog', {
      name: lang === 'sr' ? 'Besplatan mini kurs' : 'Free mini course',
    });
    await expect(info.getByTestId('free-course-info')).toBeVisible();
    await expect(info).toContainText(lang === 'sr' ? 'Moj napredak' : 'My progress');
    await shot(page, 'free-course-info', lang, testInfo);
    // Its "Prijavi se" goes back to the login; Escape closes the modal.
    await info.getByRole('button', { name: lang === 'sr' ? 'Prijavi se' : 'Log in', exact: true }).click();
    await expect(page.getByRole('dialog', { name: lang === 'sr' ? 'Prijava' : /Log in/ })).toBeVisible();
    await login.getByRole('button', { name: /mini/ }).click();
    await expect(info).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('auth-modal')).toBeHidden();
  }
});

test('the free mini course has no end date on its page and in the profile', async ({
  page,
  request,
}, testInfo) => {
  const settings = await (await request.get('/api/settings/public')).json();
  const courseId = settings.free_mini_course_id as number;
  const learner = await apiLearner(request, 'mini');
  await signInBrowser(page, learner.token);
  for (const { lang, query } of LANGS) {
    await page.goto(`/courses/${courseId}${query}`);
    await expect(page.getByTestId('course-access')).toHaveText(lang === 'sr' ? 'Bez roka' : 'No end date');
    await shot(page, 'mini-course', lang, testInfo);
    await page.goto(`/my-profile${query}`);
    const purchase = page.getByTestId('purchase').filter({ hasText: 'Mini' });
    await expect(purchase).toContainText(lang === 'sr' ? 'Pristup bez roka' : 'Access without an end date');
  }
});

test('the home promises what is true, and the style sales page names the site once in its title', async ({
  page,
  request,
}, testInfo) => {
  const settings = await (await request.get('/api/settings/public')).json();
  for (const { lang, query } of LANGS) {
    await page.goto(`/${settings.landing_slug}-new${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\| Atelje$/);
    expect((await page.title()).match(/Atelje/g)).toHaveLength(1);

    await page.goto(`/${query}`);
    const closing = page.getByRole('heading', {
      name: lang === 'sr' ? 'Počnite uz besplatan mini kurs.' : 'Start with a free mini course.',
    });
    // The sections under the hero come in a chunk of their own, each rendered as the visitor nears it.
    await scrollUntilRendered(page, closing);
    await expect(closing).toBeVisible();
    await shot(page, 'home-closing', lang, testInfo);
  }
});
