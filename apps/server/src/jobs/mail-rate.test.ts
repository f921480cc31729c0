// The mail worker's pace and identity (issue 21 item 4, ADR 074): no more than MAIL_RATE_PER_MINUTE e-mails a minute
// across every worker, the rest wait for a later minute with their attempts intact; a retried e-mail keeps its
// Message-ID. Runs on PGlite and, in the PostgreSQL pass, on the server (mail-rate.pg.test.ts adds two processes).
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { mailMessages, mailSendWindows } from '../db/schema/index';
import type { MailMessage } from '../drivers/mail/types';
import { createPostgresDatabase, onPostgres } from '../test/app';
import { DEFAULT_MAIL_SCHEDULE, type MailSendSettings, recordMail, sendMailRow, takeSendSlot } from './mail';

let database: Database;
let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
beforeAll(async () => {
  pgDb = onPostgres ? await createPostgresDatabase() : undefined;
  database = await openDatabase({ url: pgDb?.url ?? 'memory://', dataDir: os.tmpdir() });
}, 120_000);
afterAll(async () => {
  await database?.close();
  await pgDb?.drop();
}, 60_000);

const settings = (ratePerMinute: number): MailSendSettings => ({
  publicUrl: 'https://atelje.rs',
  appSecret: 'test-secret',
  from: 'Atelje <no-reply@atelje.rs>',
  supportEmail: 'podrska@atelje.rs',
  ratePerMinute,
});
const welcome = (to: string) => ({
  template: 'welcome' as const,
  locale: 'sr' as const,
  to,
  props: { name: 'Ana', loginUrl: 'https://atelje.rs/login' },
});
const rowOf = async (id: number) =>
  (await database.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0]!;

describe('the sending rate', () => {
  it('gives exactly the limit of slots in a minute to concurrent takers, and a minute of its own its own limit', async () => {
    const minute = new Date('2026-11-28T10:15:00.000Z');
    const takes = await Promise.all(Array.from({ length: 20 }, () => takeSendSlot(database.db, 5, minute)));
    expect(takes.filter((next) => next === null)).toHaveLength(5);
    // Every refused taker learns when the next minute (by the database's clock) starts.
    for (const next of takes.filter((next) => next !== null)) {
      expect(next!.getUTCSeconds()).toBe(0);
      expect(next!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(await takeSendSlot(database.db, 5, new Date('2026-11-28T10:16:00.000Z'))).toBeNull();
    const [row] = await database.db
      .select()
      .from(mailSendWindows)
      .where(eq(mailSendWindows.windowStart, minute));
    expect(row?.sent).toBe(5);
  });

  it('holds an e-mail over the limit until a later minute without using an attempt, then sends it', async () => {
    const sent: MailMessage[] = [];
    const driver = { send: async (message: MailMessage) => void sent.push(message) };
    const id = (await recordMail(database.db, welcome('ceka@example.com')))!;
    // This minute and the next two are full (the test may cross a minute boundary).
    await database.db.execute(sql`
      insert into mail_send_windows (window_start, sent)
      select date_trunc('minute', now()) + make_interval(mins => m), 2 from generate_series(0, 2) as m
      on conflict (window_start) do update set sent = 2`);

    const deps = { db: database.db, driver, schedule: DEFAULT_MAIL_SCHEDULE, settings: settings(2) };
    expect(await sendMailRow(deps, id)).toBe('throttled');
    expect(sent).toHaveLength(0);
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 0, lockedUntil: null, lastError: null });
    expect(waiting.nextAttemptAt.getUTCSeconds()).toBe(0);
    expect(waiting.nextAttemptAt.getUTCMilliseconds()).toBe(0);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    // Not due yet: no worker takes it before its minute.
    expect(await sendMailRow(deps, id)).toBe('skipped');

    // Its minute came (the counters are cleared and the row made due, as time would).
    await database.db.delete(mailSendWindows);
    await database.db.update(mailMessages).set({ nextAttemptAt: sql`now()` }).where(eq(mailMessages.id, id));
    expect(await sendMailRow(deps, id)).toBe('sent');
    expect(sent.map((message) => message.to)).toEqual(['ceka@example.com']);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps the Message-ID of an e-mail when its send is tried again', async () => {
    const ids: (string | undefined)[] = [];
    let fail = true;
    const driver = {
      send: async (message: MailMessage) => {
        ids.push(message.messageId);
        if (fail) throw new Error('421 try again later');
      },
    };
    const id = (await recordMail(database.db, welcome('ponovo@example.com')))!;
    const deps = { db: database.db, driver, schedule: DEFAULT_MAIL_SCHEDULE, settings: settings(1000) };
    expect(await sendMailRow(deps, id)).toBe('retrying');
    fail = false;
    await database.db.update(mailMessages).set({ nextAttemptAt: sql`now()` }).where(eq(mailMessages.id, id));
    expect(await sendMailRow(deps, id)).toBe('sent');
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(new RegExp(`^<mail-${id}\\.[0-9a-z]+@atelje\\.rs>$`));
    expect(ids[1]).toBe(ids[0]);
  });
});
