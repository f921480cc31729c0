// Walks the application's own route table: every route under /api/admin, and every upload route, answers 401
// without a token and 403 to a learner before it reads the request, and the status of the table below to an
// administrator. A route added later without an entry here fails the test by name. Every protected route of the
// whole API (admin, upload, documented as secured, or answering 401 to a plain anonymous request) authenticates
// before it validates: an anonymous request with a bad query and a bad body is a 401, never a 422.
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { vouchers } from '../../db/schema/index';
import { createUser } from '../../test/app';
import { fixture } from '../../test/fixtures';
import {
  adminGet,
  adminPost,
  adminTestApp,
  insertOrder,
  multipartBody,
  SELLER_DEFAULTS,
} from './admin-test-support';

interface Route {
  method: string;
  url: string;
}

/** Every method and full URL of `printRoutes({ commonPrefix: false })`, HEAD left out where GET answers it. */
export function parseRouteTree(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    const methods = (match[3] ?? '')
      .split(',')
      .map((method) => method.trim())
      .filter(Boolean);
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.push({ method, url });
    }
  }
  return routes;
}

const isGuarded = (url: string) =>
  url.startsWith('/api/') &&
  (url.startsWith('/api/admin/') || /upload/.test(url) || url === '/api/videos/lesson-with-intro');

const at = await adminTestApp();
afterAll(() => at.close());

// Fixtures the table's requests name.
const buyer = await createUser(at.t, { name: 'Kupac Tabele' });
const slip = async () => {
  const res = await at.t.app.inject({
    method: 'POST',
    url: `/api/payments/course/${fixture.courses.makeup}/initiate-uplatnica`,
    headers: buyer.auth,
    payload: {},
  });
  return res.json().payment_id as string;
};
const paidSlip = await slip();
await adminPost(at, `/api/admin/uplatnice/${paidSlip}/confirm`);
const paidOrder = (await adminGet(at, '/api/admin/orders?per_page=1')).json().data[0].id as number;
const pendingSlip = await slip();
const slipToCancel = await slip();
const pendingOrder = await insertOrder(at.t, {
  userId: buyer.id,
  courseId: fixture.courses.basics,
  totalPara: 100,
});
const [voucher] = await at.t.database.db
  .insert(vouchers)
  .values({ code: 'TABELA-10', kind: 'percent', value: 10 })
  .returning({ id: vouchers.id });
const emptyForm = await multipartBody({});

const courseJson = {
  title: 'Kurs iz tabele ruta',
  description: 'Opis.',
  type: 'professional',
  category_id: '1',
  subcategory_ids: ['5'],
  author_id: '1',
  price: '100',
  original_price: '200',
};
const userJson = {
  name: 'Korisnik Tabele',
  email: 'tabela@primer.rs',
  role: 'user',
  password: 'Tabela#Lozinka1',
};

/** A tus request (protocol 1.0.0) to the upload endpoint or to one upload. */
function tus(id?: string): Omit<InjectOptions, 'method'> {
  return {
    url: id ? `/api/admin/uploads/tus/${id}` : '/api/admin/uploads/tus',
    headers: { 'tus-resumable': '1.0.0' },
  };
}

type Expectation = { admin: number; request?: Omit<InjectOptions, 'method'> };

/**
 * What an administrator gets from each guarded route, with the request that shows it (the URL with fixture ids;
 * without a request the route's URL is used as it is). Keyed by method and route URL.
 */
const table: Record<string, Expectation> = {
  'GET /api/admin/dashboard/stats': { admin: 200 },
  'GET /api/admin/dashboard/activities': { admin: 200 },
  // The business dashboard (ADR 073): a range is required; without one the answer is a validation error.
  'GET /api/admin/dashboard/revenue': {
    admin: 200,
    request: { url: '/api/admin/dashboard/revenue?from=2026-01-01&to=2026-01-31' },
  },
  'GET /api/admin/dashboard/courses': {
    admin: 200,
    request: { url: '/api/admin/dashboard/courses?from=2026-01-01&to=2026-01-31' },
  },
  'GET /api/admin/dashboard/learners': {
    admin: 200,
    request: { url: '/api/admin/dashboard/learners?from=2026-01-01&to=2026-01-31' },
  },
  'GET /api/admin/dashboard/funnel': {
    admin: 200,
    request: { url: '/api/admin/dashboard/funnel?from=2026-01-01&to=2026-01-31' },
  },
  'GET /api/admin/dashboard/vouchers': { admin: 422 },
  'GET /api/admin/dashboard/progress': { admin: 200 },
  'GET /api/admin/dashboard/expiring': { admin: 200 },
  'GET /api/admin/mail-outbox': { admin: 200 },
  'GET /api/admin/mail-messages': { admin: 200 },
  'POST /api/admin/mail-messages/:id/resend': {
    admin: 404,
    request: { url: '/api/admin/mail-messages/999999/resend' },
  },
  'POST /api/admin/mail-messages/resend-failed': { admin: 200 },

  'GET /api/admin/courses': { admin: 200 },
  'POST /api/admin/courses': { admin: 201, request: { payload: courseJson } },
  'GET /api/admin/courses/:id/edit': { admin: 200, request: { url: '/api/admin/courses/1/edit' } },
  'POST /api/admin/courses/:id': {
    admin: 200,
    request: { url: '/api/admin/courses/1', payload: courseJson },
  },

  'GET /api/admin/users': { admin: 200 },
  'POST /api/admin/users': { admin: 201, request: { payload: userJson } },
  'GET /api/admin/users/:id/edit': { admin: 200, request: { url: `/api/admin/users/${at.learner.id}/edit` } },
  'POST /api/admin/users/:id': {
    admin: 200,
    request: {
      url: `/api/admin/users/${at.learner.id}`,
      payload: { name: 'Lana Polaznik', email: at.learner.email, role: 'user', courses: ['1'] },
    },
  },
  'GET /api/admin/users/export-csv': { admin: 200 },
  'GET /api/admin/users/check-csv/:userId': {
    admin: 200,
    request: { url: `/api/admin/users/check-csv/${at.admin.id}` },
  },

  'GET /api/admin/instructors': { admin: 200 },
  'POST /api/admin/instructors': {
    admin: 201,
    request: { payload: { name: 'Predavač Tabele', email: 'pt@primer.rs' } },
  },
  'GET /api/admin/instructors/:id/edit': { admin: 200, request: { url: '/api/admin/instructors/1/edit' } },
  'POST /api/admin/instructors/:id': {
    admin: 200,
    request: {
      url: '/api/admin/instructors/2',
      payload: { name: 'Teodora Đorđević', email: 'teodora@primer.rs' },
    },
  },

  'GET /api/admin/orders': { admin: 200 },
  'GET /api/admin/orders/:id': { admin: 200, request: { url: `/api/admin/orders/${pendingOrder}` } },
  'POST /api/admin/orders/:id/refund': {
    admin: 200,
    request: { url: `/api/admin/orders/${paidOrder}/refund` },
  },
  // Fiscal receipts are off in this app (FISCAL_DRIVER unset in tests): the order has none to send again.
  'POST /api/admin/orders/:id/fiscal-receipts/:kind/retry': {
    admin: 404,
    request: { url: `/api/admin/orders/${paidOrder}/fiscal-receipts/sale/retry` },
  },
  'GET /api/admin/uplatnice': {
    admin: 200,
    request: { url: '/api/admin/uplatnice?status=pending&per_page=20&page=1' },
  },
  'POST /api/admin/uplatnice/:paymentId/confirm': {
    admin: 200,
    request: { url: `/api/admin/uplatnice/${pendingSlip}/confirm` },
  },
  'POST /api/admin/uplatnice/:paymentId/cancel': {
    admin: 200,
    request: { url: `/api/admin/uplatnice/${slipToCancel}/cancel` },
  },
  'GET /api/admin/exports/accounting': {
    admin: 200,
    request: { url: '/api/admin/exports/accounting?from=2026-01-01&to=2026-01-31&format=xlsx' },
  },

  'GET /api/admin/audit-log': { admin: 200 },
  'GET /api/admin/security-settings': { admin: 200 },
  // Turning the requirement off (on needs the administrator's own second factor: totp-api.test.ts).
  'POST /api/admin/security-settings': { admin: 200, request: { payload: { admin_mfa_required: false } } },
  'GET /api/admin/settings/seller': { admin: 200 },
  'GET /api/admin/settings/catalogue': { admin: 200 },
  'PUT /api/admin/settings/catalogue': { admin: 422, request: { payload: { extension_percent: 0 } } },
  'GET /api/admin/settings/transliteration': { admin: 200 },
  'PUT /api/admin/settings/transliteration': { admin: 422, request: { payload: { terms: 'Photoshop' } } },
  'GET /api/admin/mail-sequences': { admin: 200 },
  'PUT /api/admin/mail-sequences': {
    admin: 422,
    request: { payload: { access_expiry: { enabled: true, days_before: [0] } } },
  },
  'POST /api/admin/mail-sequences/test': { admin: 422, request: { payload: { sequence: 'newsletter' } } },
  'GET /api/admin/mail-texts': { admin: 200 },
  'GET /api/admin/mail-texts/:template/:lang': {
    admin: 200,
    request: { url: '/api/admin/mail-texts/welcome/sr' },
  },
  'PUT /api/admin/mail-texts/:template/:lang': {
    admin: 404,
    request: { url: '/api/admin/mail-texts/no-such-mail/sr', payload: { base_version: 0, texts: {} } },
  },
  'DELETE /api/admin/mail-texts/:template/:lang': {
    admin: 422,
    request: { url: '/api/admin/mail-texts/welcome/sr?base_version=x' },
  },
  'POST /api/admin/mail-texts/:template/:lang/preview': {
    admin: 422,
    request: { url: '/api/admin/mail-texts/welcome/de/preview', payload: { texts: {} } },
  },
  'POST /api/admin/mail-texts/:template/:lang/test': {
    admin: 404,
    request: { url: '/api/admin/mail-texts/no-such-mail/en/test' },
  },
  'GET /api/admin/categories': { admin: 200 },
  'POST /api/admin/categories': { admin: 422, request: { payload: { slug: 'Nije Ispravan' } } },
  'PUT /api/admin/categories/order': { admin: 422, request: { payload: { parent_id: null, ids: [] } } },
  'PUT /api/admin/categories/:id': {
    admin: 404,
    request: {
      url: '/api/admin/categories/999999',
      payload: { name_sr: 'Nema', name_en: 'None', slug: 'nema' },
    },
  },
  'DELETE /api/admin/categories/:id': { admin: 404, request: { url: '/api/admin/categories/999999' } },
  // Quizzes (quizzes.test.ts): a course's list, and a quiz that does not exist.
  'GET /api/admin/courses/:id/quizzes': {
    admin: 200,
    request: { url: `/api/admin/courses/${fixture.courses.basics}/quizzes` },
  },
  'POST /api/admin/courses/:id/quizzes': {
    admin: 422,
    request: { url: `/api/admin/courses/${fixture.courses.basics}/quizzes`, payload: { questions: [] } },
  },
  'PUT /api/admin/quizzes/:id': { admin: 422, request: { url: '/api/admin/quizzes/999999', payload: {} } },
  'DELETE /api/admin/quizzes/:id': { admin: 404, request: { url: '/api/admin/quizzes/999999' } },
  'PUT /api/admin/settings/seller': {
    admin: 200,
    request: {
      payload: SELLER_DEFAULTS,
    },
  },

  // The content editor (admin-content.test.ts): each route on a document of its own, so their order is free.
  'GET /api/admin/content': { admin: 200 },
  'GET /api/admin/content/:key': { admin: 200, request: { url: '/api/admin/content/faq:home' } },
  'PUT /api/admin/content/:key/draft': {
    admin: 200,
    request: { url: '/api/admin/content/faq:help/draft', payload: { base_version: 0, content: [] } },
  },
  'POST /api/admin/content/:key/publish': {
    admin: 200,
    request: { url: '/api/admin/content/faq:membership/publish', payload: { base_version: 0, content: [] } },
  },
  'GET /api/admin/content/:key/versions': {
    admin: 200,
    request: { url: '/api/admin/content/faq:home/versions' },
  },
  'POST /api/admin/content/:key/versions/:version/restore': {
    admin: 404,
    request: { url: '/api/admin/content/faq:home/versions/999/restore', payload: { base_version: 0 } },
  },
  'POST /api/admin/content/images': { admin: 422, request: emptyForm },
  'POST /api/admin/content/:key/preview': {
    admin: 200,
    request: { url: '/api/admin/content/landing:interior-signup/preview' },
  },

  'GET /api/admin/vouchers': { admin: 200 },
  'POST /api/admin/vouchers': {
    admin: 201,
    request: { payload: { code: 'NOVI-10', kind: 'percent', value: 10 } },
  },
  'POST /api/admin/vouchers/:id/disable': {
    admin: 200,
    request: { url: `/api/admin/vouchers/${voucher!.id}/disable` },
  },

  // Gifts (ADR 044): the lists, and a resend of a gift that does not exist.
  'GET /api/admin/gifts': { admin: 200 },
  'GET /api/admin/gift-cards': { admin: 200 },
  'POST /api/admin/gifts/:id/resend': { admin: 404, request: { url: '/api/admin/gifts/999999/resend' } },
  'POST /api/admin/gift-cards/:id/resend': {
    admin: 404,
    request: { url: '/api/admin/gift-cards/999999/resend' },
  },

  // Uploads and video processing (modules/uploads, modules/video-processing): an empty form is refused.
  'POST /api/admin/courses/:id/cover': {
    admin: 422,
    request: { url: '/api/admin/courses/1/cover', ...emptyForm },
  },
  'POST /api/admin/ebook/upload/:courseId': {
    admin: 422,
    request: { url: '/api/admin/ebook/upload/1', ...emptyForm },
  },
  'POST /api/admin/templates/upload/:courseId': {
    admin: 422,
    request: { url: '/api/admin/templates/upload/1', ...emptyForm },
  },
  'POST /api/admin/videos/upload/:courseId': {
    admin: 422,
    request: { url: '/api/admin/videos/upload/1', ...emptyForm },
  },
  'POST /api/videos/lesson-with-intro': { admin: 422, request: emptyForm },
  'POST /api/admin/videos/:id/file': {
    admin: 422,
    request: { url: `/api/admin/videos/${fixture.videos.basicsLesson}/file`, ...emptyForm },
  },
  'GET /api/admin/videos': { admin: 200 },
  // Lesson captions (ADR 078): an empty form names the missing file; a lesson without English captions has none to delete.
  'GET /api/admin/videos/:id/captions': {
    admin: 200,
    request: { url: `/api/admin/videos/${fixture.videos.basicsLesson}/captions` },
  },
  'POST /api/admin/videos/:id/captions/:language': {
    admin: 422,
    request: { url: `/api/admin/videos/${fixture.videos.basicsLesson}/captions/sr`, ...emptyForm },
  },
  'DELETE /api/admin/videos/:id/captions/:language': {
    admin: 404,
    request: { url: `/api/admin/videos/${fixture.videos.basicsLesson}/captions/en` },
  },
  'GET /api/admin/reviews': { admin: 200 },
  'PATCH /api/admin/reviews/:id': {
    admin: 404,
    request: { url: '/api/admin/reviews/999999', payload: { status: 'hidden' } },
  },
  'PATCH /api/admin/videos/:id': {
    admin: 200,
    request: { url: `/api/admin/videos/${fixture.videos.basicsLast}`, payload: { is_preview: false } },
  },
  'GET /api/admin/video-jobs/:id': { admin: 404, request: { url: '/api/admin/video-jobs/999999' } },
  'OPTIONS /api/admin/uploads/tus': { admin: 204, request: tus() },
  'POST /api/admin/uploads/tus': { admin: 400, request: tus() },
  'HEAD /api/admin/uploads/tus': { admin: 404, request: tus() },
  'PATCH /api/admin/uploads/tus': { admin: 404, request: tus() },
  'DELETE /api/admin/uploads/tus': { admin: 404, request: tus() },
  'OPTIONS /api/admin/uploads/tus/:id': { admin: 204, request: tus('nepostoji') },
  'POST /api/admin/uploads/tus/:id': { admin: 400, request: tus('nepostoji') },
  'HEAD /api/admin/uploads/tus/:id': { admin: 404, request: tus('nepostoji') },
  'PATCH /api/admin/uploads/tus/:id': {
    admin: 404,
    request: {
      ...tus('nepostoji'),
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.from('x'),
    },
  },
  'DELETE /api/admin/uploads/tus/:id': { admin: 404, request: tus('nepostoji') },
};

const guarded = parseRouteTree(at.t.app.printRoutes({ commonPrefix: false })).filter((route) =>
  isGuarded(route.url),
);
const keyOf = (route: Route) => `${route.method} ${route.url}`;

/** The request of a route's entry; a route without one gets its URL with 1 for every parameter. */
const requestFor = (route: Route): InjectOptions => {
  const entry = table[keyOf(route)];
  return {
    method: route.method as InjectOptions['method'],
    url: route.url.replace(/:[A-Za-z]+/g, '1'),
    ...entry?.request,
  };
};

describe('the admin route table', () => {
  it('reads nested routes and their methods from the printed tree', () => {
    const tree = [
      '├── /api/admin/users (GET, HEAD, POST)',
      '│   ├── /export-csv (GET, HEAD)',
      '│   └── /:id (POST)',
      '│       └── /edit (GET, HEAD)',
      '├── /api/admin/uploads/tus (OPTIONS, HEAD)',
      '└── * (GET, HEAD)',
    ].join('\n');
    expect(parseRouteTree(tree)).toEqual([
      { method: 'GET', url: '/api/admin/users' },
      { method: 'POST', url: '/api/admin/users' },
      { method: 'GET', url: '/api/admin/users/export-csv' },
      { method: 'POST', url: '/api/admin/users/:id' },
      { method: 'GET', url: '/api/admin/users/:id/edit' },
      { method: 'OPTIONS', url: '/api/admin/uploads/tus' },
      { method: 'HEAD', url: '/api/admin/uploads/tus' },
      { method: 'GET', url: '*' },
    ]);
  });

  it('is read from the application', () => {
    // The tree printer's format changing would otherwise silently test nothing.
    expect(guarded.length).toBeGreaterThan(20);
    expect(guarded).toContainEqual({ method: 'GET', url: '/api/admin/users' });
    expect(guarded).toContainEqual({ method: 'POST', url: '/api/admin/users/:id' });
  });

  it('has an expected status for every admin and upload route', () => {
    const missing = guarded.map(keyOf).filter((key) => !(key in table));
    expect(
      missing,
      `admin routes without an entry in the table of admin-routes.test.ts (add the administrator's expected status): ${missing.join(', ')}`,
    ).toEqual([]);
  });
});

describe.each(guarded.map((route) => [keyOf(route), route] as const))('%s', (_key, route) => {
  it('answers 401 without a token', async () => {
    const res = await at.t.app.inject(requestFor(route));
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to a learner', async () => {
    const request = requestFor(route);
    const res = await at.t.app.inject({ ...request, headers: { ...request.headers, ...at.learner.auth } });
    expect(res.statusCode).toBe(403);
  });

  it.runIf(keyOf(route) in table)('answers an administrator as the table says', async () => {
    const request = requestFor(route);
    const res = await at.t.app.inject({ ...request, headers: { ...request.headers, ...at.admin.auth } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(table[keyOf(route)]!.admin);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Authentication before validation, on every protected route of the API.

const documented = (await at.t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
};
/** Method and route URL (":param" form) of every operation the document marks as secured. */
const securedInDocument = new Set(
  Object.entries(documented.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
  ),
);
const apiRoutes = parseRouteTree(at.t.app.printRoutes({ commonPrefix: false })).filter(
  (route) => route.url.startsWith('/api/') && route.method !== 'OPTIONS',
);
/** Every query parameter the API knows, each invalid, and a NUL. */
const BAD_QUERY =
  '?page=0&per_page=-5&status=nope&q=%00&query=%00&search=%00&course_id=abc&type=nope&token=%00&sort=%00';
const BAD_BODY = JSON.stringify({ items: 'x', message: 5, name: ['x'], email: 7, id: -1, code: {} });

/**
 * Routes that answer a visitor or a member by the resource (a free template downloads without an account): they
 * read the request before they can tell that a sign-in is needed, so they are not "protected" here.
 */
const RESOURCE_DEPENDENT = ['GET /api/courses/:id/supplemental-materials', 'GET /api/templates/:id/download'];

const protectedRoutes = apiRoutes.filter(
  (route) =>
    !RESOURCE_DEPENDENT.includes(keyOf(route)) &&
    (isGuarded(route.url) || securedInDocument.has(keyOf(route))),
);
/** Routes that refuse a plain anonymous request with 401 but are not documented as secured. */
const undocumented: string[] = [];
for (const route of apiRoutes) {
  if (protectedRoutes.includes(route) || RESOURCE_DEPENDENT.includes(keyOf(route))) continue;
  const plain = await at.t.app.inject({
    method: route.method as InjectOptions['method'],
    url: route.url.replace(/:[A-Za-z]+/g, '1'),
  });
  if (plain.statusCode === 401) undocumented.push(keyOf(route));
}

describe('authentication before validation', () => {
  it('finds the protected routes beyond the admin table', () => {
    const keys = protectedRoutes.map(keyOf);
    expect(keys).toContain('GET /api/admin/mail-outbox');
    expect(keys).toContain('GET /api/user');
    expect(keys).toContain('POST /api/support');
    expect(keys).toContain('POST /api/checkout');
    expect(protectedRoutes.length).toBeGreaterThan(guarded.length + 15);
  });

  it('every route that needs a sign-in is documented as secured', () => {
    expect(undocumented).toEqual([]);
  });

  it.each(protectedRoutes.map((route) => [keyOf(route), route] as const))(
    '%s: an anonymous bad query and body is a 401',
    async (_key, route) => {
      const withBody = route.method !== 'GET' && route.method !== 'HEAD';
      const res = await at.t.app.inject({
        method: route.method as InjectOptions['method'],
        url: `${route.url.replace(/:[A-Za-z]+/g, 'x%00')}${BAD_QUERY}`,
        ...(withBody ? { headers: { 'content-type': 'application/json' }, payload: BAD_BODY } : {}),
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(401);
    },
  );
});
