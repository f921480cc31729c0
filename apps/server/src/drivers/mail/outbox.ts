// Keeps every message in the mail_outbox table, where administrators read it in the dashboard.
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/users';
import type { MailDriver } from './types';

export function createOutboxMailDriver(db: Db, from: string): MailDriver {
  return {
    async send(message) {
      await db.insert(mailOutbox).values({
        to: message.to,
        from,
        subject: message.subject,
        html: message.html,
        text: message.text,
        template: message.template,
        // What the SMTP driver would put in the header besides From, To, Subject and Date.
        headers: {
          ...(message.messageId ? { 'Message-ID': message.messageId } : {}),
          ...(message.replyTo ? { 'Reply-To': message.replyTo } : {}),
          ...message.headers,
        },
        // The files stay in the media store; the outbox keeps where they are.
        attachments: message.attachments?.length
          ? message.attachments.map(({ filename, contentType, storageKey, cid }) => ({
              filename,
              contentType,
              storageKey,
              ...(cid ? { cid } : {}),
            }))
          : null,
      });
    },
  };
}
