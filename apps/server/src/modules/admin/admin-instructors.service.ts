// Instructors for the administrator (spec 001 §5, §7): name and e-mail required, bio optional, the trailer
// must be a video by its content (MP4, QuickTime or WebM). The public catalog's cache and search index are
// refreshed after every change.
import {
  type AdminInstructor,
  adminInstructorFormSchema,
  INSTRUCTOR_TRAILER_MAX_BYTES,
} from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { signMediaUrl } from '../../lib/signed-url';
import { logActivity } from '../activity/activity.service';
import { type AuditActor, recordAudit } from '../activity/admin-audit';
import type { AdminCatalogDeps } from './admin-courses.service';
import { type AdminForm, type FileRule, parseForm, uniqueKey, videoKind } from './admin-form';
import * as repo from './admin-instructors.repository';

export const instructorFileRules: Record<string, FileRule> = {
  trailer_video: {
    maxBytes: INSTRUCTOR_TRAILER_MAX_BYTES,
    accept: (head) => {
      const kind = videoKind(head);
      // Under instructors/: a public prefix of the media store, like the portraits.
      return kind
        ? { key: uniqueKey('instructors/trailers', `trailer.${kind}`) }
        : { error: 'admin.instructor.trailerVideo' };
    },
  },
};

export async function listInstructors(db: Db) {
  const rows = await repo.listInstructors(db);
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, course_count: row.courseCount }));
}

export async function instructorForEdit(
  deps: { db: Db; config: Config },
  id: number,
): Promise<AdminInstructor> {
  const row = await repo.findInstructor(deps.db, id);
  if (!row) throw notFound('catalog.instructorNotFound');
  const courses = await repo.coursesOf(deps.db, id);
  const file = (key: string | null) =>
    key ? { path: key, url: signMediaUrl(deps.config, key, { public: true }) } : null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    course_count: courses.length,
    slug: row.slug,
    field: row.field,
    specialty: row.specialty,
    bio: row.bioSr,
    bio_en: row.bioEn,
    trailer_video: file(row.trailerVideoPath),
    image: file(row.imagePath),
    courses,
  };
}

/** Creates (id null) or updates an instructor; a new trailer replaces the stored one. */
export async function saveInstructor(
  deps: AdminCatalogDeps,
  actor: AuditActor,
  id: number | null,
  form: AdminForm,
): Promise<AdminInstructor> {
  let written: { id: number; name: string; replaced: string | null };
  try {
    written = await writeInstructor(deps.db, id, form);
  } catch (error) {
    await form.discard();
    throw error;
  }
  await recordAudit(deps.db, actor, {
    action: id === null ? 'instructor.created' : 'instructor.updated',
    entityType: 'instructor',
    entityId: written.id,
    summary: id === null ? `Dodat predavač: ${written.name}` : `Izmenjen predavač: ${written.name}`,
  });
  await logActivity(deps.db, {
    actorUserId: actor.userId,
    type: id === null ? 'instructor.created' : 'instructor.updated',
    message: id === null ? `Dodat predavač: ${written.name}` : `Izmenjen predavač: ${written.name}`,
    data: { instructorId: written.id },
  });
  await deps.bus.publish('catalog.changed', {});
  if (written.replaced) await deps.storage.delete(written.replaced);
  return instructorForEdit(deps, written.id);
}

async function writeInstructor(db: Db, id: number | null, form: AdminForm) {
  const input = parseForm(adminInstructorFormSchema, form.fields, form.fileErrors);
  const existing = id === null ? null : await repo.findInstructor(db, id);
  if (id !== null && !existing) throw notFound('catalog.instructorNotFound');
  const trailer = form.files.trailer_video?.key;
  // Fields the form leaves out keep their stored value on update.
  const values = {
    name: input.name,
    email: input.email,
    ...(input.bio !== undefined ? { bioSr: input.bio } : {}),
    ...(input.bio_en !== undefined ? { bioEn: input.bio_en } : {}),
    ...(input.field !== undefined ? { field: input.field } : {}),
    ...(input.specialty !== undefined ? { specialty: input.specialty } : {}),
    ...(trailer ? { trailerVideoPath: trailer } : {}),
  };
  if (id === null || !existing)
    return { id: await repo.insertInstructor(db, values), name: input.name, replaced: null };
  await repo.updateInstructor(db, id, values);
  return { id, name: input.name, replaced: trailer ? existing.trailerVideoPath : null };
}
