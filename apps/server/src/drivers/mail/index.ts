// Picks the mail driver named by the configuration.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../storage/storage';
import { createOutboxMailDriver } from './outbox';
import { createSmtpMailDriver } from './smtp';
import type { MailDriver } from './types';

/** storage: where the SMTP driver reads attachments from (the outbox only records their keys). */
export function createMailDriver(config: Config, db: Db, storage?: Storage): MailDriver {
  return config.mail.driver === 'smtp'
    ? createSmtpMailDriver({
        from: config.mail.from,
        smtp: config.mail.smtp,
        storage,
        dkim: config.mail.dkim,
      })
    : createOutboxMailDriver(db, config.mail.from);
}
