import type { AdminCategory } from '@atelje/shared';
import { describe, expect, it } from 'vitest';
import { orderedRows, suggestSlug } from './categories-section';

const row = (id: number, parent_id: number | null, position: number): AdminCategory => ({
  id,
  slug: `k-${id}`,
  name_sr: `K ${id}`,
  name_en: `C ${id}`,
  parent_id,
  position,
  membership_price_para: null,
  course_count: 0,
  old_slugs: [],
});

describe('suggestSlug', () => {
  it.each([
    ['Dizajn enterijera', 'dizajn-enterijera'],
    ['Šminka & Đurđevdan: Čačak', 'sminka-djurdjevdan-cacak'],
    ['  Keramika -- i  staklo  ', 'keramika-i-staklo'],
    ['Crème brûlée', 'creme-brulee'],
    ['!!!', ''],
  ])('offers %j as %j', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug);
  });

  it('keeps to 80 characters without a trailing hyphen', () => {
    const slug = suggestSlug(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
  });
});

describe('orderedRows', () => {
  it('puts each subcategory under its main category, keeping the order the API gave', () => {
    const rows = [row(2, null, 0), row(5, 1, 0), row(1, null, 1), row(6, 2, 0), row(7, 1, 1)];
    expect(orderedRows(rows).map((item) => item.id)).toEqual([2, 6, 1, 5, 7]);
  });
});
