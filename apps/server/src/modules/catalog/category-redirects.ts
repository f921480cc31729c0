// A category's former slugs (ADR 071): an administrator who changes a slug leaves the old one behind, and the
// public category page and its API answer 301 to the current slug instead of a 404.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categorySlugRedirects } from '../../db/schema/index';

/** The current slug of the category a former slug names; null when the slug never belonged to a category. */
export async function movedCategorySlug(db: Db, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .where(eq(categorySlugRedirects.oldSlug, oldSlug));
  return row?.slug ?? null;
}

const CATEGORY_PAGE = /^\/category\/([a-z0-9-]{1,80})\/?$/;

/**
 * Where a page address of a moved category goes (`/category/{old}` → `/category/{new}`, query kept); null for any
 * other address, and for a category page whose slug is current or unknown.
 */
export async function movedCategoryPage(db: Db, url: string): Promise<string | null> {
  const [pathname = '', query] = url.split(/\?(.*)/s, 2);
  const slug = CATEGORY_PAGE.exec(pathname)?.[1];
  if (!slug) return null;
  const moved = await movedCategorySlug(db, slug);
  return moved ? `/category/${moved}${query ? `?${query}` : ''}` : null;
}
