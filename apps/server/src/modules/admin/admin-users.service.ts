// Accounts for the administrator (spec 001 §5, §7): the paged table, the edit form's data, and the user form:
// name, e-mail and role always, a password on create (the spec's rules, common passwords refused) and
// optionally on edit, and, when `courses` is sent, exactly those courses open to the user.
import {
  type AdminLengthAwarePage,
  type AdminUser,
  adminUserCreateSchema,
  adminUserUpdateSchema,
} from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type AnchorCache, anchoredSlice, pageMeta } from '../../lib/admin-pagination';
import type { ClusterBus } from '../../lib/cluster-bus';
import { AppError, notFound, validationError } from '../../lib/errors';
import { pageLocaleFrom } from '../../lib/i18n';
import { signOptional } from '../../lib/signed-url';
import { logActivity } from '../activity/activity.service';
import { type AuditActor, recordAudit } from '../activity/admin-audit';
import { hashPassword, isCommonPassword } from '../auth/passwords';
import { signOutSessions } from '../auth/sessions.service';
import { addMonths } from '../commerce/expiry';
import { userAuditEntry } from './admin-audit-entries';
import { parseForm } from './admin-form';
import * as repo from './admin-users.repository';

type Actor = AuditActor & { tokenId: number };

const toUser = (row: NonNullable<Awaited<ReturnType<typeof repo.findUser>>>): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  created_at: row.createdAt.toISOString(),
});

export async function listUsers(
  db: Db,
  anchors: AnchorCache,
  page: number,
  perPage: number,
): Promise<{ data: AdminUser[]; page: AdminLengthAwarePage }> {
  const total = await repo.userTotal(db);
  const slice = anchoredSlice(total, page, perPage, anchors.get(total));
  const rows = slice ? await repo.userPage(db, slice) : [];
  return { data: rows.map(toUser), page: pageMeta(total, page, perPage) };
}

export async function userForEdit(deps: { db: Db; config: Config }, id: number) {
  const row = await repo.findUser(deps.db, id);
  if (!row) throw notFound('admin.user.notFound');
  const [assigned, options] = await Promise.all([
    repo.liveCourseIds(deps.db, id, new Date()),
    repo.courseOptions(deps.db),
  ]);
  return {
    data: { ...toUser(row), locale: pageLocaleFrom(row.locale), assigned_course_ids: assigned },
    all_courses: options.map((course) => ({
      id: course.id,
      title: course.title,
      description: course.description,
      type: course.type,
      access_months: course.accessMonths,
      cover_url: signOptional(deps.config, course.coverPath, { public: true }),
    })),
    assigned_course_ids: assigned,
  };
}

function refuseCommon(password: string | undefined) {
  if (password && isCommonPassword(password)) throw validationError({ password: ['password.common'] });
}

/** The courses to open, with their access months; unknown ids are a field error. */
async function wantedCourses(db: Db, ids: number[] | undefined): Promise<Map<number, number> | null> {
  if (ids === undefined) return null;
  const unique = [...new Set(ids)];
  const months = await repo.courseMonths(db, unique);
  if (months.size !== unique.length) throw validationError({ courses: ['admin.user.courseNotFound'] });
  return months;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

export async function createUser(deps: { db: Db }, actor: Actor, fields: Record<string, unknown>) {
  const input = parseForm(adminUserCreateSchema, fields);
  refuseCommon(input.password);
  if ((await repo.emailOwner(deps.db, input.email)) !== null)
    throw validationError({ email: ['email.taken'] });
  const courses = await wantedCourses(deps.db, input.courses);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const id = await deps.db
    .transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const created = await repo.insertUser(tx, {
        name: input.name,
        email: input.email,
        role: input.role,
        passwordHash,
      });
      if (courses) await repo.setCourseAccess(tx, created, courses, now, (months) => addMonths(now, months));
      await recordAudit(
        tx,
        actor,
        userAuditEntry(null, created, {
          name: input.name,
          email: input.email,
          role: input.role,
          password: true,
          courses: courses ? [...courses.keys()].sort((a, b) => a - b) : [],
        }),
      );
      return created;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? validationError({ email: ['email.taken'] }) : error;
    });
  await logActivity(deps.db, {
    actorUserId: actor.userId,
    type: 'user.created_by_admin',
    message: `Administrator je dodao korisnika ${input.name} (${input.email})`,
    data: { userId: id },
  });
  return savedUser(deps.db, id);
}

export async function updateUser(
  deps: { db: Db; bus: ClusterBus },
  actor: Actor,
  id: number,
  fields: Record<string, unknown>,
) {
  const input = parseForm(adminUserUpdateSchema, fields);
  const existing = await repo.findUser(deps.db, id);
  if (!existing) throw notFound('admin.user.notFound');
  if (id === actor.userId && input.role !== 'admin') {
    throw new AppError(422, 'admin.user.ownRole', { fields: { role: ['admin.user.ownRole'] } });
  }
  refuseCommon(input.password);
  const owner = await repo.emailOwner(deps.db, input.email);
  if (owner !== null && owner !== id) throw validationError({ email: ['email.taken'] });
  const courses = await wantedCourses(deps.db, input.courses);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const now = new Date();
  await deps.db
    .transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const coursesBefore = await repo.liveCourseIds(tx, id, now);
      await repo.updateUser(tx, id, {
        name: input.name,
        email: input.email,
        role: input.role,
        ...(passwordHash ? { passwordHash } : {}),
      });
      // A new password signs the account out everywhere (but not the administrator making the change).
      if (passwordHash) await signOutSessions(tx, id, id === actor.userId ? actor.tokenId : null);
      if (courses) await repo.setCourseAccess(tx, id, courses, now, (months) => addMonths(now, months));
      await recordAudit(
        tx,
        actor,
        userAuditEntry(
          { name: existing.name, email: existing.email, role: existing.role, courses: sorted(coursesBefore) },
          id,
          {
            name: input.name,
            email: input.email,
            role: input.role,
            ...(passwordHash ? { password: true } : {}),
            courses: courses ? sorted(await repo.liveCourseIds(tx, id, now)) : sorted(coursesBefore),
          },
        ),
      );
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? validationError({ email: ['email.taken'] }) : error;
    });
  // Sessions resolved in the last seconds still carry the old role or password state.
  await deps.bus.publish('tokens.revoked', { userId: id });
  await logActivity(deps.db, {
    actorUserId: actor.userId,
    type: 'user.updated_by_admin',
    message: `Administrator je izmenio korisnika ${input.name} (${input.email})`,
    data: { userId: id, roleChanged: existing.role !== input.role, passwordChanged: Boolean(passwordHash) },
  });
  return savedUser(deps.db, id);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

async function savedUser(db: Db, id: number) {
  const row = await repo.findUser(db, id);
  if (!row) throw notFound('admin.user.notFound');
  return { ...toUser(row), assigned_course_ids: await repo.liveCourseIds(db, id, new Date()) };
}
