// Sends through an SMTP server with nodemailer.
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailDriver } from './types';

export function createSmtpMailDriver(options: { from: string; smtp: Config['mail']['smtp'] }): MailDriver {
  const { smtp } = options;
  // One connection per message: the worker sends little mail, and no idle socket outlives a send.
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        html: message.html,
        text: message.text,
        // Readable in a raw message and in logs, unlike base64.
        textEncoding: 'quoted-printable',
        headers: { 'X-Atelje-Template': message.template },
      });
    },
  };
}
