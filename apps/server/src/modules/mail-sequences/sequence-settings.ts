// The administrator's control of the sequences (issue 21 item 3, ADR 077): on/off and delays in a site setting, read
// by every scan, so a change applies from the next scan on without a restart.
import {
  DEFAULT_MAIL_SEQUENCE_SETTINGS,
  type MailSequenceSettings,
  mailSequenceSettingsSchema,
} from '@atelje/shared/mail-sequences/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

export const MAIL_SEQUENCES_SETTING = 'mail_sequences';

/** The days sorted from the smallest (1, 7, 30; 1, 3, 7), each once. */
export function normaliseSettings(settings: MailSequenceSettings): MailSequenceSettings {
  return {
    ...settings,
    access_expiry: {
      ...settings.access_expiry,
      days_before: [...new Set(settings.access_expiry.days_before)].sort((a, b) => a - b),
    },
    mini_course_nurture: {
      ...settings.mini_course_nurture,
      days_after: [...new Set(settings.mini_course_nurture.days_after)].sort((a, b) => a - b),
    },
  };
}

export async function readSequenceSettings(db: Db): Promise<MailSequenceSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, MAIL_SEQUENCES_SETTING));
  const parsed = mailSequenceSettingsSchema.safeParse(row?.value);
  return normaliseSettings(parsed.success ? parsed.data : DEFAULT_MAIL_SEQUENCE_SETTINGS);
}

export async function writeSequenceSettings(
  db: Db,
  settings: MailSequenceSettings,
): Promise<MailSequenceSettings> {
  const normal = normaliseSettings(settings);
  await db
    .insert(siteSettings)
    .values({ key: MAIL_SEQUENCES_SETTING, value: normal })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: normal, updatedAt: new Date() } });
  return normal;
}
