// Dates for people come from the one helper the server's e-mails and PDFs use too (packages/shared/src/i18n):
// the Belgrade calendar day, "26. novembra 2027." in Serbian and "26 November 2027" in English.
export { formatDate, formatDateTime, formatMonthShort } from '@atelje/shared/i18n/dates';
