// Journeys of the profile (issue 5): changing e-mail and password with the spec's messages in Serbian and English,
// a message to support (with a failed send retried), My other purchases with an e-book read in the browser, the
// load-failure message, and completing every lesson of the free mini course into a certificate whose code verifies.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { admin, apiLogin, apiRegister, uniqueEmail, watchLessonToEnd } from './support';

const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL ?? 'podrska@atelje.rs';

type Learner = { name: string; email: string; password: string; token: string };

async function newLearner(
  request: APIRequestContext,
  prefix: string,
  name = 'Jelena Profil',
): Promise<Learner> {
  const email = uniqueEmail(prefix);
  const password = 'Profil#Beograd2026';
  await apiRegister(request, name, email, password);
  return { name, email, password, token: await apiLogin(request, email, password) };
}

/** Puts the token where the login form leaves it, on a page that runs no app code, then opens the profile. */
async function openProfile(page: Page, learner: Learner, lng: 'sr' | 'en' = 'sr') {
  await page.goto('/api/health');
  await page.evaluate(
    ([token, language]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('i18nextLng', language);
    },
    [learner.token, lng] as const,
  );
  await page.goto(`/my-profile?lng=${lng}`);
  await expect(page.getByTestId('profile-email')).toHaveText(learner.email);
}

/** The newest e-mail of a template to an address that contains a text, read as an administrator (outbox). */
async function findMail(request: APIRequestContext, to: string, template: string, contains: string) {
  const token = await apiLogin(request, admin.email, admin.password);
  for (let attempt = 0; attempt < 80; attempt++) {
    const res = await request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(to)}&per_page=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    const mails = (await res.json()).data as Array<{ template: string; text: string; subject: string }>;
    const mail = mails.find((m) => m.template === template && m.text.includes(contains));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${template} e-mail to ${to} containing ${contains}`);
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width}.png`),
    fullPage: false,
  });

test.describe('change e-mail and password', () => {
  const texts = {
    sr: {
      open: 'Promeni email ili lozinku',
      email: 'Novi email',
      password: 'Nova lozinka',
      save: 'Sačuvaj promene',
      reset: 'Poništi',
      noChanges: 'Nema promena za čuvanje.',
      invalid: 'Neispravan email format.',
      same: 'Email je isti kao trenutni.',
      short: 'Lozinka mora imati najmanje 6 karaktera.',
      current: 'Trenutna lozinka',
      currentRequired: 'Unesite trenutnu lozinku.',
      currentWrong: 'Trenutna lozinka nije tačna.',
      pending: (email: string) =>
        `Poslali smo link za potvrdu na ${email}. Nova adresa važi kada otvorite link.`,
      confirm: 'Potvrdite novu adresu',
      confirmed: 'Nova adresa e-pošte je potvrđena. Ubuduće se prijavljujte njome.',
    },
    en: {
      open: 'Change email or password',
      email: 'New email',
      password: 'New password',
      save: 'Save changes',
      reset: 'Reset',
      noChanges: 'No changes to save.',
      invalid: 'Invalid email format.',
      same: 'Email is the same as current.',
      short: 'Password must be at least 6 characters.',
      current: 'Current password',
      currentRequired: 'Enter your current password.',
      currentWrong: 'The current password is not correct.',
      pending: (email: string) =>
        `We have e-mailed a confirmation link to ${email}. The new address takes effect when you open it.`,
      confirm: 'Confirm the new address',
      confirmed: 'Your new e-mail address is confirmed. Sign in with it from now on.',
    },
  } as const;

  for (const lng of ['sr', 'en'] as const) {
    test(`shows every profile message, saves a new password and a new e-mail after its link (${lng})`, async ({
      page,
      request,
    }) => {
      const text = texts[lng];
      const learner = await newLearner(request, `profil.${lng}`);
      await openProfile(page, learner, lng);

      await page.getByRole('button', { name: text.open }).click();
      const modal = page.getByTestId('credentials-modal');
      await expect(modal).toBeVisible();
      const email = modal.getByLabel(text.email);
      const password = modal.getByLabel(text.password, { exact: true });
      const save = modal.getByRole('button', { name: text.save });
      const reset = modal.getByRole('button', { name: text.reset });
      await expect(reset).toBeDisabled();

      await save.click();
      await expect(modal.getByRole('alert')).toHaveText(text.noChanges);

      await email.fill('nije-adresa');
      await expect(reset).toBeEnabled();
      await save.click();
      await expect(modal).toContainText(text.invalid);

      await email.fill(learner.email.toUpperCase());
      await save.click();
      await expect(modal).toContainText(text.same);

      await email.fill('');
      await password.fill('Ab1!');
      await save.click();
      await expect(modal).toContainText(text.short);
      await reset.click();
      await expect(password).toHaveValue('');
      await expect(reset).toBeDisabled();

      // Only the server checks the current password: its field errors appear under the field.
      const current = modal.getByLabel(text.current, { exact: true });
      const newEmail = uniqueEmail(`novi.${lng}`);
      await email.fill(newEmail);
      await password.fill('Nova#Lozinka2027');
      await save.click();
      await expect(modal).toContainText(text.currentRequired);
      await current.fill('Pogresna#Lozinka1');
      await save.click();
      await expect(modal).toContainText(text.currentWrong);
      await shot(page, `profile-credentials-current-${lng}`);

      await current.fill(learner.password);
      await save.click();
      await expect(modal.getByRole('status')).toHaveText(text.pending(newEmail));
      await expect(email).toHaveValue('');
      await expect(current).toHaveValue('');
      await shot(page, `profile-credentials-pending-${lng}`);
      await page.keyboard.press('Escape');
      // The password changed at once; the address waits for its link.
      await expect(page.getByTestId('profile-email')).toHaveText(learner.email);
      const withNewPassword = await request.post('/api/login', {
        data: { email: learner.email, password: 'Nova#Lozinka2027' },
      });
      expect(withNewPassword.status()).toBe(200);

      const mail = await findMail(request, newEmail, 'email-change-confirm', '/email-change/confirm');
      const link = new URL(mail.text.match(/https?:\/\/\S*\/email-change\/confirm\?token=[\w-]+/)![0]);
      await page.goto(`${link.pathname}${link.search}`);
      const confirmPage = page.getByTestId('email-change-confirm');
      await confirmPage.getByRole('button', { name: text.confirm }).click();
      await expect(confirmPage.getByRole('status')).toHaveText(text.confirmed);
      await shot(page, `email-change-confirmed-${lng}`);

      const login = await request.post('/api/login', {
        data: { email: newEmail, password: 'Nova#Lozinka2027' },
      });
      expect(login.status()).toBe(200);
      const old = await request.post('/api/login', {
        data: { email: learner.email, password: 'Nova#Lozinka2027' },
      });
      expect(old.status()).toBe(401);
      // The browser's own session (the one that asked) survived both changes.
      await page.goto(`/my-profile?lng=${lng}`);
      await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
    });
  }
});

test('sends a message to support, retrying after a failed send', async ({ page, request }) => {
  const learner = await newLearner(request, 'podrska');
  await openProfile(page, learner);

  await page.getByRole('button', { name: 'Pišite podršci' }).click();
  const modal = page.getByTestId('support-modal');
  await expect(modal.getByLabel('Email za odgovor')).toHaveValue(learner.email);
  await modal.getByRole('button', { name: 'Pošalji poruku' }).click();
  await expect(modal).toContainText('Poruka je obavezna.');

  const message = `Ne vidim drugu lekciju mini kursa (${learner.email}).`;
  await modal.getByLabel('Poruka').fill(message);
  // The first send fails on the way; the retry sends the same message.
  let failures = 0;
  await page.route('**/api/support', async (route) => {
    if (failures++ === 0) return route.abort('failed');
    return route.continue();
  });
  await modal.getByRole('button', { name: 'Pošalji poruku' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Greška pri slanju poruke!');
  await shot(page, 'profile-support-failed');
  await modal.getByRole('button', { name: 'Pokušaj ponovo' }).click();
  await expect(modal.getByTestId('support-sent')).toContainText('Vaša poruka je poslata podršci.');

  const mail = await findMail(request, SUPPORT_EMAIL, 'contact-received', message);
  expect(mail.text).toContain(learner.email);
});

test('shows the load-failure message when the profile cannot be read', async ({ page, request }) => {
  const learner = await newLearner(request, 'ucitavanje');
  await openProfile(page, learner);
  // The session check at start succeeds; the profile's own read of the account then fails (a server error: a 401
  // would end the session and go to the login page instead, ADR 034).
  let reads = 0;
  await page.route('**/api/user', (route) =>
    reads++ === 0 ? route.continue() : route.fulfill({ status: 500, json: { message: 'Server Error' } }),
  );
  await page.goto('/my-profile?lng=sr');
  await expect(page.getByTestId('profile-load-error')).toContainText(
    'Neuspešno učitavanje podataka. Proverite da li ste prijavljeni.',
  );
  await shot(page, 'profile-load-error');
  reads = 0;
  await page.goto('/my-profile?lng=en');
  await expect(page.getByTestId('profile-load-error')).toContainText(
    'Failed to load data. Please check if you are logged in.',
  );
});

test('reads a bought e-book in the browser and downloads a bought template', async ({ page, request }) => {
  const learner = await newLearner(request, 'ekniga');
  const ebooks = (await (await request.get('/api/ebooks')).json()) as Array<{
    id: number;
    title: string;
    price_para: number;
  }>;
  const templates = (await (await request.get('/api/templates')).json()) as Array<{
    id: number;
    title: string;
    price_para: number;
  }>;
  const ebook = ebooks.find((item) => item.price_para > 0)!;
  const template = templates.find((item) => item.price_para > 0)!;
  const order = await request.post('/api/checkout', {
    headers: { authorization: `Bearer ${learner.token}` },
    data: {
      items: [
        { type: 'ebook', id: ebook.id },
        { type: 'template', id: template.id },
      ],
      payment_method: 'uplatnica',
      billing: { name: learner.name, email: learner.email, phone: '+381641234567' },
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const adminToken = await apiLogin(request, admin.email, admin.password);
  const confirmed = await request.post(
    `/api/admin/uplatnice/${encodeURIComponent((await order.json()).payment_id)}/confirm`,
    { headers: { authorization: `Bearer ${adminToken}` } },
  );
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await openProfile(page, learner);
  await page.getByRole('button', { name: 'Moje ostale kupovine' }).click();
  const modal = page.getByTestId('other-purchases-modal');
  await expect(modal.getByTestId('ebook')).toContainText(ebook.title);
  await expect(modal.getByTestId('template')).toContainText(template.title);
  await shot(page, 'profile-other-purchases');

  const templateLink = modal
    .getByTestId('template')
    .getByRole('link', { name: `Preuzmi „${template.title}“` });
  const templateUrl = await templateLink.getAttribute('href');
  // Bound to the learner (ADR 026): the browser's media session opens it, a copied link alone does not.
  const templateFile = await page.request.get(templateUrl!);
  expect(templateFile.status()).toBe(200);
  expect((await request.get(templateUrl!)).status()).toBe(403);
  expect(templateFile.headers()['content-type']).toBe('application/pdf');

  await modal.getByRole('button', { name: `Čitaj „${ebook.title}“` }).click();
  const reader = modal.getByTestId('ebook-reader');
  const frame = reader.locator('iframe');
  await expect(frame).toHaveAttribute('title', `E-knjiga: ${ebook.title}`);
  const src = await frame.getAttribute('src');
  expect(src).toMatch(/^\/api\/media\/.+\.pdf\?exp=\d+/);
  const pdf = await page.request.get(src!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(reader.getByRole('link', { name: 'Otvori u novoj kartici' })).toHaveAttribute('href', src!);
  await shot(page, 'profile-ebook-reader');
  await reader.getByRole('button', { name: /Nazad na listu/ }).click();
  await expect(modal.getByTestId('ebook')).toBeVisible();
});

test('completing every lesson of the free mini course yields a certificate whose code verifies', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const learner = await newLearner(request, 'sertifikat', 'Teodora Sertifikat');
  const auth = { authorization: `Bearer ${learner.token}` };
  const settings = await (await request.get('/api/settings/public')).json();
  const courseId = settings.free_mini_course_id as number;
  const course = await (await request.get(`/api/courses/${courseId}`)).json();
  const videos = (await (await request.get(`/api/courses/${courseId}/videos`)).json()) as Array<{
    id: number;
    is_intro: 0 | 1;
    duration_seconds: number;
  }>;
  const lessons = videos.filter((video) => video.is_intro === 0);
  expect(lessons.length).toBeGreaterThan(0);

  await openProfile(page, learner);
  await expect(page.getByTestId('certificates')).toContainText('Još nemate sertifikata.');

  // Claiming the end at once, as the client's word alone, completes nothing (ADR 025).
  const claimed = await page.request.put(`/api/courses/${courseId}/videos/${lessons[0]!.id}/progress`, {
    headers: auth,
    data: { position_seconds: 1, duration_seconds: 1 },
  });
  expect(claimed.status()).toBe(200);
  expect((await claimed.json()).completed).toBe(false);

  // Watching every lesson to its end, as an honest player would, with the server's watch-time clock moved on.
  for (const lesson of lessons) {
    const saved = await watchLessonToEnd(
      page.request,
      learner.token,
      courseId,
      lesson.id,
      lesson.duration_seconds,
    );
    expect(saved.completed).toBe(true);
  }

  await page.reload();
  const certificate = page.getByTestId('certificate');
  await expect(certificate).toHaveCount(1);
  await expect(certificate).toContainText(course.title);
  const code = (await certificate.getByTestId('certificate-code').textContent())!.trim();
  expect(code).toMatch(/^ATL-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await page.getByTestId('certificates').scrollIntoViewIfNeeded();
  await shot(page, 'profile-certificates');

  const pdfUrl = await certificate
    .getByRole('link', { name: /Preuzmi PDF sertifikata/ })
    .getAttribute('href');
  const pdf = await page.request.get(pdfUrl!);
  expect(pdf.status()).toBe(200);
  expect((await request.get(pdfUrl!)).status()).toBe(403);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const mail = await findMail(request, learner.email, 'certificate-issued', code);
  expect(mail.subject).toContain(course.title);

  await certificate.getByRole('link', { name: 'Stranica za proveru' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
  const valid = page.getByTestId('certificate-valid');
  await expect(valid).toContainText('Sertifikat je važeći');
  await expect(valid.getByTestId('certificate-learner')).toHaveText('Teodora Sertifikat');
  await expect(valid.getByTestId('certificate-course')).toHaveText(course.title);
  await expect(valid.getByTestId('certificate-code')).toHaveText(code);
  await shot(page, 'certificate-verify');

  // A visitor checks the same code in English, typed in lower case through the form.
  const visitor = await page.context().browser()!.newContext({ viewport: page.viewportSize()! });
  const other = await visitor.newPage();
  await other.goto('/certificates?lng=en');
  await other.getByLabel('Verification code').fill(code.toLowerCase());
  await other.getByRole('button', { name: 'Check' }).click();
  await expect(other.getByTestId('certificate-valid')).toContainText('The certificate is valid');
  await expect(other.getByTestId('certificate-code')).toHaveText(code);
  await other.goto('/certificates/ATL-2222-2222?lng=en');
  await expect(other.getByRole('alert')).toContainText('Certificate not found');
  await shot(other, 'certificate-not-found');
  await visitor.close();
});
