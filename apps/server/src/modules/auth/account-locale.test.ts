// The account's language and script of e-mails and documents (ADR 088): GET and PUT /me/locale for the signed-in
// owner only, the three values and nothing else (422 in the reader's language, nothing changed), one activity line
// per real change, another account untouched, the administrator's user form showing it, and the next e-mail and
// certificate following the new value.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, lessonProgress, users } from '../../db/schema/index';
import { createUser, type TestApp, waitForMail } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { issueCertificateIfComplete } from '../certificates/certificates.service';

const run = promisify(execFile);
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await buildCatalogTestApp({ TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_PER_IP: '100000' });
  admin = await createUser(t, { role: 'admin', name: 'Admin Atelje' });
});
afterAll(async () => t?.close());

type Account = Awaited<ReturnType<typeof createUser>>;
let seq = 0;
const nextIp = () => `10.88.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;
const getLocale = (user: Account | null, language = 'sr') =>
  t.app.inject({
    method: 'GET',
    url: '/api/me/locale',
    headers: { ...(user?.auth ?? {}), 'accept-language': language },
  });
const putLocale = (user: Account | null, payload: unknown, language = 'sr') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/locale',
    headers: { ...(user?.auth ?? {}), 'accept-language': language, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const storedLocale = async (userId: number) =>
  (await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)))[0]?.locale;
const localeLines = (userId: number) =>
  t.database.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.actorUserId, userId), eq(activityLog.type, 'user.locale_changed')))
    .orderBy(desc(activityLog.id));

describe('GET and PUT /me/locale', () => {
  it('answers 401 to a visitor who is not signed in, for reading and for saving', async () => {
    for (const res of [await getLocale(null), await putLocale(null, { locale: 'en' })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('reads the stored value: Serbian Latin for an account made with the default', async () => {
    const user = await createUser(t);
    const res = await getLocale(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'sr' });
  });

  it('stores each of the three, reads it back, and logs each real change once with from and to', async () => {
    const user = await createUser(t);
    for (const [from, to] of [
      ['sr', 'sr-Cyrl'],
      ['sr-Cyrl', 'en'],
      ['en', 'sr'],
    ] as const) {
      const res = await putLocale(user, { locale: to });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ locale: to });
      expect(await storedLocale(user.id)).toBe(to);
      expect((await getLocale(user)).json()).toEqual({ locale: to });
      const [line] = await localeLines(user.id);
      expect(line).toMatchObject({ type: 'user.locale_changed', actorUserId: user.id, data: { from, to } });
    }
    expect(await localeLines(user.id)).toHaveLength(3);

    // The stored value again: answered, nothing written, nothing logged.
    const again = await putLocale(user, { locale: 'sr' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ locale: 'sr' });
    expect(await localeLines(user.id)).toHaveLength(3);
  });

  it('refuses anything but the three with 422 and a message in the reader language, changing nothing', async () => {
    const user = await createUser(t);
    await putLocale(user, { locale: 'en' });
    const lines = (await localeLines(user.id)).length;
    const bad: unknown[] = [
      { locale: 'sr-Latn' },
      { locale: 'de' },
      { locale: 'SR' },
      { locale: '' },
      { locale: null },
      { locale: 1 },
      { locale: ['sr'] },
      {},
    ];
    for (const body of bad) {
      const res = await putLocale(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({
        message: 'Izaberite srpski (latinica), srpski (ćirilica) ili engleski.',
        errors: { locale: ['Izaberite srpski (latinica), srpski (ćirilica) ili engleski.'] },
      });
    }
    expect((await putLocale(user, { locale: 'fr' }, 'en')).json().message).toBe(
      'Choose Serbian (Latin script), Serbian (Cyrillic script) or English.',
    );
    // A Cyrillic page's error messages come in Cyrillic (ADR 082).
    expect((await putLocale(user, { locale: 'fr' }, 'sr-Cyrl')).json().message).toBe(
      'Изаберите српски (латиница), српски (ћирилица) или енглески.',
    );
    expect(await storedLocale(user.id)).toBe('en');
    expect(await localeLines(user.id)).toHaveLength(lines);
  });

  it("changes only the signed-in account's value, never another's", async () => {
    const [one, other] = [await createUser(t), await createUser(t)];
    await putLocale(other, { locale: 'en' });
    expect((await putLocale(one, { locale: 'sr-Cyrl' })).statusCode).toBe(200);
    expect(await storedLocale(one.id)).toBe('sr-Cyrl');
    expect(await storedLocale(other.id)).toBe('en');
    expect((await getLocale(other)).json()).toEqual({ locale: 'en' });
  });

  it("shows the stored value in the administrator's user form (read-only: the user form does not take it)", async () => {
    const user = await createUser(t);
    await putLocale(user, { locale: 'sr-Cyrl' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}/edit`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, locale: 'sr-Cyrl' });
  });
});

describe('the next e-mail and document follow the new value', () => {
  it("the password reset e-mail comes in the account's language, whatever language the request is in", async () => {
    const user = await createUser(t);
    let lastId = 0;
    const reset = async (pageLanguage: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: user.email },
        headers: { 'accept-language': pageLanguage, 'x-forwarded-for': nextIp() },
      });
      expect(res.statusCode).toBe(200);
      // This request's e-mail: the newest one, written after the previous request's.
      for (let attempt = 0; attempt < 150; attempt++) {
        const mail = await waitForMail(t.database, user.email, { template: 'password-reset' });
        if (mail.id > lastId) {
          lastId = mail.id;
          return mail;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('no new password reset e-mail');
    };
    expect((await reset('en')).subject).toBe('Promena lozinke za Atelje');
    await putLocale(user, { locale: 'en' });
    expect((await reset('sr')).subject).toBe('Reset your Atelje password');
    await putLocale(user, { locale: 'sr' });
    expect((await reset('en')).subject).toBe('Promena lozinke za Atelje');
  });

  it('the password reset e-mail comes in Cyrillic after the learner chose Serbian in Cyrillic (ADR 086)', async () => {
    const user = await createUser(t);
    expect((await putLocale(user, { locale: 'sr-Cyrl' })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
      headers: { 'accept-language': 'en', 'x-forwarded-for': nextIp() },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(t.database, user.email, { template: 'password-reset' });
    expect(mail.subject).toMatch(/^Промена лозинке за /);
  });

  it('the next certificate PDF is drawn in Cyrillic after the learner chose Serbian in Cyrillic', async () => {
    const user = await createUser(t, { name: 'Milica Đorđević' });
    expect((await putLocale(user, { locale: 'sr-Cyrl' })).statusCode).toBe(200);
    const now = new Date();
    for (const videoId of [
      fixture.videos.basicsTrailer,
      fixture.videos.basicsLesson,
      fixture.videos.basicsLast,
    ]) {
      await t.database.db.insert(lessonProgress).values({
        userId: user.id,
        courseId: fixture.courses.basics,
        videoId,
        positionSeconds: 600,
        durationSeconds: 600,
        completedAt: now,
      });
    }
    const deps = { db: t.app.db, config: t.app.config, jobs: t.app.jobs, storage: t.app.storage };
    const issued = await issueCertificateIfComplete(deps, user.id, fixture.courses.basics);
    expect(issued).not.toBeNull();
    const file = t.app.storage.localPath!(`certificates/${issued!.code}.pdf`);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    expect(text).toContain('СЕРТИФИКАТ');
    expect(text).toContain('Милица Ђорђевић');
    expect(text).toContain('„Основе дизајна ентеријера“');
    expect(text).toContain(issued!.code);
    expect(text).not.toContain('SERTIFIKAT');
  });
});
