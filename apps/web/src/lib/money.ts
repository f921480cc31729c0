// Money arrives as integer para (minor units); the site shows it in sr-RS format with 2 decimals. Written out by
// hand rather than with Intl.NumberFormat: building a formatter for a locale costs a phone tens of milliseconds
// at the page's first render, and whole para need no rounding.

/** 150000 → "1.500,00" (Serbian grouping); with en, "1,500.00". */
export function formatAmount(para: number, lng = 'sr'): string {
  const [group, decimal] = lng.startsWith('en') ? [',', '.'] : ['.', ','];
  const whole = Math.round(para);
  const abs = Math.abs(whole);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const minor = String(abs % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}${units}${decimal}${minor}`;
}

/** 150000 para → "1.500,00 RSD". */
export function formatMoney(para: number): string {
  return `${formatAmount(para)} RSD`;
}
