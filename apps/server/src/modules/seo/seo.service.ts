// The head of the web app's pages: which page a path is (home, a course, an instructor, an e-book, a certificate,
// a list, a landing page), its title, description and OpenGraph data, the schema.org Course data of a course
// page. A missing course, instructor, e-book, type or category is a 404. Writing it into the HTML is
// html-template.ts's; the page's markup is the web app's server render (server-render.ts); the sitemap and
// robots.txt are sitemap.ts's.
import { formatDecimalAmount, idParam, instructorRefParam, resolveLandingPath } from '@atelje/shared';
import { formatDate } from '@atelje/shared/i18n/dates';
import { type Locale, localText, type MessageKey, translate } from '../../lib/i18n';
import { signMediaUrl } from '../../lib/signed-url';
import { CERTIFICATE_IMAGE_SIZE, certificateImagesAvailable } from '../certificates/certificate-image';
import { certificateImageUrl, findVerification } from '../certificates/certificates.service';
import { landing } from '../marketing/landings.service';
import { ratingAverage } from '../reviews/reviews.service';
import { publicSettings } from '../settings/settings.service';
import type { HtmlTemplate } from './html-template';
import type { Page, PageMeta, SeoDeps } from './page';
import * as repo from './seo.repository';

/** A landing, thank-you or sales page (spec 000 §2): its own title, description and image. */
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
  const meta: PageMeta = {
    title: content.seo.title,
    description: content.seo.description,
    url: `${deps.config.publicUrl}${page.path ?? clean}`,
    type: 'website',
    image: absolute(content.seo.image ?? hero),
  };
  return { status: 200, meta };
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
): Promise<Page> {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const site = translate(locale, 'seo.siteName');
  const base = deps.config.publicUrl;
  const url = `${base}${clean}`;
  const image = (key: string | null | undefined) =>
    key ? `${base}${signMediaUrl(deps.config, key, { public: true })}` : undefined;
  const titled = (title: string) => `${title} | ${site}`;
  const defaults: PageMeta = { ...template.defaults, url, type: 'website' };
  const missing = (messageKey: MessageKey): Page => ({
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
            price: formatDecimalAmount(course.pricePara),
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

  const lists: Record<string, [MessageKey, MessageKey]> = {
    '/svi-kursevi': ['seo.allCourses', 'seo.allCoursesDescription'],
    '/instructors': ['seo.instructors', 'seo.instructorsDescription'],
    '/ebooks': ['seo.ebooks', 'seo.ebooksDescription'],
  };
  if (clean === '/pretraga') {
    // The results for the address's text and filters, rendered by the app (ADR 043): the cards are in the HTML.
    return {
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
  return { status: 200, meta: defaults };
}
