// Picks the mail driver named by the configuration.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createOutboxMailDriver } from './outbox';
import { createSmtpMailDriver } from './smtp';
import type { MailDriver } from './types';

export function createMailDriver(config: Config, db: Db): MailDriver {
  return config.mail.driver === 'smtp'
    ? createSmtpMailDriver({ from: config.mail.from, smtp: config.mail.smtp })
    : createOutboxMailDriver(db, config.mail.from);
}
