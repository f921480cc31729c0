// The administrator's texts of the e-mails (issue 21 item 3, ADR 085): list and read with defaults, a versioned
// save with the placeholder, length, line and link rules (422 naming the problem, nothing saved), a stale save or
// reset is a 409, every change audited with before and after, a preview of unsaved texts, a test e-mail with the
// saved texts; an e-mail queued before a save and sent after it says the new texts, and a reset brings back the
// default. Administrators only.
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, mailTextVersions, newsletterSubscribers } from '../../db/schema/index';
import { enqueueMail } from '../../jobs/mail';
import { type TestApp, waitForMail } from '../../test/app';
import { type AdminTest, adminTestApp } from '../admin/admin-test-support';

let a: AdminTest;
let t: TestApp;
beforeAll(async () => {
  a = await adminTestApp();
  t = a.t;
});
afterAll(async () => a?.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const as = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const asAdmin = (method: Method, url: string, payload?: object) => as(a.admin.auth, method, url, payload);
const EXPIRY = '/api/admin/mail-texts/access-expiry-reminder';
const SUBJECT = 'accessExpiryReminder.subject';

async function versionOf(template: string, lang: string): Promise<number> {
  const answer = await asAdmin('GET', `/api/admin/mail-texts/${template}/${lang}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().version;
}

describe('e-mail texts: rights', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/admin/mail-texts'],
    ['GET', `${EXPIRY}/sr`],
    ['PUT', `${EXPIRY}/sr`, { base_version: 0, texts: {} }],
    ['DELETE', `${EXPIRY}/sr?base_version=0`],
    ['POST', `${EXPIRY}/sr/preview`, { texts: {} }],
    ['POST', `${EXPIRY}/sr/test`],
  ];
  it.each(routes)(
    '%s %s: 401 without a sign-in, 403 to a learner, nothing saved',
    async (method, url, payload) => {
      expect((await as({}, method, url, payload)).statusCode).toBe(401);
      const learner = await as(a.learner.auth, method, url, payload);
      expect(learner.statusCode).toBe(403);
      expect(await t.database.db.select().from(mailTextVersions)).toHaveLength(0);
    },
  );
});

describe('e-mail texts', () => {
  it('lists the templates, sequences first, and reads one with its defaults and placeholders', async () => {
    const list = await asAdmin('GET', '/api/admin/mail-texts');
    expect(list.statusCode, list.body).toBe(200);
    const templates = list.json().templates as { template: string; group: string; fields: number }[];
    expect(templates.slice(0, 5).map((row) => row.template)).toEqual([
      'access-expiry-reminder',
      'cart-reminder',
      'bank-slip-reminder',
      'mini-course-nurture',
      'course-finished',
    ]);
    expect(templates.slice(0, 5).every((row) => row.group === 'sequence')).toBe(true);
    expect(templates.slice(5).every((row) => row.group === 'transactional')).toBe(true);
    expect(templates.map((row) => row.template)).toContain('fiscal-refund');
    expect(templates.every((row) => row.fields > 0)).toBe(true);

    const detail = await asAdmin('GET', `${EXPIRY}/sr`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({
      template: 'access-expiry-reminder',
      lang: 'sr',
      group: 'sequence',
      version: 0,
    });
    expect(body.fields.find((field: { key: string }) => field.key === SUBJECT)).toEqual({
      key: SUBJECT,
      default: 'Pristup kursu „{{course}}“ ističe {{date}}',
      override: null,
      placeholders: ['{{course}}', '{{date}}'],
      max_length: 150,
    });
    // Only the template's own texts: no layout or other template's keys.
    expect(body.fields.every((field: { key: string }) => field.key.startsWith('accessExpiryReminder.'))).toBe(
      true,
    );
    const english = (await asAdmin('GET', `${EXPIRY}/en`)).json();
    expect(english.fields[0].default).toMatch(/course/i);

    // The refund receipt's own texts and the sale receipt's labels it shares.
    const refund = (await asAdmin('GET', '/api/admin/mail-texts/fiscal-refund/sr')).json();
    const keys = refund.fields.map((field: { key: string }) => field.key);
    expect(keys).toContain('fiscalRefund.subject');
    expect(keys).toContain('fiscalReceipt.number');
    expect(keys).not.toContain('fiscalReceipt.subject');
  });

  it('answers 404 for an unknown template and 422 for a language other than sr or en', async () => {
    const unknown = await asAdmin('GET', '/api/admin/mail-texts/no-such-mail/sr');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Takav šablon e-maila ne postoji.');
    const german = await asAdmin('GET', `${EXPIRY}/de`);
    expect(german.statusCode).toBe(422);
    expect(german.json().message).toBe('Jezik mora biti sr ili en.');
  });

  it('refuses a text that breaks a rule with a message naming it, and saves nothing', async () => {
    const cases: [Record<string, string>, RegExp, string?][] = [
      [{ [SUBJECT]: 'Pristup kursu ističe {{date}}' }, /nedostaje oznaka \{\{course\}\}/],
      [
        { [SUBJECT]: '{{course}} ističe {{date}}, cena {{price}}' },
        /oznaku \{\{price\}\}, koju ovaj e-mail ne može/,
      ],
      [{ [SUBJECT]: `{{course}} {{date}} ${'a'.repeat(150)}` }, /predugačak \(najviše 150 znakova\)/],
      [{ [SUBJECT]: '   ' }, /je prazan/],
      [{ [SUBJECT]: '{{course}}\n{{date}}' }, /novi red/],
      [{ [SUBJECT]: '{{course}} {{date}} na https://primer.rs' }, /link ili veb adresu/],
      [{ [SUBJECT]: '{{course}} {{date}} www.primer.rs' }, /link ili veb adresu/],
      [{ [SUBJECT]: '{{ course }} {{date}}' }, /nedostaje oznaka \{\{course\}\}/],
      [{ [SUBJECT]: '{{course}} {{date}} }' }, /zagrade koje nisu oznaka/],
      [{ 'welcome.subject': 'Zdravo' }, /nema tekst welcome\.subject/],
      [{ 'layout.signoff': 'Pozdrav' }, /nema tekst layout\.signoff/],
    ];
    for (const [texts, message] of cases) {
      const refused = await asAdmin('PUT', `${EXPIRY}/sr`, { base_version: 0, texts });
      expect(refused.statusCode, JSON.stringify(texts)).toBe(422);
      expect(refused.json().message).toMatch(message);
      expect(Object.keys(refused.json().errors)).toEqual(Object.keys(texts));
    }
    // In English too.
    const english = await t.app.inject({
      method: 'PUT',
      url: `${EXPIRY}/en`,
      headers: { ...a.admin.auth, 'accept-language': 'en' },
      payload: { base_version: 0, texts: { 'accessExpiryReminder.subject': 'Your access ends on {{date}}' } },
    });
    expect(english.statusCode).toBe(422);
    expect(english.json().message).toBe(
      'The text accessExpiryReminder.subject lacks the placeholder {{course}}, which the default has.',
    );
    const notANumber = await asAdmin('PUT', `${EXPIRY}/sr`, { base_version: 'x', texts: {} });
    expect(notANumber.statusCode).toBe(422);
    expect(await t.database.db.select().from(mailTextVersions)).toHaveLength(0);
  });

  it('saves a version, audited with before and after; a save on an older version is a 409', async () => {
    const saved = await asAdmin('PUT', `${EXPIRY}/sr`, {
      base_version: 0,
      texts: {
        [SUBJECT]: 'Još malo: „{{course}}“ do {{date}}',
        // Equal to the default: no override.
        'accessExpiryReminder.eyebrow': 'Podsetnik',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body.version).toBe(1);
    expect(body.updated_by).toBe(a.admin.email);
    const overridden = body.fields.filter((field: { override: string | null }) => field.override !== null);
    expect(overridden).toEqual([
      expect.objectContaining({ key: SUBJECT, override: 'Još malo: „{{course}}“ do {{date}}' }),
    ]);
    const list = (await asAdmin('GET', '/api/admin/mail-texts')).json();
    expect(list.templates[0]).toMatchObject({
      template: 'access-expiry-reminder',
      overridden: { sr: 1, en: 0 },
    });

    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'mail-texts.update'))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ entityType: 'setting', entityId: 'mail-texts:access-expiry-reminder:sr' });
    expect(entry!.changes).toMatchObject({
      version: { before: 0, after: 1 },
      before: {},
      after: { [SUBJECT]: 'Još malo: „{{course}}“ do {{date}}' },
    });

    const stale = await asAdmin('PUT', `${EXPIRY}/sr`, { base_version: 0, texts: {} });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Neko je u međuvremenu sačuvao novije tekstove/);
    const staleReset = await asAdmin('DELETE', `${EXPIRY}/sr?base_version=0`);
    expect(staleReset.statusCode).toBe(409);
    expect(await versionOf('access-expiry-reminder', 'sr')).toBe(1);
  });

  it('lets one of two saves on the same version in and answers the other 409', async () => {
    const base = await versionOf('cart-reminder', 'en');
    const answers = await Promise.all(
      ['Your cart misses you', 'Still thinking it over?'].map((subject) =>
        asAdmin('PUT', '/api/admin/mail-texts/cart-reminder/en', {
          base_version: base,
          texts: { 'cartReminder.subject': subject },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await versionOf('cart-reminder', 'en')).toBe(base + 1);
  });

  it('previews unsaved texts with example props: a tag in a text stays text in the HTML and the plain text', async () => {
    const preview = await asAdmin('POST', `${EXPIRY}/sr/preview`, {
      texts: {
        [SUBJECT]: '<b>{{course}}</b> do {{date}}',
        'accessExpiryReminder.heading': '<script>alert(1)</script> Pristup ističe',
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    const { subject, html, text } = preview.json();
    expect(subject).toMatch(/^<b>Osnove dizajna enterijera<\/b> do /);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Pristup ističe');
    expect(text).toContain('<script>alert(1)</script> Pristup ističe');
    // The example's name and links: the administrator's name, the site's own pages.
    expect(text).toContain('Admin Atelje');
    expect(html).toContain(`${t.app.config.publicUrl}/my-profile`);

    const refused = await asAdmin('POST', `${EXPIRY}/sr/preview`, { texts: { [SUBJECT]: 'bez oznaka' } });
    expect(refused.statusCode).toBe(422);
  });

  it('previews every editable template with its example props', async () => {
    const { templates } = (await asAdmin('GET', '/api/admin/mail-texts')).json() as {
      templates: { template: string }[];
    };
    for (const { template } of templates) {
      for (const lang of ['sr', 'en']) {
        const preview = await asAdmin('POST', `/api/admin/mail-texts/${template}/${lang}/preview`, {
          texts: {},
        });
        expect(preview.statusCode, `${template} ${lang}: ${preview.body}`).toBe(200);
        expect(preview.json().subject.length).toBeGreaterThan(0);
      }
    }
  });

  it('sends the saved texts in a test e-mail to the administrator, through the consent check for reminders', async () => {
    const welcomeBase = await versionOf('welcome', 'en');
    const saved = await asAdmin('PUT', '/api/admin/mail-texts/welcome/en', {
      base_version: welcomeBase,
      texts: { 'welcome.subject': 'Welcome aboard, friend' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const since = new Date();
    const sent = await asAdmin('POST', '/api/admin/mail-texts/welcome/en/test');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(`Probni e-mail je poslat na ${a.admin.email}.`);
    const mail = await waitForMail(t.database, a.admin.email, { template: 'welcome', since });
    expect(mail.subject).toBe('Welcome aboard, friend');

    const refused = await asAdmin('POST', `${EXPIRY}/sr/test`);
    expect(refused.statusCode).toBe(409);
    const at = new Date();
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: a.admin.email, consentAt: at, consentSource: 'profile', confirmedAt: at });
    const reminder = await asAdmin('POST', `${EXPIRY}/sr/test`);
    expect(reminder.statusCode, reminder.body).toBe(200);
    const expiry = await waitForMail(t.database, a.admin.email, {
      template: 'access-expiry-reminder',
      since,
    });
    expect(expiry.subject).toMatch(/^Još malo: „.+“ do /);
    const tests = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'mail-texts.test'), like(adminAuditLog.entityId, 'mail-texts:%')));
    expect(tests).toHaveLength(2);
  });

  it('an e-mail queued before a save says the texts in force when it is rendered; a reset brings back the default', async () => {
    const to = 'texts-render@example.com';
    const base = await versionOf('password-reset', 'sr');
    const saved = await asAdmin('PUT', '/api/admin/mail-texts/password-reset/sr', {
      base_version: base,
      texts: {
        'passwordReset.subject': 'Nova lozinka <za> Atelje',
        'passwordReset.intro': 'Kliknite na dugme & izaberite <script>novu</script> lozinku.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const since = new Date();
    await enqueueMail(t.app, {
      template: 'password-reset',
      locale: 'sr',
      to,
      props: { name: 'Vera', resetUrl: `${t.app.config.publicUrl}/reset?token=x` },
    });
    const mail = await waitForMail(t.database, to, { template: 'password-reset', since });
    expect(mail.subject).toBe('Nova lozinka <za> Atelje');
    expect(mail.html).toContain(
      'Kliknite na dugme &amp; izaberite &lt;script&gt;novu&lt;/script&gt; lozinku.',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Kliknite na dugme & izaberite <script>novu</script> lozinku.');

    const reset = await asAdmin('DELETE', `/api/admin/mail-texts/password-reset/sr?base_version=${base + 1}`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().version).toBe(base + 2);
    expect(reset.json().fields.every((field: { override: string | null }) => field.override === null)).toBe(
      true,
    );
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'mail-texts.reset'));
    expect(entry!.changes).toMatchObject({
      before: { 'passwordReset.subject': 'Nova lozinka <za> Atelje' },
      after: {},
    });

    const again = new Date();
    await enqueueMail(t.app, {
      template: 'password-reset',
      locale: 'sr',
      to,
      props: { name: 'Vera', resetUrl: `${t.app.config.publicUrl}/reset?token=y` },
    });
    const restored = await waitForMail(t.database, to, { template: 'password-reset', since: again });
    expect(restored.subject).toBe('Promena lozinke za Atelje');
    expect(restored.text).toContain('primili smo zahtev za promenu lozinke');
  });

  it('drops a stored text that no longer fits its default (a release changed it) instead of sending it broken', async () => {
    const to = 'texts-stale-row@example.com';
    await t.database.db.insert(mailTextVersions).values({
      template: 'newsletter-confirm',
      locale: 'sr',
      version: 1,
      texts: {
        'newsletterConfirm.subject': 'Potvrdite {{removed}}',
        'newsletterConfirm.heading': 'Još samo jedan klik',
        'newsletterConfirm.gone': 'Ključ kog više nema',
      },
    });
    const since = new Date();
    await enqueueMail(t.app, {
      template: 'newsletter-confirm',
      locale: 'sr',
      to,
      props: { confirmUrl: `${t.app.config.publicUrl}/newsletter/confirm?token=x` },
    });
    const mail = await waitForMail(t.database, to, { template: 'newsletter-confirm', since });
    expect(mail.subject).toBe('Potvrdite prijavu na newsletter Ateljea');
    expect(mail.text).toContain('Još samo jedan klik');
    expect(mail.text).not.toContain('Ključ kog više nema');
    const detail = (await asAdmin('GET', '/api/admin/mail-texts/newsletter-confirm/sr')).json();
    expect(detail.version).toBe(1);
  });
});
