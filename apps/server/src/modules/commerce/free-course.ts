// The free mini course every new account receives (spec 000 §1: "Registering gives automatic access to it, found
// on the My progress page"). Which course it is comes from the `free_mini_course_id` site setting.
import type { Db } from '../../db/client';
import { readSettings, SETTING_KEYS } from '../settings/settings.service';
import * as repo from './access.repository';

/** The configured course id, or null when the setting is absent or not a positive whole number. */
async function freeMiniCourseId(db: Db): Promise<number | null> {
  const value = (await readSettings(db, [SETTING_KEYS.freeMiniCourseId])).get(SETTING_KEYS.freeMiniCourseId);
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Grants the free mini course to a user for good (source 'free', no expiry). Nothing happens when no course is
 * configured or the configured one no longer exists; a second call changes nothing (one row per user and course).
 * Returns the course id when the user holds the grant afterwards.
 */
export async function grantFreeMiniCourse(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<number | null> {
  const courseId = await freeMiniCourseId(db);
  if (courseId === null) return null;
  if (!(await repo.courseExists(db, courseId))) return null;
  await repo.insertFreeAccess(db, userId, courseId, now);
  return courseId;
}
