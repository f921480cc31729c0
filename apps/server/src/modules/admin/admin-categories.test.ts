// The administrator's categories (issue 20 item 2, ADR 071): create, rename, change the slug (the old one answers
// 301 on the public page and its API), order, delete only when empty, and a main category's membership price,
// which the next order is charged. Every change is in the audit log.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, orders } from '../../db/schema/index';
import { createUser } from '../../test/app';
import { postCheckout } from '../../test/checkout-requests';
import { fixture } from '../../test/fixtures';
import { adminGet, adminTestAppPerFile } from './admin-test-support';

const at = adminTestAppPerFile();

type Headers = Record<string, string>;
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers?: Headers) =>
  at.t.app.inject({
    method,
    url,
    headers: { ...(headers ?? at.admin.auth), 'accept-language': 'sr' },
    ...(payload ? { payload } : {}),
  });
const create = (payload: object, headers?: Headers) =>
  call('POST', '/api/admin/categories', payload, headers);
const update = (id: number, payload: object, headers?: Headers) =>
  call('PUT', `/api/admin/categories/${id}`, payload, headers);
const order = (payload: object, headers?: Headers) =>
  call('PUT', '/api/admin/categories/order', payload, headers);
const remove = (id: number, headers?: Headers) =>
  call('DELETE', `/api/admin/categories/${id}`, undefined, headers);

interface Row {
  id: number;
  slug: string;
  name_sr: string;
  name_en: string;
  parent_id: number | null;
  position: number;
  membership_price_para: number | null;
  course_count: number;
  old_slugs: string[];
}
const list = async () => (await adminGet(at, '/api/admin/categories')).json().data as Row[];
const byId = async (id: number) => (await list()).find((row) => row.id === id);
const lastAudit = async (action: string) => {
  const [entry] = await at.t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityType, 'category'), eq(adminAuditLog.action, action)))
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return entry;
};

const NEW = {
  name_sr: 'Keramika',
  name_en: 'Ceramics',
  slug: 'keramika',
  parent_id: null,
  membership_price: '',
};

describe('permissions', () => {
  it.each([
    ['GET list', () => at.t.app.inject({ method: 'GET', url: '/api/admin/categories' })],
    ['POST', () => create(NEW, {})],
    ['PUT', () => update(1, NEW, {})],
    ['PUT order', () => order({ parent_id: null, ids: [1, 2, 3, 4] }, {})],
    ['DELETE', () => remove(6, {})],
  ])('answers 401 to an anonymous %s', async (_name, send) => {
    expect((await send()).statusCode).toBe(401);
  });

  it.each([
    [
      'GET list',
      () => at.t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: at.learner.auth }),
    ],
    ['POST', () => create({ ...NEW, slug: 'ucenik' }, at.learner.auth)],
    ['PUT', () => update(1, { ...NEW, slug: 'ucenik' }, at.learner.auth)],
    ['PUT order', () => order({ parent_id: null, ids: [4, 3, 2, 1] }, at.learner.auth)],
    ['DELETE', () => remove(6, at.learner.auth)],
  ])('answers 403 to a learner %s and changes nothing', async (_name, send) => {
    const before = await list();
    expect((await send()).statusCode).toBe(403);
    expect(await list()).toEqual(before);
  });
});

describe('the list', () => {
  it('gives every category in order with its price, course count and former slugs', async () => {
    const res = await adminGet(at, '/api/admin/categories');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Row[];
    expect(rows.find((row) => row.id === fixture.categories.interior)).toMatchObject({
      slug: 'dizajn-enterijera',
      name_sr: 'Dizajn enterijera',
      name_en: 'Interior design',
      parent_id: null,
      membership_price_para: null,
      old_slugs: [],
    });
    // basics (main), noTrailer (subcategory living) and the free mini course (main).
    expect(rows.find((row) => row.id === fixture.categories.living)).toMatchObject({
      parent_id: fixture.categories.interior,
      course_count: 2,
    });
  });
});

describe('creating', () => {
  it('adds a main category at the end, shows it publicly at once and logs it', async () => {
    // Read the public tree first so the catalog cache holds the old one.
    await at.t.app.inject({ url: '/api/categories' });
    const res = await create({ ...NEW, membership_price: '19900,50' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as Row;
    expect(res.json().message).toBe('Kategorija je dodata.');
    expect(created).toMatchObject({ slug: 'keramika', membership_price_para: 1_990_050, course_count: 0 });
    const mains = (await list()).filter((row) => row.parent_id === null);
    expect(mains.at(-1)!.id).toBe(created.id);

    const tree = (
      await at.t.app.inject({ url: '/api/categories', headers: { 'accept-language': 'en' } })
    ).json();
    expect(tree.map((row: { slug: string }) => row.slug)).toContain('keramika');
    expect(tree.find((row: { slug: string }) => row.slug === 'keramika').name).toBe('Ceramics');
    const page = await at.t.app.inject({ url: '/api/courses/category/keramika' });
    expect(page.statusCode).toBe(200);
    expect(page.json().courses).toEqual([]);

    const entry = await lastAudit('category.created');
    expect(entry).toMatchObject({ actorUserId: at.admin.id, entityId: String(created.id) });
    expect(entry!.changes).toMatchObject({
      slug: { to: 'keramika' },
      membership_price_para: { to: 1_990_050 },
    });
    // A membership zone on sale.
    const zones = (await at.t.app.inject({ url: '/api/memberships' })).json();
    expect(JSON.stringify(zones)).toContain('Keramika');
  });

  it('adds a subcategory under a main category', async () => {
    const res = await create({
      name_sr: 'Rasveta spolja',
      name_en: 'Outdoor lighting',
      slug: 'rasveta-spolja',
      parent_id: fixture.categories.interior,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      parent_id: fixture.categories.interior,
      membership_price_para: null,
    });
  });

  it.each([
    [{ name_sr: ' ' }, 'name_sr', 'Naziv na srpskom je obavezan.'],
    [{ name_en: '' }, 'name_en', 'Naziv na engleskom je obavezan.'],
    [{ name_sr: 'x'.repeat(121) }, 'name_sr', 'Naziv ima najviše 120 znakova.'],
    [{ slug: '' }, 'slug', 'Adresa (slug) je obavezna.'],
    [{ slug: 'Nova Kategorija' }, 'slug', 'Adresu pišite malim slovima'],
    [{ slug: 'a--b' }, 'slug', 'Adresu pišite malim slovima'],
    [{ membership_price: '-5' }, 'membership_price', 'Upišite godišnju cenu'],
    [{ membership_price: 'dvadeset' }, 'membership_price', 'Upišite godišnju cenu'],
    [{ membership_price: '12.345' }, 'membership_price', 'Upišite godišnju cenu'],
    [{ parent_id: 'x' }, 'parent_id', 'Izaberite glavnu kategoriju'],
    [{ parent_id: fixture.categories.living }, 'parent_id', 'Izaberite glavnu kategoriju'],
    [{ parent_id: 999_999 }, 'parent_id', 'Izaberite glavnu kategoriju'],
    [
      { parent_id: fixture.categories.interior, membership_price: '1000' },
      'membership_price',
      'Samo glavna kategorija',
    ],
  ])('refuses %j with a message under %s and creates nothing', async (change, field, message) => {
    const before = await list();
    const res = await create({ ...NEW, slug: 'odbijena', ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field].join(' ')).toContain(message);
    expect(await list()).toEqual(before);
  });

  it("refuses another category's slug with 409", async () => {
    const res = await create({ ...NEW, slug: 'modni-dizajn' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Druga kategorija već ima ovu adresu.');
    expect(res.json().errors.slug).toEqual(['Druga kategorija već ima ovu adresu.']);
  });
});

describe('renaming and changing the slug', () => {
  it('renames in both languages, and the old slug answers 301 on the page and the API', async () => {
    const id = fixture.categories.drama;
    // Cache the category's answer under its old slug first.
    expect((await at.t.app.inject({ url: '/api/courses/category/dramske-umetnosti' })).statusCode).toBe(200);
    const res = await update(id, {
      name_sr: 'Gluma i scena',
      name_en: 'Acting and stage',
      slug: 'gluma-i-scena',
      membership_price: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ slug: 'gluma-i-scena', old_slugs: ['dramske-umetnosti'] });

    const api = await at.t.app.inject({ url: '/api/courses/category/dramske-umetnosti?include=videos' });
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe('/api/courses/category/gluma-i-scena?include=videos');
    const moved = await at.t.app.inject({
      url: '/api/courses/category/gluma-i-scena',
      headers: { 'accept-language': 'en' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().category).toMatchObject({ slug: 'gluma-i-scena', name: 'Acting and stage' });
    expect(moved.json().courses.map((course: { id: number }) => course.id)).toContain(fixture.courses.stage);

    const page = await at.t.app.inject({ url: '/category/dramske-umetnosti?lng=en' });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/category/gluma-i-scena?lng=en');
    // Unknown slugs stay 404s (no build here: the page answers 503, never a redirect).
    expect((await at.t.app.inject({ url: '/api/courses/category/nema-je' })).statusCode).toBe(404);
    expect((await at.t.app.inject({ url: '/category/nema-je' })).headers.location).toBeUndefined();

    const entry = await lastAudit('category.updated');
    expect(entry!.changes).toMatchObject({
      slug: { from: 'dramske-umetnosti', to: 'gluma-i-scena' },
      name_sr: { from: 'Dramske umetnosti', to: 'Gluma i scena' },
    });
  });

  it('takes a former slug back: it stops redirecting and the one in between redirects', async () => {
    const id = fixture.categories.drama;
    const back = await update(id, {
      name_sr: 'Dramske umetnosti',
      name_en: 'Dramatic arts',
      slug: 'dramske-umetnosti',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.old_slugs).toEqual(['gluma-i-scena']);
    expect((await at.t.app.inject({ url: '/api/courses/category/dramske-umetnosti' })).statusCode).toBe(200);
    expect((await at.t.app.inject({ url: '/category/gluma-i-scena' })).headers.location).toBe(
      '/category/dramske-umetnosti',
    );
  });

  it("refuses another category's slug, current or former, with 409 and changes nothing", async () => {
    const taken = await update(fixture.categories.fashion, { ...NEW, slug: 'software-kursevi' });
    expect(taken.statusCode).toBe(409);
    const former = await update(fixture.categories.fashion, { ...NEW, slug: 'gluma-i-scena' });
    expect(former.statusCode).toBe(409);
    expect(former.json().errors.slug).toEqual([
      'Ova adresa je pripadala drugoj kategoriji i još vodi do nje: izaberite drugu.',
    ]);
    expect(await byId(fixture.categories.fashion)).toMatchObject({
      slug: 'modni-dizajn',
      name_sr: 'Modni dizajn',
    });
  });

  it('answers 404 for an unknown category, 422 for a bad id or body, and refuses a price on a subcategory', async () => {
    expect((await update(999_999, NEW)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/categories/abc', NEW)).statusCode).toBe(422);
    const bad = await update(fixture.categories.fashion, { ...NEW, name_en: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name_en).toEqual(['Naziv na engleskom je obavezan.']);
    const sub = await update(fixture.categories.tailoring, {
      name_sr: 'Krojenje',
      name_en: 'Pattern cutting',
      slug: 'krojenje',
      membership_price: '5000',
    });
    expect(sub.statusCode).toBe(422);
    expect(sub.json().errors.membership_price).toEqual([
      'Samo glavna kategorija može da se prodaje kao zona članarine.',
    ]);
  });
});

describe('ordering', () => {
  it("puts one level's categories in the given order, publicly at once", async () => {
    const mains = (await list()).filter((row) => row.parent_id === null).map((row) => row.id);
    const reversed = [...mains].reverse();
    const res = await order({ parent_id: null, ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    const tree = (await at.t.app.inject({ url: '/api/categories' })).json() as { id: number }[];
    expect(tree.map((row) => row.id)).toEqual(reversed);
    expect((await lastAudit('category.reordered'))!.changes).toEqual({
      order: { from: mains, to: reversed },
    });
    // Subcategories of one main category.
    const subs = (await list())
      .filter((row) => row.parent_id === fixture.categories.interior)
      .map((row) => row.id);
    const sub = await order({ parent_id: fixture.categories.interior, ids: [...subs].reverse() });
    expect(sub.statusCode).toBe(200);
    await order({ parent_id: null, ids: mains });
  });

  it.each([
    ['a missing category', (ids: number[]) => ids.slice(1)],
    ['a repeated one', (ids: number[]) => [...ids.slice(1), ids[1]!]],
    ['a subcategory among main ones', (ids: number[]) => [...ids.slice(1), fixture.categories.living]],
    ['an empty list', () => []],
  ])('refuses %s with 422', async (_name, change) => {
    const mains = (await list()).filter((row) => row.parent_id === null).map((row) => row.id);
    const res = await order({ parent_id: null, ids: change(mains) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ids.join(' ')).toContain('tačno jednom');
    expect((await list()).filter((row) => row.parent_id === null).map((row) => row.id)).toEqual(mains);
  });

  it('refuses a parent that is not a main category', async () => {
    const res = await order({ parent_id: fixture.categories.living, ids: [1] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parent_id).toEqual(['Izaberite glavnu kategoriju kao nadređenu.']);
  });
});

describe('deleting', () => {
  it('refuses a category with courses or with subcategories (409), and 404s an unknown one', async () => {
    const withCourses = await remove(fixture.categories.lighting);
    expect(withCourses.statusCode).toBe(409);
    expect(withCourses.json().message).toBe(
      'U ovoj kategoriji je 1 kurs: prvo ga premestite u drugu kategoriju.',
    );
    const withChildren = await remove(fixture.categories.interior);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe(
      'Ova kategorija ima potkategorije: prvo ih obrišite ili premestite.',
    );
    expect(await byId(fixture.categories.lighting)).toBeDefined();
    expect((await remove(999_999)).statusCode).toBe(404);
  });

  it('deletes an empty category, its former slugs with it, and logs it', async () => {
    const created = (await create({ ...NEW, slug: 'za-brisanje' })).json().data as Row;
    await update(created.id, { ...NEW, slug: 'za-brisanje-2' });
    const res = await remove(created.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.some((row: Row) => row.id === created.id)).toBe(false);
    expect((await at.t.app.inject({ url: '/api/courses/category/za-brisanje' })).statusCode).toBe(404);
    expect((await lastAudit('category.deleted'))!.changes).toMatchObject({ slug: { from: 'za-brisanje-2' } });
  });
});

describe('a membership zone price', () => {
  it('charges the next order the new price, whatever price the client sends', async () => {
    const zone = fixture.categories.fashion;
    const set = await update(zone, {
      name_sr: 'Modni dizajn',
      name_en: 'Fashion design',
      slug: 'modni-dizajn',
      membership_price: '24000',
    });
    expect(set.statusCode, set.body).toBe(200);
    const buyer = await createUser(at.t);
    const buy = async (pricePara: number) => {
      const res = await postCheckout(at.t, buyer, {
        items: [{ type: 'membership', id: zone, price_para: pricePara, price: '1.00' }],
        payment_method: 'uplatnica',
        billing: { name: 'Kupac Zona', email: buyer.email, phone: '+381601234567', city: 'Beograd' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await at.t.database.db
        .select({ total: orders.totalPara })
        .from(orders)
        .where(eq(orders.number, res.json().order_number));
      return row!.total;
    };
    expect(await buy(100)).toBe(2_400_000);

    const raised = await update(zone, {
      name_sr: 'Modni dizajn',
      name_en: 'Fashion design',
      slug: 'modni-dizajn',
      membership_price: '26500,50',
    });
    expect(raised.statusCode).toBe(200);
    expect((await lastAudit('category.updated'))!.changes).toEqual({
      membership_price_para: { from: 2_400_000, to: 2_650_050 },
    });
    const quote = await at.t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ type: 'membership', id: zone }] },
    });
    expect(quote.json().lines[0].price_para).toBe(2_650_050);
    expect(await buy(2_400_000)).toBe(2_650_050);

    // Price 0 (or none): no longer a membership on sale.
    const off = await update(zone, {
      name_sr: 'Modni dizajn',
      name_en: 'Fashion design',
      slug: 'modni-dizajn',
      membership_price: '0',
    });
    expect(off.json().data.membership_price_para).toBeNull();
    const gone = await at.t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ type: 'membership', id: zone }] },
    });
    expect(gone.statusCode, gone.body).toBe(422);
  });
});
