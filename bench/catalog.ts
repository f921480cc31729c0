// Bench part `catalog` (issue 3, Speed): the public catalog with the catalog enlarged to 10 000 courses.
//  - Prepares .tmp/bench-catalog: the first `npm start` seeds the demo academy; with the server stopped (PGlite
//    cannot be opened twice) 10 000 published courses are added with SQL through the app's own openDatabase,
//    reusing the demo's instructors, main categories and cover paths, with 3 video rows each (existing video
//    file paths reused; no files are written). Skipped when the directory already holds them.
//  - 50 connections, 10 s each (after a warm-up that lasts until course pages reach a steady rate): popular, detail (ids rotated at random over all published
//    courses, so the response cache mostly misses), search (rotating queries, diacritic-free spellings
//    included), search with a new query every time ("kurs <random number>": no answer can be reused), and a bare
//    Fastify route in a process of its own sending the bytes the app sent for popular, for one course's detail
//    and for each rotating search (bench/bare-server.ts), in the same run: each measure and its bare route in
//    turns (bare, app, bare, app, 5 s each), so that a change of the machine's load weighs on both. Every request asks for gzip as a
//    browser does, so an answer over the compression threshold is gzipped by both (each row says which).
//  Targets (issue 19): popular, detail and search ≥ 0.6 × the bare route's req/s and p99 < 40 ms; the new-query
//  search p95 < 50 ms.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client';
import {
  bareServer,
  bareThenAppInTurns,
  benchPort,
  cannon,
  check,
  describeAnswer,
  errorsOf,
  type PartResult,
  type RawAnswer,
  rawGet,
  root,
  withServer,
} from './lib';

const dataDir = path.join(root, '.tmp/bench-catalog');
const port = benchPort(3220);
const BENCH_COURSES = 10_000;
const CONNECTIONS = 50;
const DURATION = 10;
const include = 'include=author,videos,category';
const SEARCH_QUERIES = ['sminka', 'djordje', 'enterijer', 'Šminka', 'moda', 'kurs 4242', 'ana', 'dizajn'];
const RATIO = 0.6;
const P99_MS = 40;
/** What a browser sends; the app gzips answers over its threshold, and so the bare route sends the same gzip. */
const headers = { 'accept-encoding': 'gzip, deflate, br' };

async function enlargeCatalog(): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const run = (text: string) => database.sql.executeSql(text);
    const [existing] = (await run(`SELECT count(*)::int AS n FROM courses WHERE title LIKE 'Bench kurs %'`))
      .rows;
    if (Number(existing?.n) >= BENCH_COURSES) return Number(existing?.n);
    await run(`
      INSERT INTO courses (title, description, type, category_id, author_id, price_para, original_price_para,
                           cover_path, popularity, published)
      SELECT 'Bench kurs ' || g || ' ' || (ARRAY['šminka', 'enterijer', 'moda', 'Đorđev stil', 'dizajn'])[1 + g % 5],
             'Opis kursa ' || g || ': ' || repeat('Tekst opisa za merenje performansi. ', 8),
             (CASE WHEN g % 2 = 0 THEN 'lifestyle' ELSE 'professional' END)::course_type,
             cat.a[1 + g % array_length(cat.a, 1)],
             ins.a[1 + g % array_length(ins.a, 1)],
             (100 + g % 400) * 10000, (150 + g % 400) * 10000,
             cov.a[1 + g % array_length(cov.a, 1)],
             (g * 7919) % 1000,
             true
      FROM generate_series(1, ${BENCH_COURSES}) AS g,
           (SELECT array_agg(id ORDER BY id) AS a FROM categories WHERE parent_id IS NULL) AS cat,
           (SELECT array_agg(id ORDER BY id) AS a FROM instructors) AS ins,
           (SELECT array_agg(DISTINCT cover_path) AS a FROM courses WHERE cover_path IS NOT NULL) AS cov;
      INSERT INTO videos (course_id, title, path, "order", lesson_number, duration_seconds, thumbnail_path)
      SELECT c.id, 'Lekcija ' || k, vp.a[1 + (c.id + k) % array_length(vp.a, 1)], k, k, 300 + (c.id * k) % 900,
             vp.t[1 + (c.id + k) % array_length(vp.t, 1)]
      FROM courses c, generate_series(1, 3) AS k,
           (SELECT array_agg(path ORDER BY id) AS a, array_agg(thumbnail_path ORDER BY id) AS t
              FROM videos WHERE NOT is_intro) AS vp
      WHERE c.title LIKE 'Bench kurs %';
      ANALYZE;
    `);
    const [after] = (await run(`SELECT count(*)::int AS n FROM courses`)).rows;
    return Number(after?.n);
  } finally {
    await database.close();
  }
}

/** Random ids of published courses, for rotating the detail requests. */
async function courseIds(base: string): Promise<number[]> {
  const res = await fetch(`${base}/api/courses`);
  const body = (await res.json()) as { courses?: { id: number }[] } | { id: number }[];
  const list = Array.isArray(body) ? body : (body.courses ?? []);
  return list.map((c) => c.id);
}

function rotating(base: string, paths: () => string): autocannon.Options {
  return {
    url: base,
    headers,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths() }) }],
  };
}

const fmt = (r: autocannon.Result & { p95: number }) =>
  `${r.requests.average.toFixed(0)} req/s, p95 ${r.p95} ms, p99 ${r.latency.p99} ms, ${errorsOf(r)} errors/non-2xx`;

export async function runCatalog(): Promise<PartResult> {
  await mkdir(dataDir, { recursive: true });
  // First start seeds the demo academy (skipped by the server when already seeded).
  await withServer(dataDir, port, async () => undefined);
  const total = await enlargeCatalog();

  return withServer(dataDir, port, async (base) => {
    const popularPath = `/api/courses/popular?limit=10&${include}`;
    const ids = await courseIds(base);
    if (ids.length < BENCH_COURSES) throw new Error(`only ${ids.length} published courses listed`);
    const detailId = ids[Math.floor(ids.length / 2)]!;
    const detailPath = `/api/courses/${detailId}?${include}`;
    const randomDetail = () => `/api/courses/${ids[Math.floor(Math.random() * ids.length)]}?${include}`;
    const searchPaths = SEARCH_QUERIES.map((query) => `/api/search?query=${encodeURIComponent(query)}`);
    let q = 0;
    const nextSearch = () => searchPaths[q++ % searchPaths.length]!;

    // Warm-up, not recorded: 3 s of each, then course pages until their rate stops rising by more than 10 %
    // (the server reads its in-memory course store in the background after the first catalog call; ADR 007).
    for (const paths of [() => popularPath, randomDetail, nextSearch]) {
      await cannon({ ...rotating(base, paths), duration: 3 });
    }
    let previousRate = 0;
    for (let round = 0; round < 10; round++) {
      const rate = (await cannon({ ...rotating(base, randomDetail), duration: 3 })).requests.average;
      if (rate < previousRate * 1.1) break;
      previousRate = rate;
    }

    // The bytes the app sends, as the bare route's answers.
    const answers: Record<string, RawAnswer> = {};
    for (const url of [popularPath, detailPath, ...searchPaths]) {
      const answer = await rawGet(`${base}${url}`, headers);
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      answers[url] = answer;
    }
    const searchSizes = searchPaths.map((url) => describeAnswer(answers[url]!));
    const bare = await bareServer(port + 1, answers);
    const bareBase = `http://127.0.0.1:${port + 1}`;
    await cannon({ ...rotating(bareBase, () => popularPath), duration: 3 });
    // Each measure in turns with its bare route (bare, app, bare, app): a change of load weighs on both.
    const pop = await bareThenAppInTurns(
      rotating(bareBase, () => popularPath),
      rotating(base, () => popularPath),
      DURATION,
    );
    const det = await bareThenAppInTurns(
      rotating(bareBase, () => detailPath),
      rotating(base, randomDetail),
      DURATION,
    );
    const sea = await bareThenAppInTurns(
      rotating(bareBase, nextSearch),
      rotating(base, nextSearch),
      DURATION,
    );
    await bare.close();
    const [barePopular, popular] = [pop.bare, pop.app];
    const [bareDetail, detail] = [det.bare, det.app];
    const [bareSearch, search] = [sea.bare, sea.app];
    const newSearch = await cannon(
      rotating(base, () => `/api/search?query=kurs%20${Math.floor(Math.random() * BENCH_COURSES)}`),
    );

    const popRatio = popular.requests.average / barePopular.requests.average;
    const detRatio = detail.requests.average / bareDetail.requests.average;
    const searchRatio = search.requests.average / bareSearch.requests.average;
    const ok = {
      popP99: popular.latency.p99 < P99_MS,
      detP99: detail.latency.p99 < P99_MS,
      searchP99: search.latency.p99 < P99_MS,
      popRatio: popRatio >= RATIO,
      detRatio: detRatio >= RATIO,
      searchRatio: searchRatio >= RATIO,
      newSearch: newSearch.p95 < 50,
      errors: errorsOf(popular) + errorsOf(detail) + errorsOf(search) + errorsOf(newSearch) === 0,
    };
    return {
      title: `Catalog with ${total} courses (${CONNECTIONS} connections, ${DURATION} s each in two turns with its bare route, after a warm-up; requests accept gzip)`,
      failed: Object.values(ok).includes(false),
      rows: [
        `| GET ${popularPath} | ${fmt(popular)} | p99 < ${P99_MS} ms ${check(ok.popP99)} |`,
        `| bare Fastify route, the same bytes as popular (${describeAnswer(answers[popularPath]!)}) | ${fmt(barePopular)} | |`,
        `| popular ratio | ${popRatio.toFixed(2)} | ≥ ${RATIO} ${check(ok.popRatio)} |`,
        `| GET /api/courses/{id}?${include}, id random over ${ids.length} courses | ${fmt(detail)} | p99 < ${P99_MS} ms ${check(ok.detP99)} |`,
        `| bare Fastify route, the same bytes as the detail of course ${detailId} (${describeAnswer(answers[detailPath]!)}) | ${fmt(bareDetail)} | |`,
        `| detail ratio | ${detRatio.toFixed(2)} | ≥ ${RATIO} ${check(ok.detRatio)} |`,
        `| GET /api/search?query=… rotating ${SEARCH_QUERIES.map((s) => `"${s}"`).join(', ')} | ${fmt(search)} | p99 < ${P99_MS} ms ${check(ok.searchP99)} |`,
        `| bare Fastify route, the same bytes for each of those queries, rotating (${searchSizes.join(', ')}) | ${fmt(bareSearch)} | |`,
        `| search ratio | ${searchRatio.toFixed(2)} | ≥ ${RATIO} ${check(ok.searchRatio)} |`,
        `| GET /api/search?query=kurs%20<random number below ${BENCH_COURSES}> (a new query nearly every time) | ${fmt(newSearch)} | p95 < 50 ms ${check(ok.newSearch)} |`,
      ],
    };
  });
}
