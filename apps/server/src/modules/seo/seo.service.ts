// Link previews and search-engine data written into the web app's HTML on the server: <title>, description,
// OpenGraph and Twitter tags for every page (real ones for home, course, instructor, e-book and list pages),
// schema.org Course data on course pages, and the sitemap and robots.txt.

import {
  formatAmount,
  idParam,
  instructorRefParam,
  type LandingPageKey,
  resolveLandingPath,
} from '@atelje/shared';
import { formatDate } from '@atelje/shared/i18n/dates';
import { escapeHtml } from '@atelje/shared/text/html';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type Locale, localText, translate } from '../../lib/i18n';
import { signMediaUrl } from '../../lib/signed-url';
import { CERTIFICATE_IMAGE_SIZE, certificateImagesAvailable } from '../certificates/certificate-image';
import { certificateImageUrl, findVerification } from '../certificates/certificates.service';
import { landing } from '../marketing/landings.service';
import { presale } from '../marketing/presale.service';
import { ratingAverage } from '../reviews/reviews.service';
import { publicSettings } from '../settings/settings.service';
import type { FirstScreen, FirstScreenPage } from './first-screen';
import { FONTS_WAIT_TAGS } from './fonts-wait';
import { browseData, courseData, homeData, type InitialData } from './initial-data';
import { landingShell } from './landing-shell';
import * as repo from './seo.repository';

export interface SeoDeps {
  db: Db;
  config: Pick<Config, 'appSecret' | 'publicUrl' | 'supportEmail' | 'databaseUrl' | 'payments'>;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  type: 'website' | 'profile' | 'book';
  /** Absolute image URL. */
  image?: string;
  /** The image's pixel size and text alternative, when known (a preview can then be drawn before it loads). */
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}

/** A react-query entry the web app would otherwise fetch first thing: its query key and the API's answer. */
export type InitialQuery = [queryKey: readonly unknown[], data: unknown];

export interface Page {
  status: 200 | 404;
  meta: PageMeta;
  /** Answers written into the page (`#atelje-data`), so its first screen needs no API round trip. */
  data?: InitialQuery[];
  /** The first screen's largest picture, fetched with high priority before any script runs. */
  preloadImage?: string;
  /** The page's route chunks as Vite's manifest names them, preloaded with the visitor's texts. */
  routes?: string[];
  /** Markup shown in #root until the web app renders (landing pages: their hero, see landing-shell.ts). */
  shell?: string;
  /** The shell is the web app's own markup (first-screen.ts) and needs the route's stylesheets to paint. */
  shellStyles?: boolean;
  /** The page the web app's server bundle renders as the shell (first-screen.ts), with `data` as its answers. */
  firstScreen?: FirstScreenPage;
}

/** The web app's route module of each landing page (features/landings/routes/landing-route.tsx). */
const LANDING_ROUTE_MODULES: Record<LandingPageKey, string> = {
  'interior-signup': 'src/features/landings/signup/interior-signup-page.tsx',
  'interior-thank-you': 'src/features/landings/signup/thank-you-page.tsx',
  'style-signup': 'src/features/landings/signup/style-signup-page.tsx',
  'style-signup-m': 'src/features/landings/signup/style-signup-page.tsx',
  'style-signup-w': 'src/features/landings/signup/style-signup-page.tsx',
  'style-thank-you-m': 'src/features/landings/signup/thank-you-page.tsx',
  'style-thank-you-w': 'src/features/landings/signup/thank-you-page.tsx',
  'interior-sales': 'src/features/landings/sales/sales-page.tsx',
  'style-sales-m': 'src/features/landings/sales/sales-page.tsx',
  'style-sales-w': 'src/features/landings/sales/sales-page.tsx',
  'style-new': 'src/features/landings/sales/new-sales-page.tsx',
};

/** The paid sales pages (ADR 011): their first screen is the web app's own (first-screen.ts). */
const SALES_PAGES: ReadonlySet<LandingPageKey> = new Set([
  'interior-sales',
  'style-sales-m',
  'style-sales-w',
  'style-new',
]);

/** The web app's index.html split around the place where the managed head tags go. */
export interface HtmlTemplate {
  before: string;
  after: string;
  defaults: { title: string; description: string };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** Tags this module writes; the template's own copies are removed so none appears twice. */
const MANAGED_TAG =
  /<title>[\s\S]*?<\/title>\s*|<meta\s+(?:name="description"|name="robots"|property="og:(?:title|description|type|url|image|locale)"|name="twitter:[a-z:]+")[^>]*>\s*|<link\s+rel="canonical"[^>]*>\s*/g;

export function prepareTemplate(html: string): HtmlTemplate {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1]?.trim() ?? '';
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1]?.trim() ?? '';
  const marker = '\u0000atelje-head\u0000';
  let placed = false;
  const marked = html.replace(MANAGED_TAG, () => {
    if (placed) return '';
    placed = true;
    return marker;
  });
  const withMarker = placed ? marked : marked.replace('</head>', `${marker}</head>`);
  const [before = '', after = ''] = withMarker.split(marker);
  return {
    before,
    after,
    defaults: { title: unescapeHtml(title), description: unescapeHtml(description.replace(/\s+/g, ' ')) },
  };
}

/** JSON for a <script> data block: nothing in it can close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHead(meta: PageMeta, locale: Locale): string {
  const tag = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    tag('property', 'og:locale', locale === 'en' ? 'en_US' : 'sr_RS'),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
  ];
  if (meta.image) {
    lines.push(tag('property', 'og:image', meta.image), tag('name', 'twitter:image', meta.image));
    if (meta.imageSize) {
      lines.push(
        tag('property', 'og:image:width', String(meta.imageSize.width)),
        tag('property', 'og:image:height', String(meta.imageSize.height)),
      );
    }
    if (meta.imageAlt) {
      lines.push(
        tag('property', 'og:image:alt', meta.imageAlt),
        tag('name', 'twitter:image:alt', meta.imageAlt),
      );
    }
  }
  if (meta.noindex) lines.push(tag('name', 'robots', 'noindex'));
  if (meta.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return `${lines.join('\n    ')}\n    `;
}

/** The preload and the data block of a page (empty for most pages). */
export function renderPageData(page: Pick<Page, 'data' | 'preloadImage'>): string {
  const lines: string[] = [];
  if (page.preloadImage) {
    lines.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(page.preloadImage)}" />`,
    );
  }
  if (page.data?.length) {
    lines.push(`<script id="atelje-data" type="application/json">${jsonForScript(page.data)}</script>`);
  }
  return lines.length ? `${lines.join('\n    ')}\n    ` : '';
}

/** What the web plugin hands renderPage besides the template: the build's chunk names and stylesheets. */
export interface PageAssets {
  links(locale: Locale, routes: readonly string[]): string;
  styleFiles(routes: readonly string[]): string[];
  css(file: string): string | undefined;
}

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const STYLE_PRELOAD = /<link rel="preload" as="style"[^>]*>\s*/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="\/([^"]+)"[^>]*>/g;
const STYLES_MARK = '\u0000atelje-styles\u0000';

/**
 * A page whose first screen is in the HTML (Page.shell) paints from the HTML and its stylesheets alone. Its
 * scripts are requested only after that paint, by /boot.js (apps/web/public), which finds their names on its
 * data attributes: they then neither share the network with that paint nor run before it (ADR 020).
 */
function bootAfterFirstPaint(html: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const entry = entries[0];
  if (!entry) return html;
  const boot = `<script src="/boot.js" async data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n  `;
  return rest.replace('</head>', () => `${boot}</head>`);
}

/**
 * The web app's own first screen needs the site's and the route's stylesheets to paint as the app will. They are
 * written into the page (a few KB gzipped), so that the first paint waits for no other request. The route's
 * stylesheets are also named by disabled links (never fetched): the web app's loader looks for a link to each
 * stylesheet of a chunk before it adds one, and so does not download them again.
 */
function inlineStyles(html: string, routes: readonly string[], assets: PageAssets): string {
  const routeFiles = assets.styleFiles(routes);
  const texts: string[] = [];
  let complete = true;
  const site = html.replace(STYLESHEET, (tag, file: string) => {
    const text = assets.css(file);
    if (text === undefined) {
      complete = false;
      return tag;
    }
    texts.push(text);
    return STYLES_MARK;
  });
  for (const file of routeFiles) {
    const text = assets.css(file);
    if (text === undefined) complete = false;
    else texts.push(text);
  }
  if (!complete || texts.length === 0) {
    const links = routeFiles.map(
      (file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`,
    );
    return html.replace('</head>', () => `${links.join('\n    ')}\n  </head>`);
  }
  const disabled = routeFiles.map(
    (file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" disabled />`,
  );
  const style = `<style>${texts.join('\n').replace(/<\/style/gi, '<\\/style')}</style>${disabled.join('')}`;
  const [first, ...rest] = site.split(STYLES_MARK);
  return `${first}${style}${rest.join('')}`;
}

const FONT_PRELOAD = /<link rel="preload" as="font"[^>]*>\s*/g;

/**
 * The font preloads first in the head, before the tags, the page's answers and its stylesheets (tens of KB): the
 * browser asks for the faces as soon as the first bytes arrive, so that they are in before the first layout of a
 * server-written first screen (a late face re-lays out its text, ADR 020).
 */
function fontsFirst(html: string, waitForFonts = false): string {
  const fonts: string[] = [];
  const rest = html.replace(FONT_PRELOAD, (tag) => {
    fonts.push(tag.trim());
    return '';
  });
  if (fonts.length === 0) return html;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(rest);
  if (!charset) return html;
  const at = charset.index + charset[0].length;
  // A page that paints before its scripts waits for its faces right after asking for them (fonts-wait.ts).
  const wait = waitForFonts ? `\n    ${FONTS_WAIT_TAGS}` : '';
  return `${rest.slice(0, at)}\n    ${fonts.join('\n    ')}${wait}${rest.slice(at)}`;
}

export function renderPage(template: HtmlTemplate, page: Page, locale: Locale, assets?: PageAssets): string {
  const preloads = assets?.links(locale, page.routes ?? []) ?? '';
  const html = fontsFirst(
    `${template.before}${renderHead(page.meta, locale)}${renderPageData(page)}${preloads}${template.after}`,
    Boolean(page.shell),
  );
  if (!page.shell) return html;
  // A landing page's own shell is styled inline (landing-shell.ts) and leaves the route's stylesheets to the
  // app's loader; the app's own markup needs them in the page.
  let withShell = html
    .replace(STYLE_PRELOAD, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.shell}</div>`);
  if (page.shellStyles && assets) withShell = inlineStyles(withShell, page.routes ?? [], assets);
  return bootAfterFirstPaint(withShell);
}

/** The page with its first screen rendered by the web app's server bundle, when it has one (ADR 020). */
export function withFirstScreen(
  page: Page,
  screen: FirstScreen | null,
  pathname: string,
  locale: Locale,
): Page {
  if (!page.firstScreen || !screen) return page;
  const data = page.data ?? [];
  // The results page reads its address's query (ADR 043); the other pages render by path alone.
  const at = page.firstScreen.kind === 'browse' ? `${pathname}${page.firstScreen.search}` : pathname;
  const shell = screen.render(page.firstScreen, at, locale, data, JSON.stringify(data));
  return shell ? { ...page, shell, shellStyles: true } : page;
}

/** A landing, thank-you or sales page (spec 000 §2): its own title, description and image, its content inline. */
async function landingPage(deps: SeoDeps, clean: string, locale: Locale): Promise<Page | null> {
  const settings = await publicSettings(deps.db, deps.config);
  const key = resolveLandingPath(clean, settings.landing_slug);
  if (!key) return null;
  const page = await landing(deps.db, key, locale).catch(() => null);
  if (!page) return null;
  const content = page.content as {
    seo: { title: string; description: string; image?: string | null };
    hero?: { image?: unknown };
  };
  const absolute = (src: string | null | undefined) =>
    src
      ? /^https?:\/\//.test(src)
        ? src
        : `${deps.config.publicUrl}${src.startsWith('/') ? '' : '/'}${src}`
      : undefined;
  const hero = typeof content.hero?.image === 'string' ? content.hero.image : undefined;
  const data: InitialQuery[] = [
    [['settings', 'public'], settings],
    [['landings', key, locale], page],
  ];
  const meta: PageMeta = {
    title: content.seo.title,
    description: content.seo.description,
    url: `${deps.config.publicUrl}${page.path ?? clean}`,
    type: 'website',
    image: absolute(content.seo.image ?? hero),
  };
  const routes = [LANDING_ROUTE_MODULES[key]];
  if (SALES_PAGES.has(key)) {
    // The sales pages' first screen is the web app's own (first-screen.ts): it shows the price and the pre-sale
    // places from the start, so their answers come with the page too.
    if (page.course_id !== null) {
      const course = await optional(() => courseData(deps, locale, page.course_id!));
      data.push(...(course.data ?? []));
    }
    const places = await presale(deps.db, key).catch(() => null);
    if (places) data.push([['landings', key, 'presale'], places]);
    return { status: 200, meta, data, routes, firstScreen: { kind: 'sales', pageKey: key } };
  }
  return {
    status: 200,
    meta,
    data,
    preloadImage: hero,
    routes,
    shell:
      landingShell(content as { hero?: Record<string, unknown> }, '#registration-section-id') ?? undefined,
  };
}

/** Plain text for a description: whitespace collapsed, cut at a word near 200 characters. */
export function summary(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Tags for the page at pathname; unknown courses, instructors, e-books, types and categories are a 404. */
export async function pageFor(
  deps: SeoDeps,
  template: HtmlTemplate,
  pathname: string,
  locale: Locale,
  query: URLSearchParams = new URLSearchParams(),
): Promise<Page> {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const site = translate(locale, 'seo.siteName');
  const base = deps.config.publicUrl;
  const url = `${base}${clean}`;
  const image = (key: string | null | undefined) =>
    key ? `${base}${signMediaUrl(deps.config, key, { public: true })}` : undefined;
  const titled = (title: string) => `${title} | ${site}`;
  const defaults: PageMeta = { ...template.defaults, url, type: 'website' };
  const missing = (messageKey: string): Page => ({
    status: 404,
    meta: { ...defaults, title: titled(translate(locale, messageKey)), noindex: true },
  });
  const segments = clean.split('/').filter(Boolean);

  if (segments.length === 1) {
    const page = await landingPage(deps, clean, locale);
    if (page) return page;
  }

  if (segments.length === 2 && segments[0] === 'courses') {
    const id = idParam.safeParse(segments[1]);
    const course = id.success ? await repo.findCourse(deps.db, id.data) : undefined;
    if (!course) return missing('catalog.courseNotFound');
    // In the page's language, the Serbian when the course has no English (ADR 042).
    const courseTitle = localText(course.title, course.titleEn, locale);
    const description = summary(localText(course.description, course.descriptionEn, locale));
    const cover = image(course.coverPath);
    return {
      ...(await optional(() => courseData(deps, locale, course.id))),
      routes: ['src/features/courses/routes/course-detail-page.tsx'],
      firstScreen: { kind: 'course', courseId: course.id },
      status: 200,
      meta: {
        title: titled(courseTitle),
        description,
        url,
        type: 'website',
        image: cover,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: courseTitle,
          description,
          url,
          ...(cover ? { image: cover } : {}),
          inLanguage: 'sr',
          provider: { '@type': 'Organization', name: site, sameAs: base },
          hasCourseInstance: {
            '@type': 'CourseInstance',
            courseMode: 'Online',
            instructor: { '@type': 'Person', name: course.author },
          },
          offers: {
            '@type': 'Offer',
            price: formatAmount(course.pricePara),
            priceCurrency: course.currency,
            category: course.pricePara === 0 ? 'Free' : 'Paid',
            availability: course.comingSoon ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
            url,
          },
          // Google's review snippet: only with published reviews (ADR 041).
          ...(course.ratingCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: ratingAverage(course.ratingCount, course.ratingSum),
                  reviewCount: course.ratingCount,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
        },
      },
    };
  }

  if (segments.length === 2 && segments[0] === 'certificates') {
    const certificate = await findVerification(deps.db, segments[1]!);
    if (!certificate) return missing('certificates.notFound');
    const names = {
      learner: certificate.learner_name,
      course: certificate.course_title,
      instructor: certificate.instructor_name,
      date: formatDate(certificate.issued_at, locale),
      code: certificate.code,
    };
    return {
      status: 200,
      // The verification page's own question, answered in the page: it renders without asking the API.
      data: [[['certificate-verification', certificate.code], certificate]],
      routes: ['src/features/certificates/routes/certificate-page.tsx'],
      meta: {
        title: titled(translate(locale, 'seo.certificateTitle', names)),
        description: translate(locale, 'seo.certificateDescription', names),
        url: `${base}/certificates/${certificate.code}`,
        type: 'website',
        // Without pdftoppm on this machine there is no picture to name: the site's default stands in.
        ...(certificateImagesAvailable()
          ? {
              image: certificateImageUrl(deps.config, certificate.code, locale),
              imageSize: CERTIFICATE_IMAGE_SIZE,
              imageAlt: translate(locale, 'seo.certificateImageAlt', names),
            }
          : {}),
        // Shared to be seen, not to be found: a learner's name is not for search engines' indexes (ADR 040).
        noindex: true,
      },
    };
  }

  if (segments.length === 2 && segments[0] === 'instructors') {
    const ref = instructorRefParam.safeParse(segments[1]);
    const person = ref.success
      ? await repo.findInstructor(
          deps.db,
          /^[0-9]+$/.test(ref.data) ? { id: Number(ref.data) } : { slug: ref.data },
        )
      : undefined;
    if (!person) return missing('catalog.instructorNotFound');
    const bio = locale === 'en' && person.bioEn ? person.bioEn : person.bioSr;
    return {
      status: 200,
      meta: {
        title: titled(person.name),
        description: summary(
          [person.field, person.specialty].filter(Boolean).join(' · ') + (bio ? `. ${bio}` : ''),
        ),
        url,
        type: 'profile',
        image: image(person.imagePath),
      },
    };
  }

  if (segments.length === 2 && segments[0] === 'ebooks') {
    const id = idParam.safeParse(segments[1]);
    const book = id.success ? await repo.findEbook(deps.db, id.data) : undefined;
    if (!book) return missing('catalog.ebookNotFound');
    return {
      status: 200,
      meta: {
        title: titled(book.title),
        description: summary(book.description || book.title),
        url,
        type: 'book',
        image: image(book.thumbnailPath),
      },
    };
  }

  if (segments.length === 3 && segments[0] === 'courses' && segments[1] === 'type') {
    if (segments[2] !== 'lifestyle' && segments[2] !== 'professional')
      return missing('catalog.courseTypeNotFound');
    const title = translate(locale, `seo.${segments[2]}`);
    return { status: 200, meta: { ...defaults, title: titled(title) } };
  }

  if (segments.length === 2 && segments[0] === 'category') {
    const slug = segments[1]!;
    const category = /^[a-z0-9-]{1,80}$/.test(slug) ? await repo.findCategory(deps.db, slug) : undefined;
    if (!category) return missing('catalog.categoryNotFound');
    const name = locale === 'en' ? category.nameEn : category.nameSr;
    return {
      status: 200,
      meta: {
        ...defaults,
        title: titled(name),
        description: translate(locale, 'seo.categoryDescription', { name }),
      },
    };
  }

  const lists: Record<string, [string, string]> = {
    '/svi-kursevi': ['seo.allCourses', 'seo.allCoursesDescription'],
    '/instructors': ['seo.instructors', 'seo.instructorsDescription'],
    '/ebooks': ['seo.ebooks', 'seo.ebooksDescription'],
  };
  if (clean === '/pretraga') {
    // The results for the address's text and filters, rendered by the app (ADR 043): the cards are in the HTML.
    return {
      ...(await optional(() => browseData(deps, locale, query))),
      routes: ['src/features/catalog/routes/browse-page.tsx'],
      firstScreen: { kind: 'browse', search: query.size ? `?${query}` : '' },
      status: 200,
      meta: {
        ...defaults,
        title: titled(translate(locale, 'seo.browse')),
        description: translate(locale, 'seo.browseDescription'),
      },
    };
  }
  const list = lists[clean];
  if (list) {
    return {
      status: 200,
      meta: {
        ...defaults,
        title: titled(translate(locale, list[0])),
        description: translate(locale, list[1]),
      },
    };
  }
  if (clean === '/')
    return {
      ...(await optional(() => homeData(deps, locale))),
      routes: ['src/features/home/routes/home-page.tsx'],
      firstScreen: { kind: 'home' },
      status: 200,
      meta: defaults,
    };
  return { status: 200, meta: defaults };
}

/** Inline answers only speed the page up: when they fail, the web app fetches them itself. */
async function optional(load: () => Promise<InitialData>): Promise<Partial<InitialData>> {
  try {
    return await load();
  } catch {
    return {};
  }
}

/** Pages worth indexing: home, the lists, every category, course, instructor and e-book. */
export async function sitemapXml(deps: SeoDeps): Promise<string> {
  const base = deps.config.publicUrl;
  const { courseRows, instructorRows, ebookRows, categoryRows } = await repo.sitemapEntries(deps.db);
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const lines = [
    entry('/'),
    entry('/svi-kursevi'),
    entry('/courses/type/lifestyle'),
    entry('/courses/type/professional'),
    entry('/instructors'),
    entry('/ebooks'),
    entry('/membership'),
    entry('/about-us'),
    entry('/contact'),
    ...categoryRows.map((row) => entry(`/category/${encodeURIComponent(row.slug)}`)),
    ...courseRows.map((row) => entry(`/courses/${row.id}`, row.updatedAt)),
    ...instructorRows.map((row) => entry(`/instructors/${row.id}`, row.updatedAt)),
    ...ebookRows.map((row) => entry(`/ebooks/${row.id}`, row.createdAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
}

/**
 * Everything may be crawled except the API (its media and the certificates' verification and preview pictures,
 * which link previews fetch, stay open) and private areas.
 */
export function robotsTxt(config: Pick<Config, 'publicUrl'>): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/',
    'Allow: /api/certificates/',
    'Disallow: /api/',
    'Disallow: /my-profile',
    'Disallow: /dashboard',
    'Disallow: /checkout',
    'Disallow: /korpa',
    // A gift's link carries its redeem code (ADR 044).
    'Disallow: /poklon/',
    'Disallow: /gift/',
    'Disallow: /admin',
    'Disallow: /upload',
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
