// Money is written in one place for the site, the e-mails and the PDFs (@atelje/shared/money, ADR 055); the web's
// many call sites keep importing it from here.
export { formatAmount, formatMoney } from '@atelje/shared/money';
