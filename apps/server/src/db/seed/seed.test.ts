// The demo seed of `npm start` and `npm run seed`: on in-memory PGlite, or with ATELJE_TEST_DB=postgres on a fresh
// PostgreSQL database. The first seed writes the media directory; the reset seeds into an S3 bucket (s3rver), so
// both media drivers are covered without a third seed (each takes most of this file's time).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { verify } from '@node-rs/argon2';
import { and, count, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { LocalStorage } from '../../drivers/storage/local';
import { S3Storage, s3ClientConfig } from '../../drivers/storage/s3';
import type { Storage } from '../../drivers/storage/storage';
import { createPostgresDatabase, onPostgres } from '../../test/app';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { type Database, openDatabase } from '../client';
import * as schema from '../schema/index';
import { seedDemo } from './seed';

const {
  categories,
  courses,
  courseSubcategories,
  instructors,
  videos,
  videoCategories,
  ebooks,
  templates,
  users,
} = schema;

let dir: string;
let database: Database;
let dropDatabase: (() => Promise<void>) | undefined;
let storage: LocalStorage;
const config = parseConfig({ DATA_DIR: '/tmp/unused' });
const firstLog: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-seed-test-'));
  config.dataDir = dir;
  config.mediaDir = path.join(dir, 'media');
  let url = 'memory://';
  if (onPostgres) {
    const created = await createPostgresDatabase();
    url = created.url;
    dropDatabase = created.drop;
  }
  database = await openDatabase({ url, dataDir: dir });
  storage = new LocalStorage(config.mediaDir);
}, 60_000);

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
  await rm(dir, { recursive: true, force: true });
});

const seed = (reset = false, log?: (line: string) => void, into: Storage = storage) =>
  // 1-second clips keep the test quick; the content and rows are the same as `npm run seed`
  seedDemo({ db: database.db, config, storage: into, log, reset, lessonSeconds: 1, introSeconds: 1 });

/** Every media key the seeded rows name. */
async function mediaKeys(): Promise<string[]> {
  const db = database.db;
  return [
    ...(await db.select().from(courses)).flatMap((c) => [c.coverPath, c.ebookPath, c.templatePath]),
    ...(await db.select().from(videos)).flatMap((v) => [v.path, v.thumbnailPath]),
    ...(await db.select().from(instructors)).flatMap((i) => [i.imagePath, i.trailerVideoPath]),
    ...(await db.select().from(ebooks)).flatMap((b) => [b.filePath, b.thumbnailPath]),
    ...(await db.select().from(templates)).flatMap((t) => [t.filePath, t.thumbnailPath]),
    ...(await db.select().from(schema.lessonCaptions)).map((c) => c.path),
  ].filter((k): k is string => Boolean(k));
}

async function tableCounts() {
  const db = database.db;
  const one = async (
    table: typeof courses | typeof categories | typeof videos | typeof users | typeof ebooks,
  ) => (await db.select({ n: count() }).from(table))[0].n;
  return {
    categories: await one(categories),
    courses: await one(courses),
    videos: await one(videos),
    ebooks: await one(ebooks),
    users: await one(users),
    instructors: (await db.select({ n: count() }).from(instructors))[0].n,
    templates: (await db.select({ n: count() }).from(templates))[0].n,
    subcategories: (await db.select({ n: count() }).from(courseSubcategories))[0].n,
  };
}

describe('seedDemo', () => {
  it('seeds the demo academy', async () => {
    const result = await seed(false, (line) => firstLog.push(line));
    expect(result.created).toBe(true);
    expect(firstLog.length).toBeGreaterThan(2);
    const db = database.db;

    const mains = await db.select().from(categories).orderBy(categories.id).limit(4);
    expect(mains.map((c) => [c.id, c.slug, c.parentId])).toEqual([
      [1, 'dizajn-enterijera', null],
      [2, 'modni-dizajn', null],
      [3, 'dramske-umetnosti', null],
      [4, 'software-kursevi', null],
    ]);
    const subs = await db.select().from(categories).where(isNotNull(categories.parentId));
    for (const main of [1, 2, 3, 4])
      expect(subs.filter((s) => s.parentId === main).length).toBeGreaterThanOrEqual(2);

    const allCourses = await db.select().from(courses);
    expect(allCourses.length).toBeGreaterThanOrEqual(12);
    expect(new Set(allCourses.map((c) => c.type))).toEqual(new Set(['lifestyle', 'professional']));
    expect(new Set(allCourses.map((c) => c.categoryId))).toEqual(new Set([1, 2, 3, 4]));
    expect(allCourses.filter((c) => c.comingSoon)).toHaveLength(1);
    expect(allCourses.every((c) => c.accessMonths === 12 && c.coverPath)).toBe(true);
    const landing = allCourses.find((c) => c.title === 'Dizajniraj svoj prostor');
    expect(landing).toMatchObject({ pricePara: 980_000, originalPricePara: 1_225_000 });

    const subRows = await db.select().from(courseSubcategories);
    for (const course of allCourses) expect(subRows.some((r) => r.courseId === course.id)).toBe(true);

    expect((await db.select().from(instructors)).length).toBeGreaterThanOrEqual(4);

    const intro = await db.select().from(videos).where(eq(videos.isIntro, true));
    expect(intro).toHaveLength(1);
    expect(intro[0].path).toMatch(/^intros\//);
    expect(intro[0].mainVideoId).not.toBeNull();
    const [main] = await db.select().from(videos).where(eq(videos.id, intro[0].mainVideoId!));
    expect(path.posix.basename(main.path)).toBe(path.posix.basename(intro[0].path));
    expect(main.courseId).toBe(intro[0].courseId);

    const concatenated = await db.select().from(videos).where(isNotNull(videos.introDuration));
    expect(concatenated).toHaveLength(1);
    expect(Number(concatenated[0].introDuration)).toBeGreaterThan(0.5);
    expect(concatenated[0].durationSeconds).toBeGreaterThanOrEqual(2);
    // Sample captions in both languages on the demo learner's courses, the CONCAT lesson among them (ADR 078).
    const captioned = await db
      .select()
      .from(schema.lessonCaptions)
      .where(eq(schema.lessonCaptions.videoId, concatenated[0].id));
    expect(captioned.map((caption) => caption.language).sort()).toEqual(['en', 'sr']);

    // lessons of one course spread over two video categories
    const groups = await db.select().from(videoCategories);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const grouped = await db.select().from(videos).where(isNotNull(videos.categoryId));
    const perCourse = new Map<number, Set<number>>();
    for (const v of grouped)
      perCourse.set(v.courseId, (perCourse.get(v.courseId) ?? new Set()).add(v.categoryId!));
    expect([...perCourse.values()].some((set) => set.size >= 2)).toBe(true);

    // every course has 2-4 lessons and its first is order 1
    const lessons = await db.select().from(videos).where(eq(videos.isIntro, false));
    for (const course of allCourses) {
      const own = lessons.filter((l) => l.courseId === course.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.some((l) => l.order === 1)).toBe(true);
    }
    // every course is published, with a lesson learners can play (issue 16 defect 2, ADR 032)
    for (const course of allCourses) {
      expect(course.published).toBe(true);
      expect(lessons.some((l) => l.courseId === course.id && l.status === 'ready')).toBe(true);
    }

    const books = await db.select().from(ebooks);
    expect(books.length).toBeGreaterThanOrEqual(3);
    expect(books.some((b) => b.courseId !== null)).toBe(true);
    const freeTemplates = await db.select().from(templates).where(eq(templates.pricePara, 0));
    expect(freeTemplates.length).toBeGreaterThanOrEqual(2);

    const settings = Object.fromEntries(
      (await db.select().from(schema.siteSettings)).map((row) => [row.key, row.value]),
    );
    expect(settings).toMatchObject({ landing_slug: 'milica', refund_policy_days: 14 });
    const free = allCourses.find((c) => c.id === settings.free_mini_course_id);
    expect(free?.pricePara).toBe(0);
    expect(free?.categoryId).toBe(1);
    expect(allCourses.find((c) => c.id === settings.interior_landing_course_id)?.categoryId).toBe(1);
    expect(allCourses.find((c) => c.id === settings.style_landing_course_id)?.categoryId).toBe(2);

    // accounts: lower-case e-mails, argon2id hashes, never the password itself
    const accounts = await db.select().from(users);
    const admin = accounts.find((u) => u.role === 'admin');
    const learner = accounts.find((u) => u.role === 'user');
    expect(admin?.email).toBe(config.demo.adminEmail.toLowerCase());
    expect(learner?.email).toBe(config.demo.learnerEmail.toLowerCase());
    for (const [account, password] of [
      [admin, config.demo.adminPassword],
      [learner, config.demo.learnerPassword],
    ] as const) {
      expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(account?.passwordHash).not.toContain(password);
      expect(await verify(account!.passwordHash!, password)).toBe(true);
    }

    // every media key in the database points to a non-empty file
    const keys = await mediaKeys();
    expect(keys.length).toBeGreaterThan(60);
    for (const key of keys) {
      const info = await storage.stat(key);
      expect(info, key).not.toBeNull();
      expect(info!.size, key).toBeGreaterThan(0);
    }
    const trailers = (await db.select().from(instructors)).filter((i) => i.trailerVideoPath);
    expect(trailers.length).toBeGreaterThanOrEqual(2);

    // the serial sequences continue after the explicit ids
    const [next] = await db
      .insert(categories)
      .values({ slug: 'probna', nameSr: 'Probna', nameEn: 'Test', parentId: 1 })
      .returning({ id: categories.id });
    expect(next.id).toBeGreaterThan(16);
    await db.delete(categories).where(eq(categories.id, next.id));
  }, 300_000);

  it('does nothing the second time', async () => {
    const before = await tableCounts();
    const again = await seed();
    expect(again.created).toBe(false);
    expect(await tableCounts()).toEqual(before);
  });

  it('starts over with reset, without duplicates; on S3 it replaces the media objects of the bucket', async () => {
    const s3: TestS3Server = await startS3Server();
    const bucket = new S3Storage(s3.settings);
    const raw = new S3Client(s3ClientConfig(s3.settings));
    const Bucket = s3.settings.bucket;
    const bucketKeys = async () =>
      ((await raw.send(new ListObjectsCommand({ Bucket }))).Contents ?? [])
        .map((o) => o.Key as string)
        .sort();
    try {
      // A bucket that already served an academy: a file of it, and an upload in progress (which is not media).
      const upload = '0123456789abcdef0123456789abcdef.info';
      for (const Key of ['courses/1/old-cover.jpg', upload]) {
        await raw.send(new PutObjectCommand({ Bucket, Key, Body: Buffer.from('earlier') }));
      }
      const localFiles = await readdir(config.mediaDir, { recursive: true });
      const before = await tableCounts();
      await database.db.update(courses).set({ title: 'Izmenjeno' }).where(eq(courses.id, 1));
      const log: string[] = [];
      const again = await seed(true, (line) => log.push(line), bucket);
      expect(again.created).toBe(true);
      expect(await tableCounts()).toEqual(before);
      const [first] = await database.db.select().from(courses).where(eq(courses.id, 1));
      expect(first.title).toBe('Osnove dizajna enterijera');
      const [{ n }] = await database.db
        .select({ n: count() })
        .from(videos)
        .where(and(eq(videos.isIntro, true), like(videos.path, 'intros/%')));
      expect(n).toBe(1);

      expect(log).toContain(`Demo seed: emptying the media store s3://${Bucket} at ${s3.endpoint}`);
      // Exactly the demo's media and the upload in progress: the old academy's file is gone.
      const media = (await bucketKeys()).filter((key) => key !== upload);
      expect(media).toHaveLength(again.summary!.mediaFiles);
      expect(await bucketKeys()).toContain(upload);
      expect(media).not.toContain('courses/1/old-cover.jpg');
      for (const key of await mediaKeys()) {
        expect(media, key).toContain(key);
        expect((await bucket.stat(key))!.size, key).toBeGreaterThan(0);
      }
      // The media directory is not the store here: a reset on S3 leaves it alone.
      expect(await readdir(config.mediaDir, { recursive: true })).toEqual(localFiles);
    } finally {
      await bucket.destroy();
      raw.destroy();
      await s3.stop();
    }
  }, 300_000);
});
