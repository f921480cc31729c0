// What the audit log records for each kind of change (ADR 027): the action, the entity, a one-line summary in
// the dashboard's language (Serbian, like the activity feed) and the changed fields.
import { formatMoney } from '@atelje/shared';
import { type AuditEntry, diffFields } from '../activity/admin-audit';

const COURSE_FIELDS = [
  'title',
  'description',
  'titleEn',
  'descriptionEn',
  'shortDescriptionSr',
  'shortDescriptionEn',
  'level',
  'learnSr',
  'learnEn',
  'requirementsSr',
  'requirementsEn',
  'audienceSr',
  'audienceEn',
  'type',
  'categoryId',
  'subcategoryIds',
  'authorId',
  'pricePara',
  'originalPricePara',
  'language',
  'audioLanguage',
  'accessMonths',
  'comingSoon',
  'published',
  'ebookPath',
  'templatePath',
];

/** A course created or edited: publishing, unpublishing and price changes are named in the action. */
export function courseAuditEntry(
  before: Record<string, unknown> | null,
  courseId: number,
  after: Record<string, unknown>,
): AuditEntry {
  const changes = diffFields(
    before,
    after,
    COURSE_FIELDS.filter((field) => field in after),
  );
  const title = String(after.title ?? '');
  if (!before) {
    return {
      action: 'course.created',
      entityType: 'course',
      entityId: courseId,
      summary: `Dodat kurs: ${title}`,
      changes,
    };
  }
  const published = before.published !== after.published;
  const action = published
    ? after.published
      ? 'course.published'
      : 'course.unpublished'
    : 'pricePara' in changes || 'originalPricePara' in changes
      ? 'course.price_changed'
      : 'course.updated';
  const price =
    'pricePara' in changes
      ? ` (cena ${formatPrice(before.pricePara)} → ${formatPrice(after.pricePara)})`
      : '';
  return {
    action,
    entityType: 'course',
    entityId: courseId,
    summary: `Izmenjen kurs: ${title}${price}`,
    changes,
  };
}

function formatPrice(para: unknown): string {
  // Serbian money as the dashboard shows it ("12.900,00 RSD"), the log's language.
  return typeof para === 'number' ? formatMoney(para, 'sr') : '—';
}

/**
 * An account created or edited by an administrator: role, e-mail, name, a new password (only that it changed)
 * and the courses open to it (grants and revocations).
 */
export function userAuditEntry(
  before: Record<string, unknown> | null,
  userId: number,
  after: Record<string, unknown>,
): AuditEntry {
  const changes = diffFields(before, after);
  const who = `${String(after.name ?? '')} (${String(after.email ?? '')})`;
  if (!before) {
    return {
      action: 'user.created',
      entityType: 'user',
      entityId: userId,
      summary: `Dodat korisnik ${who}`,
      changes,
    };
  }
  const named: string[] = [];
  if ('role' in changes) named.push(`uloga ${String(before.role)} → ${String(after.role)}`);
  if ('password' in changes) named.push('nova lozinka');
  if ('courses' in changes) named.push('pristup kursevima');
  const action =
    'role' in changes
      ? 'user.role_changed'
      : 'password' in changes
        ? 'user.password_reset'
        : 'courses' in changes
          ? 'user.access_changed'
          : 'user.updated';
  return {
    action,
    entityType: 'user',
    entityId: userId,
    summary: `Izmenjen korisnik ${who}${named.length ? `: ${named.join(', ')}` : ''}`,
    changes,
  };
}
