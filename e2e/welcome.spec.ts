// Journeys of the welcome voucher (issue 7, spec 000 §2, §5, §8): a learner sends a friend a personal one-time
// code from the navbar modal or from /welcome, the friend reads it in the e-mail, registers and gets the discount
// at checkout; a guest is asked to log in; an empty or invalid e-mail sends nothing.
import { expect, type Page, test } from '@playwright/test';
import {
  addToCart,
  apiLearner,
  apiLogin,
  expectAccessible,
  openMenuIfCollapsed,
  paidCourse,
  readMail,
  signInBrowser,
  uniqueEmail,
} from './support';

test.use({ locale: 'sr-RS' });

const CODE = /DOBRODOSLI-[A-Z0-9]{8}/;

/** "14.900,00 RSD" → 1490000 para. */
function para(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

/** Counts the voucher requests the page sends. */
function countVoucherRequests(page: Page) {
  const counter = { sent: 0 };
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/vouchers/welcome')) counter.sent += 1;
  });
  return counter;
}

/** The friend opens an account with the invited address and applies the code at checkout. */
async function friendUsesCode(
  page: Page,
  request: Parameters<typeof apiLearner>[0],
  friend: string,
  code: string,
) {
  const password = 'Prijatelj#Novi2026';
  const res = await request.post('/api/register', {
    data: { name: 'Jelena Prijatelj', email: friend, password, password_confirmation: password },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.clear());
  await signInBrowser(page, await apiLogin(request, friend, password));
  const course = await paidCourse(request, 1);
  await page.goto(`/courses/${course.id}`);
  await addToCart(page);
  await page.goto('/korpa');
  await page.getByRole('checkbox', { name: /Prihvatam uslove korišćenja/ }).check();
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('summary-total')).toHaveText(/\d/);
  const subtotal = para(await page.getByTestId('summary-total').textContent());
  await page.getByTestId('voucher-input').fill(code.toLowerCase());
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByTestId('voucher-applied')).toContainText(code);
  await expect(page.getByTestId('summary-discount')).toBeVisible();
  const discount = Math.floor((subtotal * 10 + 50) / 100);
  await expect
    .poll(async () => para(await page.getByTestId('summary-total').textContent()))
    .toBe(subtotal - discount);
}

test('a learner sends a welcome voucher from the navbar modal; the friend registers and gets the discount', async ({
  page,
  request,
}) => {
  const sender = await apiLearner(request, 'posiljalac');
  const friend = uniqueEmail('prijatelj');
  await signInBrowser(page, sender.token);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const requests = countVoucherRequests(page);

  const nav = await openMenuIfCollapsed(page);
  // The bar's language switch (its own chunk) is in before the bar decides what gives way to the "More" menu.
  await expect(page.getByRole('button', { name: /^Lat\b/ }).first()).toBeAttached();
  let voucher = nav.getByRole('button', { name: 'Vaučer dobrodošlice' });
  if (!(await voucher.isVisible())) {
    await nav.getByRole('button', { name: 'Još', exact: true }).click();
    voucher = page.getByTestId('nav-more-panel').getByRole('button', { name: 'Vaučer dobrodošlice' });
  }
  await voucher.click();
  const modal = page.getByRole('dialog', { name: 'Vaučer dobrodošlice' });
  await expect(modal).toBeVisible();
  const field = modal.getByLabel('Email adresa prijatelja');
  await expect(field).toBeFocused();

  // An empty and an invalid e-mail are answered under the field, and nothing is sent.
  await modal.getByRole('button', { name: 'Pošalji vaučer' }).click();
  await expect(modal.getByText('Email je obavezan.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('prijatelj@');
  await modal.getByRole('button', { name: 'Pošalji vaučer' }).click();
  await expect(modal.getByText('Neispravan email format.')).toBeVisible();
  expect(requests.sent).toBe(0);

  await field.fill(friend);
  await modal.getByRole('button', { name: 'Pošalji vaučer' }).click();
  const sent = modal.getByTestId('welcome-voucher-sent');
  await expect(sent).toContainText(`Poslali smo vaučer dobrodošlice na ${friend}.`);
  await expect(sent).toContainText('10 % popusta');
  expect(requests.sent).toBe(1);
  await modal.getByRole('button', { name: 'Zatvori', exact: true }).last().click();
  await expect(modal).toBeHidden();

  const mail = await readMail(request, friend, 'welcome-voucher');
  expect(mail.subject).toBe('Milica Kupac vam šalje vaučer dobrodošlice u Atelje');
  const code = CODE.exec(mail.text)?.[0];
  expect(code).toBeTruthy();
  await friendUsesCode(page, request, friend, code!);
});

test('a learner sends a welcome voucher from /welcome; the server refuses their own address under the field', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const sender = await apiLearner(request, 'dobrodosli');
  const friend = uniqueEmail('drugarica');
  await signInBrowser(page, sender.token);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drago nam je što ste tu, Milica');
  const form = page.getByTestId('welcome-voucher-form');
  const field = form.getByLabel('Email adresa prijatelja');

  await field.fill(sender.email);
  await form.getByRole('button', { name: 'Pošalji vaučer' }).click();
  await expect(
    form.getByText('Vaučer dobrodošlice pošaljite prijatelju, ne na svoju email adresu.'),
  ).toBeVisible();
  await expect(field).toBeFocused();

  await field.fill(friend);
  await form.getByRole('button', { name: 'Pošalji vaučer' }).click();
  await expect(page.getByTestId('welcome-voucher-sent')).toContainText(friend);
  const first = CODE.exec((await readMail(request, friend, 'welcome-voucher')).text)?.[0];

  // Asking again for the same friend sends the same code.
  await page.getByRole('button', { name: 'Pošalji još jedan' }).click();
  await field.fill(friend);
  await form.getByRole('button', { name: 'Pošalji vaučer' }).click();
  await expect(page.getByTestId('welcome-voucher-sent')).toContainText('ponovo smo poslali isti kod');
  expect(first).toMatch(CODE);
  await expectAccessible(page);
});

test('past the daily limit the form says "Please try again." with the reason', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const sender = await apiLearner(request, 'granica');
  for (let i = 0; i < 5; i += 1) {
    const res = await request.post('/api/vouchers/welcome', {
      headers: { authorization: `Bearer ${sender.token}` },
      data: { email: uniqueEmail(`prijatelj${i}`) },
    });
    expect(res.status()).toBe(200);
  }
  await signInBrowser(page, sender.token);
  await page.goto('/welcome?lng=en');
  const form = page.getByTestId('welcome-voucher-form');
  await form.getByLabel("Your friend's e-mail").fill(uniqueEmail('sesti'));
  await form.getByRole('button', { name: 'Send voucher' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('You can send up to 5 welcome vouchers a day.');
  await expect(alert).toContainText('Please try again.');
});

test('a guest clicking Welcome Voucher gets the login modal and lands on /welcome after logging in', async ({
  page,
  request,
}) => {
  const learner = await apiLearner(request, 'gost');
  await page.goto('/');
  // The bar must be drawn before the helper decides between it and the phone's drawer.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = await openMenuIfCollapsed(page);
  await nav.getByRole('button', { name: 'Vaučer dobrodošlice' }).click();
  const login = page.getByRole('dialog', { name: 'Prijava' });
  await expect(login).toBeVisible();
  await login.getByLabel('Email').fill(learner.email);
  await login.getByLabel('Lozinka', { exact: true }).fill(learner.password);
  await login.getByRole('button', { name: 'Prijavi se', exact: true }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByTestId('welcome-voucher-form')).toBeVisible();
});

test('/welcome greets a guest, offers the login instead of the form, and has no serious axe violation', async ({
  page,
}) => {
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drago nam je što ste tu');
  await expect(page.getByTestId('welcome-voucher-form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Prijavite se' })).toBeVisible();
  await expectAccessible(page);
});
