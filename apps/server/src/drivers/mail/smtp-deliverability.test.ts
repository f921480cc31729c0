// Deliverability through a real SMTP server (issue 21 item 4, ADR 074): the worker's send of a mail row gives a
// message with a Message-ID on the academy's domain (the same on a retry), a Date, plain-text and HTML parts,
// Reply-To the support address, List-Unsubscribe one-click on marketing e-mail only, and a DKIM-Signature that a
// verifier (mailauth) accepts against the public key published in DNS (a resolver stub here).
import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';
import { DEFAULT_MAIL_SCHEDULE, type MailSendSettings, recordMail, sendMailRow } from '../../jobs/mail';
import { smtpCollector } from '../../test/smtp-collector';
import { createSmtpMailDriver } from './smtp';

const received: string[] = [];
const server = smtpCollector((raw) => received.push(raw));
let port: number;
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database?.close();
}, 60_000);

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const dkim = {
  domainName: 'atelje.rs',
  keySelector: 'atelje2026',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
/** The TXT record docs/deploy.md publishes at atelje2026._domainkey.atelje.rs. */
const txtRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === 'atelje2026._domainkey.atelje.rs') return [[txtRecord]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

const settings: MailSendSettings = {
  publicUrl: 'https://atelje.rs',
  appSecret: 'test-secret-for-unsubscribe-links',
  from: 'Atelje <no-reply@atelje.rs>',
  supportEmail: 'podrska@atelje.rs',
  ratePerMinute: 1000,
};

/** The header block of a raw message, unfolded, as name → value (the first of each name). */
function headersOf(raw: string): Map<string, string> {
  const block = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const map = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    if (!map.has(name)) map.set(name, line.slice(colon + 1).trim());
  }
  return map;
}

async function send(mailId: number, withDkim = true) {
  const driver = createSmtpMailDriver({
    from: settings.from,
    smtp: { host: '127.0.0.1', port, secure: false },
    ...(withDkim ? { dkim } : {}),
  });
  const before = received.length;
  const result = await sendMailRow(
    { db: database.db, driver, schedule: DEFAULT_MAIL_SCHEDULE, settings },
    mailId,
  );
  expect(result).toBe('sent');
  expect(received).toHaveLength(before + 1);
  return received.at(-1)!;
}

describe('what the worker hands the SMTP server', () => {
  it('a transactional e-mail: Message-ID, Date, text and HTML parts, Reply-To, no List-Unsubscribe, DKIM passes', async () => {
    const id = await recordMail(database.db, {
      template: 'welcome',
      locale: 'sr',
      to: 'ana@example.com',
      props: { name: 'Ana', loginUrl: 'https://atelje.rs/login' },
    });
    const raw = await send(id!);
    const headers = headersOf(raw);
    expect(headers.get('from')).toBe('Atelje <no-reply@atelje.rs>');
    expect(headers.get('reply-to')).toBe('podrska@atelje.rs');
    expect(headers.get('message-id')).toMatch(new RegExp(`^<mail-${id}\\.[0-9a-z]+@atelje\\.rs>$`));
    expect(Number.isNaN(Date.parse(headers.get('date') ?? ''))).toBe(false);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(headers.has('list-unsubscribe')).toBe(false);
    expect(headers.has('list-unsubscribe-post')).toBe(false);

    const { results } = await dkimVerify(Buffer.from(raw), { resolver });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ signingDomain: 'atelje.rs', selector: 'atelje2026' });
    expect(results[0]!.status.result).toBe('pass');
  });

  it('a marketing e-mail: List-Unsubscribe and its one-click Post header, both covered by a passing DKIM signature', async () => {
    const at = new Date();
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: 'milan@example.com', consentAt: at, consentSource: 'checkout', confirmedAt: at });
    const id = await recordMail(database.db, {
      template: 'access-expiry-reminder',
      locale: 'en',
      to: 'milan@example.com',
      props: {
        name: 'Milan',
        courseTitle: 'Interior basics',
        expiresAt: '2026-12-20T10:00:00.000Z',
        extendUrl: 'https://atelje.rs/my-profile',
      },
    });
    const raw = await send(id!);
    const headers = headersOf(raw);
    expect(headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/atelje\.rs\/api\/mail\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);

    const { results } = await dkimVerify(Buffer.from(raw), { resolver });
    expect(results[0]!.status.result).toBe('pass');
    const signed = results[0]!.signingHeaders.keys.toLowerCase().split(': ').join(':').split(':');
    expect(signed).toEqual(
      expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post', 'message-id', 'date']),
    );
  });

  it('a changed header fails the DKIM check, and a message without a key carries no signature', async () => {
    const id = await recordMail(database.db, {
      template: 'welcome',
      locale: 'en',
      to: 'eva@example.com',
      props: { name: 'Eva', loginUrl: 'https://atelje.rs/login' },
    });
    const raw = await send(id!);
    const forged = raw.replace(/^Subject: .*$/m, 'Subject: Something else');
    const { results } = await dkimVerify(Buffer.from(forged), { resolver });
    expect(results[0]!.status.result).toBe('fail');

    const other = await recordMail(database.db, {
      template: 'welcome',
      locale: 'en',
      to: 'eva2@example.com',
      props: { name: 'Eva', loginUrl: 'https://atelje.rs/login' },
    });
    expect(headersOf(await send(other!, false)).has('dkim-signature')).toBe(false);
  });
});
