// A small catalog for API tests, inserted directly (the demo seed generates video and is too slow for them):
// categories with the seed's ids, three instructors, seven courses of both types (one coming soon, one
// unpublished), lessons with a separate intro and a concatenated one, e-books, free and paid templates, and a
// few bytes of every file written through the storage driver.
import { sql } from 'drizzle-orm';
import {
  categories,
  courseSubcategories,
  courses,
  ebooks,
  instructors,
  templates,
  videoCategories,
  videos,
} from '../db/schema/index';
import { createStorage } from '../drivers/storage/index';
import { buildListeningTestApp, buildTestApp, type TestApp } from './app';

/** Bytes 0..255 repeated: a file whose every range is easy to check. */
export const VIDEO_BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
/** JPEG start and end markers: enough, since the media route types files by their extension. */
export const IMAGE_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9,
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n% Atelje test\n%%EOF\n');

export const fixture = {
  categories: {
    interior: 1,
    fashion: 2,
    drama: 3,
    software: 4,
    living: 5,
    lighting: 6,
    tailoring: 8,
    acting: 11,
  },
  instructors: { ana: 1, teodora: 2, djordje: 3 },
  courses: {
    /** Professional, interior; lessons: trailer, lesson with a separate intro, plain lesson. */
    basics: 1,
    /** Lifestyle, fashion; "šminka" in the title; one concatenated lesson; has an e-book. */
    makeup: 2,
    /** Lifestyle, interior (subcategory lighting), free. */
    mini: 6,
    /** Professional, drama, coming soon, no videos. */
    comingSoon: 7,
    /** Lifestyle, drama; title written with "Djordje". */
    stage: 8,
    /** Professional, software; no trailer (its first video is an intro only). */
    noTrailer: 9,
    /** Not published: never listed. */
    hidden: 12,
  },
  ebooks: { colours: 1, style: 2, voice: 3 },
  templates: { freeMoodboard: 1, paidPlanner: 2 },
  videos: {
    basicsTrailer: 101,
    basicsIntro: 102,
    basicsLesson: 103,
    basicsLast: 104,
    makeupTrailer: 201,
    makeupConcat: 202,
    miniTrailer: 601,
    stageTrailer: 801,
    noTrailerIntro: 901,
  },
  keys: {
    basicsCover: 'courses/1/cover.jpg',
    basicsTrailer: 'videos/1/c1-l1-najava.mp4',
    basicsTrailerThumb: 'thumbnails/videos/1/c1-l1-najava.jpg',
    basicsLesson: 'videos/1/c1-l2-prostor.mp4',
    anaPortrait: 'instructors/ana/portrait.jpg',
    anaTrailer: 'instructors/ana/trailer.mp4',
    freeTemplate: 'templates/mood-board.pdf',
    paidTemplate: 'templates/planer.pdf',
    coloursEbook: 'ebooks/boje-doma.pdf',
    coloursThumb: 'thumbnails/ebooks/boje-doma.jpg',
  },
} as const;

const rsd = (amount: number) => Math.round(amount * 100);

/** A test app (buildTestApp) with the catalog fixture inserted. */
export async function buildCatalogTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await buildTestApp(env);
  await insertCatalogFixture(t);
  return t;
}

/** A listening test app (buildListeningTestApp) with the catalog fixture inserted. */
export async function buildListeningCatalogTestApp(
  env: Record<string, string> = {},
): Promise<TestApp & { baseUrl: string }> {
  const t = await buildListeningTestApp(env);
  await insertCatalogFixture(t);
  return t;
}

/** Inserts the catalog and writes its files; call once per test file after buildTestApp. */
export async function insertCatalogFixture(t: TestApp) {
  const db = t.database.db;
  const c = fixture.courses;
  const k = fixture.keys;

  await db.insert(categories).values([
    { id: 1, slug: 'dizajn-enterijera', nameSr: 'Dizajn enterijera', nameEn: 'Interior design', position: 1 },
    { id: 2, slug: 'modni-dizajn', nameSr: 'Modni dizajn', nameEn: 'Fashion design', position: 2 },
    { id: 3, slug: 'dramske-umetnosti', nameSr: 'Dramske umetnosti', nameEn: 'Dramatic arts', position: 3 },
    {
      id: 4,
      slug: 'software-kursevi',
      nameSr: 'Softverski kursevi',
      nameEn: 'Software courses',
      position: 4,
    },
    { id: 5, slug: 'stambeni-prostor', nameSr: 'Stambeni prostor', nameEn: 'Living spaces', parentId: 1 },
    { id: 6, slug: 'rasveta', nameSr: 'Rasveta', nameEn: 'Lighting', parentId: 1, position: 2 },
    { id: 8, slug: 'krojenje', nameSr: 'Krojenje', nameEn: 'Pattern cutting', parentId: 2 },
    { id: 11, slug: 'gluma', nameSr: 'Gluma', nameEn: 'Acting', parentId: 3 },
  ]);

  await db.insert(instructors).values([
    {
      id: 1,
      slug: 'ana',
      name: 'Ana Petrović',
      email: 'ana@primer.rs',
      field: 'Dizajn enterijera',
      specialty: 'Stambeni prostori',
      bioSr: 'Ana je arhitektica enterijera iz Beograda.',
      bioEn: 'Ana is an interior architect from Belgrade.',
      imagePath: k.anaPortrait,
      trailerVideoPath: k.anaTrailer,
    },
    {
      id: 2,
      slug: 'teodora',
      name: 'Teodora Đorđević',
      email: 'teodora@primer.rs',
      field: 'Modni dizajn',
      specialty: 'Šminka i stil',
      bioSr: 'Teodora je šminkerka i stilistkinja.',
      bioEn: '',
    },
    {
      id: 3,
      slug: 'djordje',
      name: 'Djordje Ristić',
      email: 'djordje@primer.rs',
      field: 'Dramske umetnosti',
      specialty: 'Gluma',
      bioSr: 'Djordje je glumac.',
      bioEn: 'Djordje is an actor.',
    },
  ]);

  const course = (
    id: number,
    values: Partial<typeof courses.$inferInsert> & Pick<typeof courses.$inferInsert, 'title' | 'type'>,
  ): typeof courses.$inferInsert => ({
    id,
    description: `Opis kursa ${values.title}.`,
    categoryId: 1,
    authorId: 1,
    pricePara: rsd(9_800),
    originalPricePara: rsd(12_250),
    coverPath: `courses/${id}/cover.jpg`,
    popularity: 0,
    createdAt: new Date(Date.UTC(2025, 0, id)),
    updatedAt: new Date(Date.UTC(2025, 1, id)),
    ...values,
  });
  await db.insert(courses).values([
    course(c.basics, {
      title: 'Osnove dizajna enterijera',
      description:
        'Kurs za sve koji žele da razumeju kako nastaje dobar enterijer. <Bez> "predznanja" & alata.',
      type: 'professional',
      pricePara: rsd(14_900),
      originalPricePara: rsd(18_600),
      popularity: 90,
    }),
    course(c.makeup, {
      title: 'Šminka za svaki dan',
      type: 'lifestyle',
      categoryId: 2,
      authorId: 2,
      popularity: 80,
      ebookPath: k.coloursEbook,
    }),
    course(c.mini, {
      title: 'Mini kurs: Uredi dom za jedan vikend',
      type: 'lifestyle',
      pricePara: 0,
      originalPricePara: 0,
      popularity: 85,
    }),
    course(c.comingSoon, {
      title: 'Gluma pred kamerom',
      type: 'professional',
      categoryId: 3,
      authorId: 3,
      comingSoon: true,
      popularity: 10,
    }),
    course(c.stage, {
      title: 'Scenski nastup sa Djordjem',
      type: 'lifestyle',
      categoryId: 3,
      authorId: 3,
      popularity: 50,
      coverPath: null,
    }),
    course(c.noTrailer, {
      title: 'Grafički dizajn 100% praktično_',
      type: 'professional',
      categoryId: 4,
      authorId: 1,
      popularity: 20,
    }),
    course(c.hidden, {
      title: 'Skriveni kurs šminke',
      type: 'lifestyle',
      published: false,
      popularity: 1000,
    }),
  ]);
  await db.insert(courseSubcategories).values([
    { courseId: c.basics, categoryId: 5 },
    { courseId: c.mini, categoryId: 6 },
    { courseId: c.makeup, categoryId: 8 },
    { courseId: c.stage, categoryId: 11 },
    // a software course tagged with an interior subcategory: listed under dizajn-enterijera through it
    { courseId: c.noTrailer, categoryId: 5 },
  ]);

  const [group] = await db
    .insert(videoCategories)
    .values({ courseId: c.makeup, name: 'Osnove', position: 1 })
    .returning({ id: videoCategories.id });

  const v = fixture.videos;
  await db.insert(videos).values([
    {
      id: v.basicsTrailer,
      courseId: c.basics,
      title: 'Najava kursa',
      path: k.basicsTrailer,
      order: 1,
      lessonNumber: 1,
      durationSeconds: 300,
      thumbnailPath: k.basicsTrailerThumb,
    },
    {
      id: v.basicsIntro,
      courseId: c.basics,
      title: 'Uvod: Kako čitati prostor',
      path: 'intros/c1-l2-prostor.mp4',
      order: 2,
      isIntro: true,
      mainVideoId: v.basicsLesson,
      durationSeconds: 30,
      thumbnailPath: 'thumbnails/intros/c1-l2-prostor.jpg',
    },
    {
      id: v.basicsLesson,
      courseId: c.basics,
      title: 'Kako čitati prostor',
      path: k.basicsLesson,
      order: 2,
      lessonNumber: 2,
      durationSeconds: 3000,
      thumbnailPath: null,
    },
    {
      id: v.basicsLast,
      courseId: c.basics,
      title: 'Od skice do plana',
      path: 'videos/1/c1-l3-plan.mp4',
      order: 3,
      lessonNumber: 3,
      durationSeconds: 630,
    },
    {
      id: v.makeupTrailer,
      courseId: c.makeup,
      title: 'Najava',
      path: 'videos/2/c2-l1.mp4',
      order: 1,
      lessonNumber: 1,
      categoryId: group!.id,
      durationSeconds: 60,
      thumbnailPath: 'thumbnails/videos/2/c2-l1.jpg',
    },
    {
      id: v.makeupConcat,
      courseId: c.makeup,
      title: 'Ten i podloga',
      path: 'videos/2/c2-l2.mp4',
      order: 2,
      lessonNumber: 2,
      categoryId: group!.id,
      introDuration: '3.250',
      durationSeconds: 1500,
    },
    {
      id: v.miniTrailer,
      courseId: c.mini,
      title: 'Najava mini kursa',
      path: 'videos/6/c6-l1.mp4',
      order: 1,
      lessonNumber: 1,
      durationSeconds: 45,
    },
    {
      id: v.stageTrailer,
      courseId: c.stage,
      title: 'Najava',
      path: 'videos/8/c8-l1.mp4',
      order: 1,
      lessonNumber: 1,
      durationSeconds: 120,
    },
    {
      id: v.noTrailerIntro,
      courseId: c.noTrailer,
      title: 'Uvod',
      path: 'intros/c9-l1.mp4',
      order: 1,
      isIntro: true,
      durationSeconds: 20,
    },
  ]);

  await db.insert(ebooks).values([
    {
      id: fixture.ebooks.colours,
      courseId: c.makeup,
      title: 'Boje doma: vodič kroz palete',
      description: 'Praktičan vodič za izbor boja.',
      pricePara: rsd(1_990),
      filePath: k.coloursEbook,
      thumbnailPath: k.coloursThumb,
      authorId: 1,
      categoryId: 1,
    },
    {
      id: fixture.ebooks.style,
      courseId: c.basics,
      title: 'Stilski vodič',
      pricePara: rsd(1_490),
      filePath: 'ebooks/stilski-vodic.pdf',
      authorId: 2,
      categoryId: 2,
    },
    {
      id: fixture.ebooks.voice,
      courseId: null,
      title: 'Glas i dah',
      pricePara: rsd(1_290),
      filePath: 'ebooks/glas-i-dah.pdf',
      authorId: 3,
      categoryId: 3,
    },
  ]);
  await db.insert(templates).values([
    {
      id: fixture.templates.freeMoodboard,
      courseId: c.basics,
      title: 'Mood board za dnevnu sobu',
      description: 'Šablon za mood board.',
      pricePara: 0,
      filePath: k.freeTemplate,
      thumbnailPath: 'thumbnails/templates/mood-board.jpg',
      authorId: 1,
    },
    {
      id: fixture.templates.paidPlanner,
      courseId: c.makeup,
      title: 'Planer kapsule garderobe',
      pricePara: rsd(990),
      filePath: k.paidTemplate,
      authorId: 2,
    },
  ]);

  for (const table of ['categories', 'instructors', 'courses', 'videos', 'ebooks', 'templates']) {
    await db.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`),
    );
  }

  const storage = createStorage(t.config);
  await Promise.all([
    ...[c.basics, c.makeup, c.mini, c.comingSoon, c.noTrailer, c.hidden].map((id) =>
      storage.put(`courses/${id}/cover.jpg`, IMAGE_BYTES),
    ),
    storage.put(k.basicsTrailer, VIDEO_BYTES),
    storage.put(k.basicsLesson, VIDEO_BYTES),
    storage.put(k.basicsTrailerThumb, IMAGE_BYTES),
    storage.put(k.anaPortrait, IMAGE_BYTES),
    storage.put(k.anaTrailer, VIDEO_BYTES),
    storage.put(k.freeTemplate, PDF_BYTES),
    storage.put(k.paidTemplate, PDF_BYTES),
    storage.put(k.coloursEbook, PDF_BYTES),
    storage.put(k.coloursThumb, IMAGE_BYTES),
    storage.put('thumbnails/cover.png', IMAGE_BYTES),
    storage.put('thumbnails/cover.webp', IMAGE_BYTES),
    storage.put('thumbnails/empty.jpg', Buffer.alloc(0)),
  ]);
  return { storage };
}
