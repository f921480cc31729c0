// Concurrent scans of the lifecycle sequences on PostgreSQL (ADR 077): two processes, each with its own connection
// pool, scanning at the same moment record each step's e-mail exactly once, because the step's row (unique per
// sequence, step and subject) is written in the transaction that records the e-mail.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { courseAccess, mailMessages, mailSequenceSends, newsletterSubscribers } from '../../db/schema/index';
import { createUser, onPostgres, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { runSequences } from './sequences.job';

describe.runIf(onPostgres)('concurrent sequence scans on PostgreSQL', () => {
  let t: TestApp;
  let second: Database;
  beforeAll(async () => {
    t = await buildCatalogTestApp();
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
});
