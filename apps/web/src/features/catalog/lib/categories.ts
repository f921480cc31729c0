import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react';
import { categoryTreeQuery } from '../api/browse-courses';

// The four main categories of spec 000 §2 with their sidebar label keys (common namespace): the links drawn until
// the categories' own list is at hand (ADR 071: administrators add, rename and order categories).
export const CATEGORY_LINKS = [
  { slug: 'dizajn-enterijera', key: 'interiorDesign' },
  { slug: 'modni-dizajn', key: 'fashionDesign' },
  { slug: 'dramske-umetnosti', key: 'dramaticArts' },
  { slug: 'software-kursevi', key: 'software' },
] as const;

export type CategorySlug = (typeof CATEGORY_LINKS)[number]['slug'];

export function categoryKey(slug: string) {
  return CATEGORY_LINKS.find((category) => category.slug === slug)?.key ?? null;
}

export interface CategoryLink {
  slug: string;
  label: string;
}

/**
 * The main categories as the sidebar and the catalogue's chips list them: GET /categories (in the reader's
 * language, in the administrators' order, with the categories they added), or the four of the spec while that
 * answer is not at hand. The server render asks for it for every page of the site's layout (app/routes.tsx), so a
 * page and its first render in the browser list the same.
 */
export function useMainCategoryLinks(): CategoryLink[] {
  const { t } = useTranslation('common');
  const tree = useQuery(categoryTreeQuery()).data;
  if (tree?.length) return tree.map((category) => ({ slug: category.slug, label: category.name }));
  return CATEGORY_LINKS.map((category) => ({ slug: category.slug, label: t(`sidebar.${category.key}`) }));
}
