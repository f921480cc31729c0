import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { renderEmail } from '../../emails/render';
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

const from = 'Atelje <no-reply@atelje.rs>';
let stopServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopServer?.();
  stopServer = undefined;
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
