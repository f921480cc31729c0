// Money arrives as integer para (minor units); the site shows it in sr-RS format with 2 decimals.
const rsd = new Intl.NumberFormat('sr-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 150000 para → "1.500,00 RSD". */
export function formatMoney(para: number): string {
  return `${rsd.format(para / 100)} RSD`;
}
