// Concurrent scans of the lifecycle sequences on PostgreSQL (ADR 077): two processes, each with its own connection
// pool, scanning at the same moment record each step's e-mail exactly once, because the step's row (unique per
// sequence, step and subject) is written in the transaction that records the e-mail.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import {
  certificates,
  courseAccess,
  freeSignups,
  mailMessages,
  mailSequenceSends,
  newsletterSubscribers,
} from '../../db/schema/index';
import { createUser, onPostgres, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { runSequences } from './sequences.job';

describe.runIf(onPostgres)('concurrent sequence scans on PostgreSQL', () => {
  let t: TestApp;
  let second: Database;
  beforeAll(async () => {
    // Twenty-two learners sign in from the one test address.
    t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '200' });
    second = await openDatabase({ url: t.config.databaseUrl, dataDir: '/nonexistent' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('records one e-mail per learner and step however many scans run at once', async () => {
    const emails: string[] = [];
    const now = new Date();
    for (let i = 0; i < 12; i++) {
      const learner = await createUser(t);
      emails.push(learner.email);
      await t.database.db
        .insert(newsletterSubscribers)
        .values({ email: learner.email, consentAt: now, consentSource: 'profile', confirmedAt: now });
      await t.database.db.insert(courseAccess).values({
        userId: learner.id,
        courseId: i % 2 ? fixture.courses.basics : fixture.courses.makeup,
        source: 'admin',
        expiresAt: new Date(now.getTime() + (i % 3 === 0 ? 2 : 20) * 86_400_000),
      });
    }
    const scans = await Promise.all(
      [t.database, second, t.database, second, t.database, second].map((database) =>
        runSequences({ db: database.db, jobs: t.app.jobs, config: t.config }, now),
      ),
    );
    expect(scans.reduce((sum, n) => sum + n, 0)).toBe(12);
    const mails = await t.database.db.select().from(mailMessages).where(inArray(mailMessages.to, emails));
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(12);
    const steps = await t.database.db
      .select()
      .from(mailSequenceSends)
      .where(inArray(mailSequenceSends.email, emails));
    expect(steps).toHaveLength(12);
    expect(steps.filter((step) => step.step === 'd7')).toHaveLength(4);
    expect(steps.filter((step) => step.step === 'd30')).toHaveLength(8);
    for (const step of steps) {
      const [mail] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, step.mailId!));
      expect(mail!.to).toBe(step.email);
    }
  });

  it('records one nurture step and one course-finished e-mail per learner however many scans run at once', async () => {
    // ADR 084: a free mini-course sign-up a day ago (its day-1 step is due) and a certificate a day ago, per learner.
    const emails: string[] = [];
    const now = new Date(Date.now() + 60 * 86_400_000);
    const dayAgo = new Date(now.getTime() - 86_400_000 - 3_600_000);
    for (let i = 0; i < 10; i++) {
      const learner = await createUser(t);
      emails.push(learner.email);
      await t.database.db
        .insert(newsletterSubscribers)
        .values({ email: learner.email, consentAt: now, consentSource: 'profile', confirmedAt: now });
      await t.database.db.insert(freeSignups).values({
        userId: learner.id,
        page: 'interior-signup',
        courseId: fixture.courses.mini,
        email: learner.email,
        consentAt: dayAgo,
        consentText: 'Saglasan sam.',
        createdAt: dayAgo,
      });
      await t.database.db.insert(certificates).values({
        code: `ATL-PG${String(i).padStart(2, '0')}-${process.pid % 10_000}`,
        userId: learner.id,
        courseId: fixture.courses.makeup,
        learnerName: 'Probni Korisnik',
        courseTitle: 'Šminka za svaki dan',
        instructorName: 'Teodora Đorđević',
        storageKey: `certificates/pg-${i}.pdf`,
        issuedAt: dayAgo,
      });
    }
    const scans = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? second : t.database)).map((database) =>
        runSequences({ db: database.db, jobs: t.app.jobs, config: t.config }, now),
      ),
    );
    expect(scans.reduce((sum, n) => sum + n, 0)).toBe(20);
    const mails = await t.database.db.select().from(mailMessages).where(inArray(mailMessages.to, emails));
    expect(mails.filter((mail) => mail.template === 'mini-course-nurture')).toHaveLength(10);
    expect(mails.filter((mail) => mail.template === 'course-finished')).toHaveLength(10);
    for (const email of emails) expect(mails.filter((mail) => mail.to === email)).toHaveLength(2);
    const steps = await t.database.db
      .select()
      .from(mailSequenceSends)
      .where(inArray(mailSequenceSends.email, emails));
    expect(steps).toHaveLength(20);
    expect(
      steps.filter((step) => step.sequence === 'mini-course-nurture' && step.step === 'd1'),
    ).toHaveLength(10);
    expect(steps.filter((step) => step.sequence === 'course-finished')).toHaveLength(10);
  });
});
