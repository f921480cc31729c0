// The account as the API shows it to its owner.
import type { User } from '@atelje/shared';
import type { UserRow } from './auth.repository';

export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    created_at: row.createdAt.toISOString(),
  };
}
