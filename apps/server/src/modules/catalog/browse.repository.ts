// The catalogue's results page in one query: the published courses a text and the filters keep, in the chosen
// order, one page of ids and the total.
import type { BrowsePrice, BrowseSort } from '@atelje/shared/catalog/browse';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, courses, instructors } from '../../db/schema/index';
import { inCategory } from './category-filter';

export interface BrowseFilter {
  /** Already folded (foldText). */
  text?: string;
  categoryId?: number;
  type?: 'lifestyle' | 'professional';
  price?: BrowsePrice;
  language?: string;
  level?: 'beginner' | 'intermediate' | 'advanced' | 'all';
}

/** Lower case without Serbian diacritics ("Đorđe" → "djordje"), the same in JS and in SQL. */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/[čć]/g, 'c').replace(/ž/g, 'z').replace(/š/g, 's').replace(/đ/g, 'dj');
}

const folded = (column: SQL) => sql`replace(translate(lower(${column}), 'čćžš', 'cczs'), 'đ', 'dj')`;
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const RSD = 100;
const PRICE_BANDS: Record<BrowsePrice, (price: SQL) => SQL> = {
  free: (price) => sql`${price} = 0`,
  'under-10000': (price) => sql`${price} > 0 and ${price} < ${10_000 * RSD}`,
  '10000-15000': (price) => sql`${price} >= ${10_000 * RSD} and ${price} <= ${15_000 * RSD}`,
  'over-15000': (price) => sql`${price} > ${15_000 * RSD}`,
};

const ORDER: Record<BrowseSort, SQL[]> = {
  popular: [desc(courses.popularity), asc(courses.id)],
  // Best average first (stored sums, ADR 041); among equal averages the one more people rated; unrated last.
  rating: [
    sql`case when ${courses.ratingCount} > 0 then ${courses.ratingSum}::float / ${courses.ratingCount} end desc nulls last`,
    desc(courses.ratingCount),
    desc(courses.popularity),
    asc(courses.id),
  ],
  newest: [desc(courses.createdAt), desc(courses.id)],
  'price-asc': [asc(courses.pricePara), asc(courses.id)],
  'price-desc': [desc(courses.pricePara), asc(courses.id)],
};

export async function findCategoryId(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row?.id ?? null;
}

export async function browseCourseIds(
  db: Db,
  filter: BrowseFilter,
  sort: BrowseSort,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const where: SQL[] = [eq(courses.published, true)];
  if (filter.text) {
    const pattern = `%${likeEscaped(filter.text)}%`;
    where.push(
      or(
        sql`${folded(sql`${courses.title}`)} like ${pattern}`,
        sql`${folded(sql`${instructors.name}`)} like ${pattern}`,
      )!,
    );
  }
  if (filter.type) where.push(eq(courses.type, filter.type));
  if (filter.price) where.push(PRICE_BANDS[filter.price](sql`${courses.pricePara}`));
  if (filter.language) where.push(sql`${filter.language} = any(${courses.language})`);
  if (filter.level) where.push(eq(courses.level, filter.level));
  if (filter.categoryId !== undefined) where.push(inCategory(db, filter.categoryId, 'self-or-child'));
  const rows = await db
    .select({ id: courses.id, total: sql<number>`count(*) over ()::int` })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.authorId))
    .where(and(...where))
    .orderBy(...ORDER[sort])
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0]!.total };
  if (page.offset === 0) return { ids: [], total: 0 };
  // A page past the end: the total still tells the page how many there are.
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.authorId))
    .where(and(...where));
  return { ids: [], total: count?.total ?? 0 };
}
