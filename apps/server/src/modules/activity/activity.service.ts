// The activity log every module writes to: one line per thing an administrator should see happened. `db` may be
// a transaction, so the line stands or falls with the change it describes.
import type { Db } from '../../db/client';
import { type ActivityEntry, insertActivity } from './activity.repository';

export type { ActivityEntry };

export async function logActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await insertActivity(db, entry);
}
