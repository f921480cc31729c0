import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema/index';
import { buildTestApp, createUser, type TestApp } from '../../test/app';

const SUPPORT = 'podrska.test@atelje.rs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: SUPPORT, CONTACT_RATE_LIMIT_PER_HOUR: '5', TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());

let seq = 0;
const uniqueEmail = () => `posetilac.${Date.now()}.${++seq}@primer.rs`;
const nextIp = () => `10.40.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': nextIp(), ...headers } });
}
/** The support e-mail with this subject (waitForMail gives the newest, and the worker delivers in its own order). */
async function supportMail(subject: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, SUPPORT), eq(mailOutbox.subject, subject)));
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no support e-mail "${subject}"`);
}
const messagesFrom = (email: string) =>
  t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.id));

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to support', async () => {
    const email = uniqueEmail();
    const res = await post(
      '/api/contact',
      { name: '  Jelena Petrović ', email, message: 'Da li kurs enterijera\nima i snimke uživo?' },
      { 'x-forwarded-for': '10.41.0.9' },
    );

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Hvala! Vaša poruka je poslata, odgovorićemo vam uskoro.' });
    const [row] = await messagesFrom(email);
    expect(row).toMatchObject({
      name: 'Jelena Petrović',
      message: 'Da li kurs enterijera\nima i snimke uživo?',
      source: 'contact',
      userId: null,
      ip: '10.41.0.9',
    });
    const mail = await supportMail('Nova poruka sa kontakt forme: Jelena Petrović');
    expect(mail.text).toContain(email);
    expect(mail.text).toContain('ima i snimke uživo?');
    expect(mail.text).toContain('nije prijavljen/a');
  });

  it('links the message to the account of a signed-in sender and answers in English', async () => {
    const user = await createUser(t);
    const res = await post(
      '/api/contact',
      { name: 'Marko', email: user.email, message: 'Hello!' },
      { ...user.auth, 'accept-language': 'en' },
    );

    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Thank you! Your message has been sent and we will reply soon.');
    expect((await messagesFrom(user.email))[0]).toMatchObject({ userId: user.id, source: 'contact' });
  });

  it.each([
    ['sr', { name: undefined }, 'name', 'Ime je obavezno.'],
    ['en', { name: '   ' }, 'name', 'The name field is required.'],
    ['sr', { name: 'x'.repeat(121) }, 'name', 'Ime može imati najviše 120 karaktera.'],
    ['sr', { email: '' }, 'email', 'Email je obavezan.'],
    ['en', { email: 'ana@' }, 'email', 'Invalid email format.'],
    ['sr', { message: undefined }, 'message', 'Poruka je obavezna.'],
    ['en', { message: '' }, 'message', 'The message field is required.'],
    ['en', { message: 'x'.repeat(5001) }, 'message', 'The message may not be longer than 5000 characters.'],
  ])('answers 422 in %s for %j with the message under %s', async (lang, change, field, text) => {
    const email = uniqueEmail();
    const res = await post(
      '/api/contact',
      { name: 'Ana', email, message: 'Poruka', ...change },
      { 'accept-language': lang },
    );

    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(text);
    expect(res.json().errors[field][0]).toBe(text);
    expect(await messagesFrom(email)).toHaveLength(0);
  });
});

describe('POST /api/support', () => {
  it.each([
    ['sr', 'Morate biti prijavljeni.'],
    ['en', 'Unauthenticated.'],
  ])('answers 401 in %s to a visitor and stores nothing', async (lang, message) => {
    const email = uniqueEmail();
    const res = await post(
      '/api/support',
      { email, message: 'Pomoć', to: SUPPORT },
      { 'accept-language': lang },
    );

    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(message);
    expect(await messagesFrom(email)).toHaveLength(0);
  });

  it('stores a support message with the account and e-mails support, never the `to` address', async () => {
    const user = await createUser(t, { name: 'Nikola Ilić' });
    const res = await post(
      '/api/support',
      { email: user.email, message: 'Ne mogu da pustim treću lekciju.', to: 'neko.drugi@primer.rs' },
      user.auth,
    );

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Vaša poruka je poslata podršci.' });
    expect((await messagesFrom(user.email))[0]).toMatchObject({
      name: 'Nikola Ilić',
      source: 'support',
      userId: user.id,
      message: 'Ne mogu da pustim treću lekciju.',
    });
    const mail = await supportMail('Poruka podršci od korisnika: Nikola Ilić');
    expect(mail.text).toContain(`#${user.id}`);
    const stray = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'neko.drugi@primer.rs'));
    expect(stray).toHaveLength(0);
  });

  it("uses the account's address when the modal sends none", async () => {
    const user = await createUser(t);
    const res = await post('/api/support', { message: 'Treba mi račun za kupovinu.' }, user.auth);

    expect(res.statusCode).toBe(200);
    expect((await messagesFrom(user.email))[0]?.source).toBe('support');
  });

  it.each([
    ['sr', { message: '' }, 'message', 'Poruka je obavezna.'],
    ['en', { message: '   ' }, 'message', 'The message field is required.'],
    ['en', { message: 'Hi', email: 'nope' }, 'email', 'Invalid email format.'],
  ])('answers 422 in %s for %j', async (lang, payload, field, text) => {
    const user = await createUser(t);
    const res = await post('/api/support', payload, { ...user.auth, 'accept-language': lang });

    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: text, errors: { [field]: [text] } });
  });
});

// Last: the five messages it sends would otherwise queue before other tests' e-mails.
describe('POST /api/contact rate limit', () => {
  it('answers 429 after five messages an hour from one address', async () => {
    const ip = '10.49.0.1';
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(
        '/api/contact',
        { name: 'Ana', email, message: `Poruka ${i}` },
        { 'x-forwarded-for': ip },
      );
      statuses.push(res.statusCode);
    }
    const english = await post(
      '/api/contact',
      { name: 'Ana', email, message: 'Again' },
      { 'x-forwarded-for': ip, 'accept-language': 'en' },
    );

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(english.statusCode).toBe(429);
    expect(english.headers['retry-after']).toMatch(/^\d+$/);
    expect(english.json().message).toMatch(/^Too many requests\. Please try again in \d+ s\.$/);
    expect(await messagesFrom(email)).toHaveLength(5);
  });
});
