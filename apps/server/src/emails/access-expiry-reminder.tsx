/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The access-expiry sequence's e-mail (category `reminders`, ADR 074, ADR 077): 30, 7 and 1 day before a course's
// access ends, and once on the day it ended. It offers the free extension while it is unused (a one-click link that
// applies it after sign-in) and the paid extension at its price (a one-click link that puts it in the cart); sent
// only with the learner's consent and with an unsubscribe link in the footer.
import { formatDate } from '@atelje/shared/i18n/dates';
import { Text } from '@react-email/components';
import { formatMoney } from './format';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, styles } from './layout';
import type { Messages } from './messages';

export interface AccessExpiryReminderProps {
  name: string;
  courseTitle: string;
  /** ISO 8601: when the access ends (or ended). */
  expiresAt: string;
  /** The profile, where every extension can be chosen. */
  extendUrl: string;
  expired?: boolean;
  freeExtension?: { url: string; months: number };
  paidExtension?: { url: string; months: number; pricePara: number };
}

export function AccessExpiryReminderEmail(props: AccessExpiryReminderProps & { messages: Messages }) {
  const { messages, name, courseTitle, expiresAt, extendUrl, expired, freeExtension, paidExtension } = props;
  const { t } = messages;
  const date = formatDate(expiresAt, messages.locale);
  const main = paidExtension?.url ?? freeExtension?.url ?? extendUrl;
  return (
    <EmailLayout
      messages={messages}
      preview={t(expired ? 'accessExpiryReminder.expiredPreview' : 'accessExpiryReminder.preview', {
        course: courseTitle,
        date,
      })}
    >
      <EmailTitle eyebrow={t('accessExpiryReminder.eyebrow')}>
        {t(expired ? 'accessExpiryReminder.expiredHeading' : 'accessExpiryReminder.heading')}
      </EmailTitle>
      <Text style={styles.paragraph}>{t('accessExpiryReminder.greeting', { name })}</Text>
      <Text style={styles.paragraph}>
        {t(expired ? 'accessExpiryReminder.expiredIntro' : 'accessExpiryReminder.intro', {
          course: courseTitle,
          date,
        })}
      </Text>
      {freeExtension ? (
        <>
          <Text style={styles.paragraph}>
            {t('accessExpiryReminder.free', { period: messages.plural('months', freeExtension.months) })}
          </Text>
          <ActionButton href={freeExtension.url} padding="8px 0 16px">
            {t('accessExpiryReminder.freeButton')}
          </ActionButton>
        </>
      ) : null}
      {paidExtension ? (
        <>
          <Text style={styles.paragraph}>
            {t('accessExpiryReminder.paid', {
              period: messages.plural('months', paidExtension.months),
              price: formatMoney(messages, paidExtension.pricePara),
            })}
          </Text>
          <ActionButton href={paidExtension.url} padding="8px 0 16px">
            {t('accessExpiryReminder.paidButton')}
          </ActionButton>
        </>
      ) : null}
      {!freeExtension && !paidExtension ? (
        <>
          <Text style={styles.paragraph}>{t('accessExpiryReminder.extend')}</Text>
          <ActionButton href={extendUrl} padding="16px 0 8px">
            {t('accessExpiryReminder.button')}
          </ActionButton>
        </>
      ) : (
        <Text style={styles.paragraph}>{t('accessExpiryReminder.linksNote')}</Text>
      )}
      <FallbackLink messages={messages} href={main} />
    </EmailLayout>
  );
}
