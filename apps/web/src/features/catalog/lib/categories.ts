// The four main categories of spec 000 §2 with their sidebar label keys (common namespace).
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
