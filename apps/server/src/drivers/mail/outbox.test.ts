import os from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { mailOutbox } from '../../db/schema/users';
import { enqueueMail, registerMailWorker } from '../../jobs/mail';
import { createJobQueue, type JobQueue } from '../../jobs/queue';
import { createOutboxMailDriver } from './outbox';

const from = 'Atelje <no-reply@atelje.rs>';
const silent = { info: () => undefined, error: () => undefined };
const slipAttachment = {
  filename: 'uplatnica-2026-000123.pdf',
  contentType: 'application/pdf',
  storageKey: 'slips/2026-000123.pdf',
};
const bankSlipProps = {
  name: 'Milica',
  orderNumber: '2026-000123',
  amountPara: 980000,
  slip: {
    payer: 'Milica',
    purpose: 'Narudžbina 2026-000123',
    payee: 'Atelje d.o.o.',
    account: '840-0000000955845-10',
    model: '97',
    reference: '382026000123',
    payment_code: '289',
  },
  slipUrl: 'http://localhost:3000/checkout/uplatnica?payment_id=1',
};

let database: Database;
let queue: JobQueue | undefined;
beforeAll(async () => {
  database = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
}, 120_000);
afterAll(async () => {
  await queue?.stop();
  await database?.close();
}, 60_000);

const rowFor = async (to: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

describe('outbox mail driver', () => {
  it('records where the attachments are, and null for a message without any', async () => {
    const driver = createOutboxMailDriver(database.db, from);

    await driver.send({
      to: 'slip@example.com',
      subject: 'Podaci za uplatu',
      html: '<p>x</p>',
      text: 'x',
      template: 'bank-slip',
      attachments: [slipAttachment],
    });
    await driver.send({
      to: 'plain@example.com',
      subject: 'Zdravo',
      html: '<p>y</p>',
      text: 'y',
      template: 'welcome',
    });

    expect((await rowFor('slip@example.com'))?.attachments).toEqual([slipAttachment]);
    expect((await rowFor('plain@example.com'))?.attachments).toBeNull();
  });

  it('gets the attachments of a queued mail job through the worker', async () => {
    queue = createJobQueue(database, { runWorkers: true, log: silent });
    await queue.start();
    await registerMailWorker(queue, createOutboxMailDriver(database.db, from), database.db);

    await enqueueMail(
      { db: database.db, jobs: queue },
      {
        template: 'bank-slip',
        locale: 'sr',
        to: 'queued@example.com',
        props: bankSlipProps,
        attachments: [slipAttachment],
      },
    );

    const deadline = Date.now() + 15_000;
    let row = await rowFor('queued@example.com');
    while (!row && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = await rowFor('queued@example.com');
    }
    expect(row?.subject).toBe('Podaci za uplatu: narudžbina 2026-000123');
    expect(row?.attachments).toEqual([slipAttachment]);
  });

  it('refuses to enqueue an attachment whose storage key leaves the media store', async () => {
    const api = createJobQueue(database, { runWorkers: false, log: silent });
    await expect(
      enqueueMail(
        { db: database.db, jobs: api },
        {
          template: 'bank-slip',
          locale: 'sr',
          to: 'x@example.com',
          props: bankSlipProps,
          attachments: [{ ...slipAttachment, storageKey: '../../etc/passwd' }],
        },
      ),
    ).rejects.toThrow(/Invalid storage key/);
  });
});
