// Money and durations in the reader's language, for the e-mails (dates: @atelje/shared/i18n/dates; money's rules:
// @atelje/shared/money, the same the site and the invoice write).
import { formatMoney as formatMoneyIn } from '@atelje/shared/money';
import type { Messages } from './messages';

/** 980000 para → "9.800,00 RSD" (sr) or "9,800.00 RSD" (en). */
export function formatMoney(messages: Messages, para: number): string {
  return formatMoneyIn(para, messages.locale);
}

/** A link's lifetime in the largest whole unit: "60 minuta", "48 sati", "7 dana". */
export function formatDuration(messages: Messages, minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return messages.plural('days', minutes / 1440);
  if (minutes >= 60 && minutes % 60 === 0) return messages.plural('hours', minutes / 60);
  return messages.plural('minutes', minutes);
}
