// Sends through an SMTP server with nodemailer; attachments are read from the media store.
import { buffer } from 'node:stream/consumers';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Storage } from '../storage/storage';
import type { MailDriver } from './types';

export function createSmtpMailDriver(options: {
  from: string;
  smtp: Config['mail']['smtp'];
  /** Where attachments are read from; a message with attachments fails without it. */
  storage?: Pick<Storage, 'createReadStream'>;
  /** Signs every message (DKIM-Signature over From, To, Subject, Date, Message-ID, List-Unsubscribe…). */
  dkim?: Config['mail']['dkim'];
}): MailDriver {
  const { smtp, storage, dkim } = options;
  // One connection per message: the worker sends little mail, and no idle socket outlives a send.
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    // A send gives up well within the mail worker's hold on the row (MAIL_LOCK_SECONDS, 45 s), so no second
    // worker takes the row while the first may still deliver it (ADR 029).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // nodemailer signs the headers a DKIM verifier expects, List-Unsubscribe and List-Unsubscribe-Post among them
    // (RFC 8058 §4 asks that the signature cover both).
    ...(dkim
      ? { dkim: { domainName: dkim.domainName, keySelector: dkim.keySelector, privateKey: dkim.privateKey } }
      : {}),
  });
  return {
    async send(message) {
      const files = message.attachments ?? [];
      if (files.length > 0 && !storage) {
        throw new Error(`Mail "${message.template}" has attachments but the SMTP driver has no media store`);
      }
      // Read before connecting (the files are small PDFs): a missing file fails the send, and so the job
      // retries, before the server has seen anything, and no half-read stream is left open.
      const contents = storage
        ? await Promise.all(files.map((file) => buffer(storage.createReadStream(file.storageKey))))
        : [];
      await transport.sendMail({
        from: options.from,
        to: message.to,
        replyTo: message.replyTo,
        messageId: message.messageId,
        // Set here, not left to the server, so the signed header and the delivered one are the same.
        date: new Date(),
        subject: message.subject,
        html: message.html,
        text: message.text,
        // Readable in a raw message and in logs, unlike base64.
        textEncoding: 'quoted-printable',
        headers: { ...message.headers, 'X-Atelje-Template': message.template },
        attachments: files.map((file, index) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: contents[index],
          ...(file.cid ? { cid: file.cid } : {}),
        })),
      });
    },
  };
}
