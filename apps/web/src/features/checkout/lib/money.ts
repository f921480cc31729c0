// The EUR figures PayPal charges, shown before the buyer leaves: "83,64 EUR (kurs 117,2000)".
const eurSr = new Intl.NumberFormat('sr-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const eurEn = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 8364 cents → "83,64" (sr) or "83.64" (en). */
export function formatEurAmount(cents: number, lng: string): string {
  return (lng.startsWith('en') ? eurEn : eurSr).format(cents / 100);
}

/** The rate as the server sends it ("117.2000"), with a decimal comma in Serbian. */
export function formatRate(rate: string, lng: string): string {
  return lng.startsWith('en') ? rate : rate.replace('.', ',');
}
