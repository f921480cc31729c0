import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../emails/render';
import { buildSlip, renderSlipPdf } from '../payments/slip';
import { LocalStorage } from '../storage/local';
import { createSmtpMailDriver } from './smtp';

interface Received {
  mailFrom: string | undefined;
  rcptTo: string[];
  raw: string;
}

/** A real SMTP peer on a random local port, collecting every message it accepts. */
async function startSmtpServer(options: { rejectRecipients?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(options.rejectRecipients ? new Error('mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      // The server resets the session's envelope once the message is accepted: copy it now.
      const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
      const rcptTo = session.envelope.rcptTo.map((recipient) => recipient.address);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ mailFrom, rcptTo, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable (soft line breaks and =XX bytes) so the test can read the body. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded body of the MIME part whose headers name filename (base64, as nodemailer sends binary files). */
function attachmentPart(raw: string, filename: string): { headers: string; body: Buffer } | undefined {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!headers.includes(`filename=${filename}`) && !headers.includes(`filename="${filename}"`)) continue;
    const body = part
      .slice(split)
      .replace(/--[^\r\n]*--\s*$/, '')
      .replace(/\s+/g, '');
    return { headers, body: Buffer.from(body, 'base64') };
  }
  return undefined;
}

const from = 'Atelje <no-reply@atelje.rs>';
let stopServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopServer?.();
  stopServer = undefined;
});

let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'atelje-mail-'));
});
afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

describe('SMTP mail driver', () => {
  it('delivers a rendered Serbian password-reset e-mail with its link to a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    stopServer = smtp.close;
    const driver = createSmtpMailDriver({
      from,
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
    });
    const resetUrl =
      'http://localhost:3000/reset-password?token=9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c&email=ana%40example.com';
    const email = await renderEmail('password-reset', 'sr', { name: 'Ana Šarić', resetUrl });

    await driver.send({ to: 'ana@example.com', template: 'password-reset', ...email });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.mailFrom).toBe('no-reply@atelje.rs');
    expect(message.rcptTo).toEqual(['ana@example.com']);
    expect(message.raw).toMatch(/^Subject: Promena lozinke za Atelje\r?$/m);
    expect(message.raw).toMatch(/^X-Atelje-Template: password-reset\r?$/m);
    const body = decodeQuotedPrintable(message.raw);
    expect(body).toContain(resetUrl);
    expect(body).toContain('Link važi 60 minuta');
    expect(body).toContain('Zdravo, Ana Šarić,');
    expect(body).toContain('Content-Type: text/html');
    expect(body).toContain('Content-Type: text/plain');
  });

  it('attaches a file from the media store: the bank slip PDF arrives intact next to the e-mail', async () => {
    const smtp = await startSmtpServer();
    stopServer = smtp.close;
    const storage = new LocalStorage(mediaDir);
    const slip = buildSlip({
      payer: { name: 'Milica Đorđević' },
      payee: { name: 'Atelje d.o.o.', address: 'Bulevar 73', city: 'Beograd', account: '840-955845-10' },
      amountPara: 980000,
      orderNumber: '2026-000123',
      purpose: 'Narudžbina 2026-000123',
    });
    const pdf = await renderSlipPdf(slip, 'sr');
    await storage.put('slips/2026-000123.pdf', pdf);
    const driver = createSmtpMailDriver({
      from,
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
      storage,
    });
    const email = await renderEmail('bank-slip', 'sr', {
      name: 'Milica Đorđević',
      orderNumber: '2026-000123',
      amountPara: 980000,
      slip,
      slipUrl: 'http://localhost:3000/checkout/uplatnica?payment_id=1',
    });

    await driver.send({
      to: 'milica@example.com',
      template: 'bank-slip',
      ...email,
      attachments: [
        {
          filename: 'uplatnica-2026-000123.pdf',
          contentType: 'application/pdf',
          storageKey: 'slips/2026-000123.pdf',
        },
      ],
    });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    const part = attachmentPart(message.raw, 'uplatnica-2026-000123.pdf');
    expect(part?.headers).toMatch(/Content-Type: application\/pdf/);
    expect(part?.headers).toMatch(/Content-Disposition: attachment/);
    expect(part?.body.equals(pdf)).toBe(true);
    expect(decodeQuotedPrintable(message.raw)).toContain('97 382026000123');
  });

  it('fails before connecting when an attachment is missing from the media store', async () => {
    const smtp = await startSmtpServer();
    stopServer = smtp.close;
    const driver = createSmtpMailDriver({
      from,
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
      storage: new LocalStorage(mediaDir),
    });
    const email = await renderEmail('welcome', 'sr', {
      name: 'Ana',
      loginUrl: 'http://localhost:3000/login',
    });
    const attachments = [
      { filename: 'x.pdf', contentType: 'application/pdf', storageKey: 'slips/missing.pdf' },
    ];

    await expect(
      driver.send({ to: 'ana@example.com', template: 'welcome', ...email, attachments }),
    ).rejects.toThrow(/ENOENT/);
    const withoutStore = createSmtpMailDriver({
      from,
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
    });
    await expect(
      withoutStore.send({ to: 'ana@example.com', template: 'welcome', ...email, attachments }),
    ).rejects.toThrow(/no media store/);
    expect(smtp.received).toHaveLength(0);
  });

  it('rejects when the server refuses the recipient, so the mail job is retried', async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    stopServer = smtp.close;
    const driver = createSmtpMailDriver({
      from,
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
    });
    const email = await renderEmail('welcome', 'en', {
      name: 'Ana',
      loginUrl: 'http://localhost:3000/login',
    });

    await expect(driver.send({ to: 'ana@example.com', template: 'welcome', ...email })).rejects.toThrow(
      /mailbox unavailable/,
    );
    expect(smtp.received).toHaveLength(0);
  });
});
