// Seeds the demo academy: categories, instructors with portraits and trailers, courses with covers and
// generated lesson videos (one with a separate intro, one with an intro joined in), e-books and templates as
// real PDFs, the admin and learner accounts, and the site settings that name the special courses.
// Only into an empty database (no account, order or category) or, with reset, into the demo academy itself: an
// academy's own data is never seeded over nor emptied (academy-state.ts, docs/decisions/026).
// Media files are generated first (two ffmpeg processes at a time), then every row goes in one transaction.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CAPTION_LANGUAGES } from '@atelje/shared/lessons/captions';
import { type Algorithm, hash } from '@node-rs/argon2';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Storage } from '../../drivers/storage/storage';
import {
  type ClipSpec,
  concatIntro,
  type FfmpegOptions,
  makeClip,
  makeSoundtrack,
  packageHls,
  renderStill,
} from '../../drivers/video/ffmpeg';
import { addMonths } from '../../modules/commerce/expiry';
import { mediaStoreOf } from '../../ops/media-store';
import type { Db } from '../client';
import * as schema from '../schema/index';
import { academyState, DEMO_MARKER_KEY } from './academy-state';
import {
  categoryPalettes,
  courseCover,
  ebookThumbnail,
  instructorTrailer,
  introClip,
  lessonClip,
  type Palette,
  portrait,
  templateThumbnail,
} from './artwork';
import { demoCaptionVtt } from './captions';
import { courseContent, courseTitlesEn } from './course-content';
import * as data from './data';
import { insertDemoQuiz } from './demo-quiz';
import { salesLandingContent } from './landing-sales-content';
import { signupLandingContent } from './landing-signup-content';
import { writeEbookPdf, writeTemplatePdf } from './pdf';

export interface SeedOptions {
  db: Db;
  config: Pick<Config, 'demo' | 'ffmpegPath'>;
  storage: Storage;
  log?: (line: string) => void;
  /** Empty every table of the schema and the media store first, then seed. */
  reset?: boolean;
  /** ffmpeg processes at a time (default 2). */
  concurrency?: number;
  /** Length of generated lesson clips in seconds (default 6; tests use 1). */
  lessonSeconds?: number;
  /** Length of generated intros in seconds (default 3). */
  introSeconds?: number;
}

/** A reset asked of a database that is not the demo academy (an academy's own data is never emptied). */
export class NotTheDemoError extends Error {
  constructor() {
    super(
      'This database is not the demo academy (it holds accounts, orders or categories of its own): not emptying it.',
    );
    this.name = 'NotTheDemoError';
  }
}

export interface SeedSummary {
  categories: number;
  instructors: number;
  courses: number;
  videos: number;
  ebooks: number;
  templates: number;
  users: number;
  mediaFiles: number;
  settings: Record<string, number | string>;
}

export interface SeedResult {
  created: boolean;
  summary?: SeedSummary;
}

/** argon2id; the package declares Algorithm as an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;
/**
 * Courses the demo learner owns from the start (an administrator's grant for 12 months), so the lesson player
 * can be tried at once: course 1 has a lesson with a separate intro, the interior landing course one with the
 * intro joined in.
 */
const DEMO_LEARNER_COURSE_IDS = [1, data.INTERIOR_LANDING_COURSE_ID];

/** Serialises two processes seeding the same empty database at once. */
const SEED_LOCK = 727_002;

const TONES = [174.61, 196, 220, 261.63, 293.66];

const {
  users,
  categories,
  instructors,
  courses,
  courseSubcategories,
  vouchers,
  videoCategories,
  videos,
  ebooks,
  templates,
} = schema;

/** Serbian Latin to an ASCII slug: 'Kako čitati prostor' → 'kako-citati-prostor'. */
export function slugify(text: string, max = 48): string {
  const map: Record<string, string> = { č: 'c', ć: 'c', đ: 'dj', š: 's', ž: 'z' };
  const slug = text
    .toLocaleLowerCase('sr-Latn')
    .replace(/[čćđšž]/g, (c) => map[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak > max / 2 ? cut.slice(0, lastBreak) : slug.slice(0, max)).replace(/-+$/g, '');
}

/** 'Boje doma' + 'Vodič kroz palete' → 'Boje doma: vodič kroz palete'. */
function ebookTitle(book: data.EbookSeed): string {
  return `${book.title}: ${book.subtitle[0].toLocaleLowerCase('sr-Latn')}${book.subtitle.slice(1)}`;
}

async function runPool(tasks: (() => Promise<void>)[], limit: number, onDone: (done: number) => void) {
  let next = 0;
  let done = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < tasks.length) {
      const task = tasks[next++];
      try {
        await task();
        onDone(++done);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  if (failure !== undefined) throw failure;
}

function allTables(): string[] {
  const names: string[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    names.push(config.schema ? `"${config.schema}"."${config.name}"` : `"${config.name}"`);
  }
  return names;
}

interface LessonPlan {
  courseId: number;
  order: number;
  title: string;
  group?: number;
  intro?: 'separate' | 'concat';
  key: string;
  thumbnailKey: string;
  /** The HLS master playlist (ADR 079): the clip's own streams packaged without encoding. */
  hlsKey: string;
  introKey?: string;
  introThumbnailKey?: string;
  duration?: number;
  introDuration?: number;
  separateIntroDuration?: number;
}

export async function seedDemo(options: SeedOptions): Promise<SeedResult> {
  const { db, config, storage } = options;
  const log = options.log ?? (() => undefined);
  const adminEmail = config.demo.adminEmail.toLowerCase();
  const learnerEmail = config.demo.learnerEmail.toLowerCase();

  const state = await academyState(db);
  if (options.reset && state === 'real') throw new NotTheDemoError();
  if (!options.reset && state === 'demo') {
    log('Demo seed: the database already has the demo data; nothing to do (use --reset to start over).');
    return { created: false };
  }
  if (!options.reset && state === 'real') {
    log('Demo seed: the database holds data of its own (accounts, orders or categories); not seeding it.');
    return { created: false };
  }

  const started = Date.now();
  if (options.reset) {
    // The configured store: the media directory, or every media object of the bucket (not the local directory,
    // which an academy on S3 does not use and may still hold files from before the move).
    const media = mediaStoreOf(storage);
    log(`Demo seed: emptying the media store ${media.description}`);
    await media.clear();
  }

  // ---------------------------------------------------------------------------------------------------------
  // Plan every file

  const ff: FfmpegOptions = { ffmpegPath: config.ffmpegPath };
  const LESSON_SECONDS = options.lessonSeconds ?? 6;
  const INTRO_SECONDS = options.introSeconds ?? 3;
  const thumbAt = Math.min(2.5, LESSON_SECONDS * 0.6);
  const instructorByKey = new Map(data.instructors.map((i) => [i.key, i]));
  const categoryName = new Map(data.categories.map((c) => [c.id, c.nameSr]));
  const palette = (categoryId: number): Palette => categoryPalettes[categoryId] ?? categoryPalettes[1];

  const lessons: LessonPlan[] = [];
  for (const course of data.courses) {
    course.lessons.forEach((lesson, index) => {
      const order = index + 1;
      const file = `c${course.id}-l${order}-${slugify(lesson.title, 40)}`;
      lessons.push({
        courseId: course.id,
        order,
        title: lesson.title,
        group: lesson.group,
        intro: lesson.intro,
        key: `videos/${course.id}/${file}.mp4`,
        thumbnailKey: `thumbnails/videos/${course.id}/${file}.jpg`,
        hlsKey: `hls/${course.id}/${file}/master.m3u8`,
        // the player finds a separate intro by the lesson's file name under intros/
        introKey: lesson.intro === 'separate' ? `intros/${file}.mp4` : undefined,
        introThumbnailKey: lesson.intro === 'separate' ? `thumbnails/intros/${file}.jpg` : undefined,
      });
    });
  }

  const work = await mkdtemp(path.join(os.tmpdir(), 'atelje-seed-'));
  let mediaFiles = 0;
  const local = (key: string) => path.join(work, key.replace(/\//g, '__'));
  const store = async (key: string) => {
    await storage.putFile(key, local(key));
    mediaFiles++;
  };

  const tasks: (() => Promise<void>)[] = [];

  // Each distinct soundtrack is encoded once and copied into every clip that uses it.
  const tracks = new Map<string, Promise<string>>();
  const withSharedSound = async (spec: ClipSpec): Promise<ClipSpec> => {
    const sound = spec.sound;
    if (!sound || sound.kind === 'file') return spec;
    const id = `${sound.kind}-${sound.kind === 'tone' ? sound.frequency : 0}-${sound.volume ?? ''}-${spec.duration}`;
    let track = tracks.get(id);
    if (!track) {
      const file = path.join(work, `sound-${id}.m4a`);
      track = makeSoundtrack(sound, spec.duration, file, ff).then(() => file);
      tracks.set(id, track);
    }
    return { ...spec, sound: { kind: 'file', path: await track } };
  };
  // Likewise each background (colour field with its vignette) is painted once and looped in every clip.
  const backgrounds = new Map<string, Promise<string>>();
  const withSharedBackground = async (spec: ClipSpec): Promise<ClipSpec> => {
    const id = `${spec.background.slice(1)}-${spec.vignette ?? 0}-${spec.width}x${spec.height}`;
    let image = backgrounds.get(id);
    if (!image) {
      const file = path.join(work, `background-${id}.png`);
      const canvas = {
        width: spec.width,
        height: spec.height,
        background: spec.background,
        vignette: spec.vignette,
      };
      image = renderStill({ ...canvas, layers: [] }, file, ff).then(() => file);
      backgrounds.set(id, image);
    }
    return { ...spec, backgroundImage: await image };
  };
  // Rows keep whole seconds, so the requested length is used; the concatenated file is probed (its intro
  // length must be exact).
  const clip = async (spec: ClipSpec, out: string) =>
    makeClip(await withSharedBackground(await withSharedSound(spec)), out, { ...ff, probe: false });

  // lesson clips (the longest jobs go first)
  for (const lesson of lessons) {
    const course = data.courses.find((c) => c.id === lesson.courseId)!;
    const teacher = instructorByKey.get(course.instructor)!;
    const colours = palette(course.categoryId);
    const spec = lessonClip({
      courseTitle: course.title,
      lessonTitle: lesson.title,
      lessonNumber: lesson.order,
      instructorName: teacher.name,
      palette: colours,
      trailer: lesson.order === 1,
      duration: LESSON_SECONDS,
      frequency: TONES[course.id % TONES.length],
    });
    tasks.push(async () => {
      const label = `Lekcija ${lesson.order}`;
      if (lesson.intro === 'concat') {
        const introFile = local(`${lesson.key}.intro.mp4`);
        const bodyFile = local(`${lesson.key}.body.mp4`);
        await clip(introClip(course.title, label, colours, INTRO_SECONDS), introFile);
        await clip({ ...spec, thumbnail: { path: local(lesson.thumbnailKey), at: thumbAt } }, bodyFile);
        const joined = await concatIntro(introFile, bodyFile, local(lesson.key), { ...ff, content: 'still' });
        lesson.duration = joined.duration;
        lesson.introDuration = joined.introDuration;
      } else {
        const made = await clip(
          { ...spec, thumbnail: { path: local(lesson.thumbnailKey), at: thumbAt } },
          local(lesson.key),
        );
        lesson.duration = made.duration;
      }
      await store(lesson.key);
      await store(lesson.thumbnailKey);
      // The clips are small H.264/AAC files already: one rendition, their streams copied (the video job encodes
      // the ladder for uploaded lessons).
      const hlsDir = local(`${lesson.key}.hls`);
      const { files } = await packageHls(local(lesson.key), hlsDir, { ...ff, copy: true });
      const folder = lesson.hlsKey.slice(0, lesson.hlsKey.lastIndexOf('/') + 1);
      for (const file of files) {
        await storage.putFile(`${folder}${file}`, path.join(hlsDir, file));
        mediaFiles++;
      }
      if (lesson.introKey && lesson.introThumbnailKey) {
        const intro = await clip(
          {
            ...introClip(course.title, label, colours, INTRO_SECONDS),
            thumbnail: { path: local(lesson.introThumbnailKey), at: Math.min(1.6, INTRO_SECONDS * 0.6) },
          },
          local(lesson.introKey),
        );
        lesson.separateIntroDuration = intro.duration;
        await store(lesson.introKey);
        await store(lesson.introThumbnailKey);
      }
    });
  }

  // instructor portraits and trailers
  const instructorMedia = new Map<string, { imagePath: string; trailerVideoPath: string | null }>();
  for (const teacher of data.instructors) {
    const imagePath = `instructors/${teacher.slug}/portrait.jpg`;
    const trailerVideoPath = teacher.trailer ? `instructors/${teacher.slug}/trailer.mp4` : null;
    instructorMedia.set(teacher.key, { imagePath, trailerVideoPath });
    if (trailerVideoPath) {
      tasks.push(async () => {
        await clip(
          instructorTrailer(teacher.name, teacher.field, teacher.specialty, teacher.color),
          local(trailerVideoPath),
        );
        await store(trailerVideoPath);
      });
    }
    tasks.push(async () => {
      await renderStill(portrait(teacher.name, teacher.field, teacher.color), local(imagePath), ff);
      await store(imagePath);
    });
  }

  // course covers
  for (const course of data.courses) {
    const key = `courses/${course.id}/cover.jpg`;
    tasks.push(async () => {
      await renderStill(
        courseCover({
          courseId: course.id,
          title: course.title,
          categoryName: categoryName.get(course.categoryId) ?? '',
          instructorName: instructorByKey.get(course.instructor)!.name,
          typeLabel: course.type === 'lifestyle' ? 'Kurs životnog stila' : 'Profesionalni kurs',
          lessonCount: course.lessons.length,
          accessMonths: 12,
          palette: palette(course.categoryId),
          comingSoon: course.comingSoon,
          variant: data.courses.filter((c) => c.categoryId === course.categoryId).indexOf(course),
        }),
        local(key),
        ff,
      );
      await store(key);
    });
  }

  // e-books and templates: PDFs and thumbnails
  for (const book of data.ebooks) {
    const author = instructorByKey.get(book.instructor)!.name;
    tasks.push(async () => {
      const file = `ebooks/${book.slug}.pdf`;
      const thumb = `thumbnails/ebooks/${book.slug}.jpg`;
      await writeEbookPdf(book, author, palette(book.categoryId), local(file));
      await renderStill(
        ebookThumbnail(book.title, book.subtitle, author, palette(book.categoryId)),
        local(thumb),
        ff,
      );
      await store(file);
      await store(thumb);
    });
  }
  for (const item of data.templates) {
    const author = instructorByKey.get(item.instructor)!.name;
    const colours = palette(item.categoryId);
    tasks.push(async () => {
      const file = `templates/${item.slug}.pdf`;
      const thumb = `thumbnails/templates/${item.slug}.jpg`;
      await writeTemplatePdf(item.kind, item.title, author, colours, local(file));
      await renderStill(
        templateThumbnail(item.title, item.pricePara === 0 ? 'Šablon · besplatno' : 'Šablon', author, [
          colours.bg,
          colours.accent,
          '#6F7D68',
        ]),
        local(thumb),
        ff,
      );
      await store(file);
      await store(thumb);
    });
  }

  const concurrency = options.concurrency ?? 2;
  log(`Demo seed: generating media (${tasks.length} jobs, ${concurrency} at a time)…`);
  const hashes = Promise.all([
    hash(config.demo.adminPassword, { algorithm: ARGON2ID }),
    hash(config.demo.learnerPassword, { algorithm: ARGON2ID }),
  ]);
  let lastQuarter = 0;
  try {
    await runPool(tasks, concurrency, (done) => {
      const quarter = Math.floor((done / tasks.length) * 4);
      if (quarter > lastQuarter) {
        lastQuarter = quarter;
        log(`Demo seed: media ${done}/${tasks.length} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const [adminHash, learnerHash] = await hashes;

  // ---------------------------------------------------------------------------------------------------------
  // Rows, in one transaction

  const settings: Record<string, number | string> = {
    free_mini_course_id: data.FREE_MINI_COURSE_ID,
    interior_landing_course_id: data.INTERIOR_LANDING_COURSE_ID,
    style_landing_course_id: data.STYLE_LANDING_COURSE_ID,
    free_style_course_m_id: data.FREE_STYLE_COURSE_M_ID,
    free_style_course_w_id: data.FREE_STYLE_COURSE_W_ID,
    landing_slug: data.LANDING_SLUG,
    refund_policy_days: data.REFUND_POLICY_DAYS,
  };

  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const current = await academyState(tx);
    if (options.reset && current === 'real') throw new NotTheDemoError();
    if (options.reset) {
      log('Demo seed: emptying every table of the schema');
      await tx.execute(sql.raw(`TRUNCATE TABLE ${allTables().join(', ')} RESTART IDENTITY CASCADE`));
    } else if (current !== 'empty') {
      return null; // another process seeded meanwhile, or the academy's first account signed up
    }
    await tx.insert(schema.siteSettings).values({ key: DEMO_MARKER_KEY, value: new Date().toISOString() });

    await tx.insert(categories).values(data.categories);
    await tx.insert(vouchers).values(data.DEMO_VOUCHER);
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('categories', 'id'), (SELECT max(id) FROM categories))`,
    );

    const instructorIds = new Map<string, number>();
    for (const teacher of data.instructors) {
      const media = instructorMedia.get(teacher.key)!;
      const [row] = await tx
        .insert(instructors)
        .values({
          slug: teacher.slug,
          name: teacher.name,
          email: teacher.email,
          field: teacher.field,
          specialty: teacher.specialty,
          bioSr: teacher.bioSr,
          bioEn: teacher.bioEn,
          imagePath: media.imagePath,
          trailerVideoPath: media.trailerVideoPath,
        })
        .returning({ id: instructors.id });
      instructorIds.set(teacher.key, row.id);
    }

    const firstEbook = new Map<number, string>();
    for (const book of data.ebooks) {
      if (book.courseId && !firstEbook.has(book.courseId))
        firstEbook.set(book.courseId, `ebooks/${book.slug}.pdf`);
    }
    const firstTemplate = new Map<number, string>();
    for (const item of data.templates) {
      if (item.courseId && !firstTemplate.has(item.courseId)) {
        firstTemplate.set(item.courseId, `templates/${item.slug}.pdf`);
      }
    }

    // spread creation dates over the last months so "newest" orderings look natural
    const now = Date.now();
    await tx.insert(courses).values(
      data.courses.map((course, index) => {
        const createdAt = new Date(now - (data.courses.length - index) * 9 * 86_400_000);
        return {
          id: course.id,
          title: course.title,
          description: course.description,
          ...courseContent[course.id],
          titleEn: courseContent[course.id]?.titleEn ?? courseTitlesEn[course.id] ?? '',
          type: course.type,
          categoryId: course.categoryId,
          authorId: instructorIds.get(course.instructor)!,
          pricePara: course.pricePara,
          originalPricePara: course.originalPricePara,
          currency: 'RSD',
          language: ['sr'],
          audioLanguage: ['sr'],
          accessMonths: 12,
          comingSoon: course.comingSoon ?? false,
          published: true,
          coverPath: `courses/${course.id}/cover.jpg`,
          ebookPath: firstEbook.get(course.id) ?? null,
          templatePath: firstTemplate.get(course.id) ?? null,
          popularity: course.popularity,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('courses', 'id'), (SELECT max(id) FROM courses))`,
    );
    await tx
      .insert(courseSubcategories)
      .values(
        data.courses.flatMap((c) => c.subcategoryIds.map((categoryId) => ({ courseId: c.id, categoryId }))),
      );

    let videoCount = 0;
    for (const course of data.courses) {
      const groupIds: number[] = [];
      for (const [position, name] of (course.videoGroups ?? []).entries()) {
        const [row] = await tx
          .insert(videoCategories)
          .values({ courseId: course.id, name, position: position + 1 })
          .returning({ id: videoCategories.id });
        groupIds.push(row.id);
      }
      for (const lesson of lessons.filter((l) => l.courseId === course.id)) {
        const [row] = await tx
          .insert(videos)
          .values({
            courseId: course.id,
            title: lesson.title,
            path: lesson.key,
            order: lesson.order,
            lessonNumber: lesson.order,
            isIntro: false,
            categoryId: lesson.group !== undefined ? groupIds[lesson.group] : null,
            introDuration: lesson.introDuration !== undefined ? lesson.introDuration.toFixed(3) : null,
            durationSeconds: Math.round(lesson.duration ?? 0),
            thumbnailPath: lesson.thumbnailKey,
            hlsPath: lesson.hlsKey,
            // The first lesson after the trailer of every course on sale is a free preview (ADR 038).
            isPreview: lesson.order === 2 && course.pricePara > 0 && !course.comingSoon,
          })
          .returning({ id: videos.id });
        videoCount++;
        if (DEMO_LEARNER_COURSE_IDS.includes(course.id)) {
          // Captions in both languages on the courses the demo learner owns, so the player shows them (ADR 078).
          for (const language of CAPTION_LANGUAGES) {
            const key = `lesson-captions/${row.id}/${language}-v1.vtt`;
            await storage.put(
              key,
              Buffer.from(demoCaptionVtt(lesson.title, language, LESSON_SECONDS), 'utf8'),
            );
            mediaFiles++;
            await tx
              .insert(schema.lessonCaptions)
              .values({ videoId: row.id, language, path: key, cueCount: 3, sourceFormat: 'vtt' });
          }
        }
        if (lesson.introKey) {
          await tx.insert(videos).values({
            courseId: course.id,
            title: `Uvod: ${lesson.title}`,
            path: lesson.introKey,
            order: lesson.order,
            lessonNumber: null,
            isIntro: true,
            mainVideoId: row.id,
            categoryId: lesson.group !== undefined ? groupIds[lesson.group] : null,
            durationSeconds: Math.round(lesson.separateIntroDuration ?? 0),
            thumbnailPath: lesson.introThumbnailKey ?? null,
          });
          videoCount++;
        }
      }
    }

    await insertDemoQuiz(tx as unknown as Db);

    await tx.insert(ebooks).values(
      data.ebooks.map((book) => ({
        courseId: book.courseId,
        title: ebookTitle(book),
        description: book.description,
        pricePara: book.pricePara,
        filePath: `ebooks/${book.slug}.pdf`,
        thumbnailPath: `thumbnails/ebooks/${book.slug}.jpg`,
        authorId: instructorIds.get(book.instructor)!,
        categoryId: book.categoryId,
      })),
    );
    await tx.insert(templates).values(
      data.templates.map((item) => ({
        courseId: item.courseId,
        title: item.title,
        description: item.description,
        pricePara: item.pricePara,
        filePath: `templates/${item.slug}.pdf`,
        thumbnailPath: `thumbnails/templates/${item.slug}.jpg`,
        authorId: instructorIds.get(item.instructor)!,
      })),
    );

    const insertedUsers = await tx
      .insert(users)
      .values([
        { name: 'Administrator', email: adminEmail, passwordHash: adminHash, role: 'admin', locale: 'sr' },
        {
          name: 'Jovana Nikolić',
          email: learnerEmail,
          passwordHash: learnerHash,
          role: 'user',
          locale: 'sr',
        },
      ])
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });

    const [learner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, learnerEmail));
    if (learner) {
      await tx
        .insert(schema.courseAccess)
        .values(
          DEMO_LEARNER_COURSE_IDS.map((courseId) => ({
            userId: learner.id,
            courseId,
            source: 'admin' as const,
            expiresAt: addMonths(new Date(), 12),
          })),
        )
        .onConflictDoNothing();
    }

    const landingContent = Object.entries({ ...signupLandingContent, ...salesLandingContent }).map(
      ([key, value]) => [`landing:${key}`, value] as const,
    );
    for (const [key, value] of [
      ...Object.entries({ ...settings, ...data.contentSettings }),
      ...landingContent,
    ]) {
      await tx
        .insert(schema.siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: schema.siteSettings.key, set: { value, updatedAt: new Date() } });
    }

    return {
      categories: data.categories.length,
      instructors: data.instructors.length,
      courses: data.courses.length,
      videos: videoCount,
      ebooks: data.ebooks.length,
      templates: data.templates.length,
      users: insertedUsers.length,
      mediaFiles,
      settings,
    } satisfies SeedSummary;
  });

  if (!summary) {
    log(
      'Demo seed: the database is no longer empty (another process seeded it, or an account signed up); nothing inserted.',
    );
    return { created: false };
  }
  log(
    `Demo seed: ${summary.courses} courses, ${summary.videos} videos, ${summary.instructors} instructors, ` +
      `${summary.ebooks} e-books, ${summary.templates} templates, ${summary.mediaFiles} media files ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { created: true, summary };
}
