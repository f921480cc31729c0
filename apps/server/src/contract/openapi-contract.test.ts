// Issue 15, items 8 and 9 (ADR 030): the served OpenAPI document tells the truth about every operation, proved on
// every CI run by calling each of them as a visitor, a learner and an administrator with generated valid requests
// and hostile variants of every input. No answer may be a 5xx, have a status the document does not list, or carry
// a JSON body that does not match the schema the document gives for it.

import { DEFAULT_KEEP_LATIN } from '@atelje/shared/text/transliterate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess } from '../db/schema/index';
import { signupLandingContent } from '../db/seed/landing-signup-content';
import { forgetKeepLatin, setKeepLatin } from '../lib/cyrillic';
import { FREE_COURSE_SETTINGS, landingContentKey } from '../modules/marketing/landings.service';
import { writeSetting } from '../modules/settings/settings.service';
import { createUser, type TestApp } from '../test/app';
import { buildListeningCatalogTestApp, fixture } from '../test/fixtures';
import {
  casesFor,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  type Problem,
  type Role,
  responseChecker,
} from './contract';
import { type JsonSchema, type Random, random } from './sample';

/** Generated valid requests per operation and role (hostile variants come on top, as the administrator). */
const VALID = { anonymous: 3, learner: 3, admin: 6 } as const;
/** The seed of the run: change it locally to explore; CI runs the same requests every time. */
const SEED = Number(process.env.CONTRACT_SEED ?? 20261126);

let t: TestApp;
let document: OpenApiDocument;
const tokens: Partial<Record<Role, string>> = {};
const pools: Record<string, (string | number)[]> = {};

async function signIn(role: 'learner' | 'admin') {
  const user = await createUser(t, { role: role === 'admin' ? 'admin' : 'user' });
  tokens[role] = user.token;
  if (role === 'learner') {
    await t.database.db
      .insert(courseAccess)
      .values(
        [fixture.courses.basics, fixture.courses.makeup].map((courseId) => ({
          userId: user.id,
          courseId,
          source: 'admin' as const,
          expiresAt: new Date(Date.now() + 365 * 86_400_000),
        })),
      )
      .onConflictDoNothing();
  }
}

/** A role's session still works (an earlier request may have signed it out or changed its password). */
async function ensureSignedIn(role: Role) {
  if (role === 'anonymous') return;
  const token = tokens[role];
  const check = token
    ? await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } })
    : undefined;
  if (check?.statusCode !== 200) await signIn(role);
}

const ids = async (query: string) => {
  const result = (await t.database.db.execute(sql.raw(query))) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows.map((row) => Object.values(row)[0] as string | number);
};

/** Records that exist, so that generated requests reach past "not found" into the handlers. */
async function refreshPools() {
  pools.course = [...(await ids('select id from courses order by id limit 8')), 999_999];
  pools.video = [...(await ids('select id from videos order by id limit 8')), 999_999];
  pools.user = await ids(`select id from users where role = 'user' order by id desc limit 4`);
  pools.order = await ids('select id from orders order by id desc limit 4');
  pools.payment = [
    ...(await ids('select id from payments order by created_at desc limit 4')),
    '3f2b8c1e-7d4a-4e6b-9a1c-2d5e8f0b7c6a',
  ];
  pools.voucher = await ids('select id from vouchers order by id desc limit 4');
  pools.mail = await ids('select id from mail_messages order by id desc limit 4');
  pools.job = [...(await ids('select id from video_jobs order by id desc limit 4')), 999_999];
  pools.certificate = [...(await ids('select code from certificates limit 2')), 'NEPOSTOJI1'];
  pools.instructor = [1, 2, 3, 999_999];
  pools.ebook = [1, 2, 3, 999_999];
  pools.template = [1, 2, 999_999];
  pools.slug = ['dizajn-enterijera', 'modni-dizajn', 'nepostojeca'];
  pools.landing = ['landing-page', 'landing-main-page-milica', 'nepostojeca'];
}

/** The pool a path parameter draws from, by the operation's path and the parameter's name. */
function poolFor(path: string, name: string): (string | number)[] | undefined {
  if (name === 'courseId') return pools.course;
  if (name === 'videoId') return pools.video;
  if (name === 'paymentId') return pools.payment;
  if (name === 'ebookId') return pools.ebook;
  if (name === 'templateId') return pools.template;
  if (name === 'userId') return pools.user;
  if (name === 'code') return pools.certificate;
  if (name === 'slug') return pools.slug;
  if (name === 'key') return pools.landing;
  if (name !== 'id') return undefined;
  if (path.startsWith('/api/admin/users')) return pools.user;
  if (path.startsWith('/api/admin/orders')) return pools.order;
  if (path.startsWith('/api/admin/vouchers')) return pools.voucher;
  if (path.startsWith('/api/admin/mail-messages')) return pools.mail;
  if (path.startsWith('/api/admin/video-jobs')) return pools.job;
  if (path.startsWith('/api/admin/videos')) return pools.video;
  if (path.startsWith('/api/admin/instructors') || path.startsWith('/api/instructors'))
    return pools.instructor;
  if (path.startsWith('/api/ebooks')) return pools.ebook;
  if (path.startsWith('/api/templates')) return pools.template;
  return pools.course;
}

function hintsFor(operation: Operation) {
  return {
    value(name: string, schema: JsonSchema, rng: Random) {
      // Several lookahead rules at once (upper and lower case, a digit, a special character) are beyond a
      // generator of single patterns: a password that meets them all.
      if (/^password(_confirmation)?$/.test(name)) return 'Probna#Lozinka7';
      const pool = poolFor(operation.path, name);
      if (pool?.length && rng.chance(0.85)) return rng.pick(pool);
      // Ids inside bodies (cart lines, categories, instructors): mostly ones that exist.
      if (
        /(^id$|_id$|Id$)/.test(name) &&
        (schema.type === 'integer' || schema.type === 'number') &&
        rng.chance(0.7)
      )
        return rng.pick([1, 2, 6, 9]);
      return undefined;
    },
  };
}

/**
 * Fields whose rules depend on stored records or on other fields, which JSON Schema cannot say: a request valid by
 * the document may be refused with a 422 on them. A refusal on any other field means the document is looser than
 * the server's checks (issue 15, item 8).
 */
const STATEFUL_FIELDS: Record<string, string> = {
  token: 'a link token that exists and has not expired',
  preview: "an administrator's signed preview link that has not expired (ADR 070)",
  captchaToken: 'a solved captcha',
  code: 'a current one-time code',
  current_password: "the account's own password",
  items: 'products that exist and are on sale (and a course bought before, for an extension)',
  voucher: 'a voucher code that exists (and not for an order of gift cards alone)',
  // ADR 044: a course gift names its course, a gift card its amount (JSON Schema cannot tie a field to `kind`);
  // the course must be on sale and a gift is bought without cart items.
  gift: 'a course for a course gift, an amount for a gift card',
  gift_card: 'a gift card code that exists and has a balance (and not to pay for a gift card)',
  courses: 'courses that exist',
  author_id: 'an instructor who exists',
  category_id: 'a main category that exists',
  // Catalogue settings (ADR 071).
  parent_id: 'a main category that exists',
  ids: "each of one level's categories exactly once",
  membership_price: 'a price only for a main category',
  free_mini_course_id: 'a course that exists',
  interior_landing_course_id: 'a course that exists',
  style_landing_course_id: 'a course that exists',
  eur_rate_url: 'an address when the rate is read daily (eur_rate_source url)',
  subcategory_ids: 'subcategories of the chosen category',
  gender: 'the gender of the page (men or women)',
  billing: "a guest's name, e-mail and phone (a signed-in buyer's come from the account)",
  admin_mfa_required: "the administrator's own second factor first",
  value: 'a percentage of 1 to 100 or an amount, by the kind',
  valid_until: 'not before valid_from',
  to: 'a day not before from, within the longest period the route allows (ADR 072, ADR 073)',
  published: 'a course with a lesson learners can play (ADR 032)',
  // Quizzes (ADR 081): a lesson of the quiz's course; each question's correct options fitting its kind; answers
  // naming the quiz's own questions and options.
  video_id: 'a lesson (not an intro) of the course',
  questions: 'one correct option for a single-choice question, at least one for a multiple-choice one',
  answers: "the quiz's own questions and their options, one option for a single-choice question",
  payment_id: 'a payment that is a bank slip awaiting confirmation',
  // The pending slip's reminder comes before its cancellation (ADR 083).
  pending_slip: 'reminder_days below cancel_days',
  // Check digits (mod 11 of the PIB, mod 97 of the account), which JSON Schema cannot say.
  tax_number: 'a PIB whose check digit matches',
  bank_account: 'an account number whose control number matches',
  '(none)': 'at least one change (update-credentials)',
  // Files are checked by their first bytes, which JSON Schema cannot say.
  video: 'a video file by its content',
  main_video: 'a video file by its content',
  intro_video: 'a video file by its content',
  cover: 'an image by its content',
  image: 'an image by its content',
  ebook: 'a PDF or PPTX by its content',
  template: 'a template file by its content',
  captions: 'a WebVTT or SRT file by its content: UTF-8, with valid cue timings (ADR 078)',
};

/** Operations that end a session or change who the caller is run last, so the rest run signed in. */
function order(operation: Operation): number {
  if (
    /\/logout$|\/update-credentials$|\/totp\/|\/login\/totp$|security-settings|\/admin\/users\/\{id\}$/.test(
      operation.path,
    )
  )
    return 2;
  return operation.method === 'GET' || operation.method === 'HEAD' ? 0 : 1;
}

beforeAll(async () => {
  // Listening, so the payment simulators the gateways call are reachable (a 502 would mean an unreachable one).
  t = await buildListeningCatalogTestApp({ API_DOCS: 'true', TRUST_PROXY: 'true' });
  // The free courses of the sign-up pages, as an academy configures them (otherwise those routes answer 503).
  const db = t.database.db;
  await writeSetting(db, FREE_COURSE_SETTINGS.interior, fixture.courses.mini);
  await writeSetting(db, FREE_COURSE_SETTINGS.styleMen, fixture.courses.makeup);
  await writeSetting(db, FREE_COURSE_SETTINGS.styleWomen, fixture.courses.stage);
  for (const [key, value] of Object.entries(signupLandingContent)) {
    await writeSetting(db, landingContentKey(key as keyof typeof signupLandingContent), value);
  }
  await signIn('learner');
  await signIn('admin');
  document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json() as OpenApiDocument;
}, 120_000);

afterAll(async () => {
  await t?.close();
  // The fuzzer saves random words to keep Latin, which this worker process keeps (isolate: false): put the
  // academy's default back and let the next file read its own database's list (ADR 082).
  setKeepLatin(DEFAULT_KEEP_LATIN);
  forgetKeepLatin();
});

describe('the OpenAPI document against the running API', () => {
  it('every operation, as visitor, learner and administrator: no 5xx, only documented statuses and bodies', async () => {
    const check = responseChecker();
    const rng = random(SEED);
    const operations = operationsOf(document).sort((a, b) => order(a) - order(b));
    const problems: Problem[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    let refusedValid = 0;

    for (const operation of operations) {
      await refreshPools();
      const name = `${operation.method} ${operation.path}`;
      for (const role of ['anonymous', 'learner', 'admin'] as const) {
        await ensureSignedIn(role);
        // Hostile variants as the administrator reach every handler; as the others, a protected operation
        // answers 401/403 before reading its input, which the document's statuses must say too.
        const cases = casesFor(operation, rng, hintsFor(operation), VALID[role]).filter(
          (c, i) => role === 'admin' || c.kind === 'valid' || i % 7 === 0,
        );
        for (const c of cases) {
          const headers: Record<string, string> = {
            ...(c.request.headers as Record<string, string>),
            'accept-language': rng.pick(['sr', 'en']),
            // Each request from its own address, so that per-address limits do not hide the handlers.
            'x-forwarded-for': `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
          };
          if (role !== 'anonymous') headers.authorization = `Bearer ${tokens[role]}`;
          const response = await t.app.inject({ ...c.request, headers });
          requests += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const report = (problem: string) =>
            problems.push({
              operation: name,
              role,
              case: `${c.kind} ${c.what} ${c.request.url}`,
              status: response.statusCode,
              problem,
            });
          if (response.statusCode >= 500) report(`server error: ${response.body.slice(0, 200)}`);
          const mismatch = check(operation, response);
          if (mismatch) report(mismatch);
          if (c.kind === 'valid' && response.statusCode === 422) {
            refusedValid += 1;
            const fields = Object.keys((response.json() as { errors?: object }).errors ?? { '(none)': 1 });
            const loose = fields.filter((field) => !(field in STATEFUL_FIELDS));
            if (loose.length)
              report(
                `a request valid by the document was refused on ${loose.join(', ')}: ${response.body.slice(0, 160)}`,
              );
            if (process.env.CONTRACT_VERBOSE)
              console.log(
                `refused valid: ${name} [${role}] ${String(c.request.payload ?? '').slice(0, 160)} ${c.request.url} → ${response.body.slice(0, 200)}`,
              );
          }
        }
      }
    }

    const summary = {
      operations: operations.length,
      requests,
      serverErrors: problems.filter((p) => p.status >= 500).length,
      mismatches: problems.filter((p) => p.status < 500).length,
      validRefused: refusedValid,
      statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    };
    console.log(`contract run: ${JSON.stringify(summary)}`);
    const seen = new Set<string>();
    const distinct = problems.filter((p) => {
      const key = `${p.operation} ${p.role} ${p.problem.slice(0, 60)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    expect(
      distinct.map((p) => `${p.operation} [${p.role}] ${p.status} ${p.problem} ← ${p.case.slice(0, 140)}`),
    ).toEqual([]);
  }, 600_000);
});
