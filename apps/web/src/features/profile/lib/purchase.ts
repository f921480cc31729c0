// Small readings of a purchased course for the profile page.
import type { PurchasedCourse } from '../../checkout';

/** "9800.00" → 980000 para; null when missing or unreadable. */
export function rsdStringToPara(value: string | null | undefined): number | null {
  if (!value) return null;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? Math.round(parsed * 100) : null;
}

/** Only a bought course can be extended for money; membership and free access end with their source. */
export function canExtendPaid(course: PurchasedCourse): boolean {
  return course.source === 'purchase' || course.source === 'admin';
}
