// Column builders the tables share, so each table reads as what is particular to it. Every helper builds exactly
// the column it replaces (same name, type, default and foreign key): the SQL in db/migrations is unchanged.
// Not exported from index.ts: these are builders, not tables.
import { type AnyPgColumn, integer, serial, timestamp } from 'drizzle-orm/pg-core';

type OnDelete = 'cascade' | 'set null';

/** `serial primary key`. */
export const serialId = () => serial('id').primaryKey();

/** A `timestamp with time zone` column. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/** A `timestamp with time zone not null default now()` column, e.g. `created_at`. */
export const nowColumn = (name: string) => tz(name).notNull().defaultNow();

/** `created_at` and `updated_at`, both set to now() on insert. */
export const timestamps = () => ({ createdAt: nowColumn('created_at'), updatedAt: nowColumn('updated_at') });

/** A not-null integer foreign key (to `target`, usually a table's id). */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete?: OnDelete) =>
  integer(name).notNull().references(target, { onDelete });

/** A nullable integer foreign key. */
export const optionalRef = (name: string, target: () => AnyPgColumn, onDelete?: OnDelete) =>
  integer(name).references(target, { onDelete });
