// Visits of the landing and course pages for the business dashboard's funnel (ADR 073), counted on the server
// without a third-party tracker: one more in today's (Belgrade) count of the page when its content is served to
// a browser. Nothing about the visitor is kept (no address, no cookie, no id), so there is nothing personal to
// store, consent to or erase; the price is that a visit cannot be joined to the person's later sign-up (the
// funnel joins the later steps through the sign-up's own page instead).
//
// Where: a landing page's content read (GET /api/landings/:key, asked only by that page) and a course page's
// document (GET /courses/:id answered 200 with the server-rendered HTML). The server render asks for a landing's
// content in-process with the visitor's user agent (seo/server-render.ts) when the page is opened, the browser asks
// when it is reached inside the app, and the hydrated page reuses the server's answer: a view counts once either
// way. A course's API read is not a view: the lesson, gift, landing and thank-you pages read the same course. A
// course page reached by a link inside the site (no document load) is therefore not counted: the course funnel's
// first step is the arrivals on the course page from outside (an ad, a search, a shared link), as a landing's is.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countVisit } from './page-visits.repository';

/** Crawlers, link previews, monitors, headless browsers and HTTP libraries: not people. */
const NOT_A_PERSON =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|curl|wget|python|go-http|java\/|okhttp|httpclient|node-fetch|undici|axios|lightmyrequest|monitor|pingdom|uptime|scan/i;

/** Whether a user agent is a person's browser (a missing one is not). */
export function isPersonUserAgent(userAgent: string | undefined): boolean {
  return Boolean(userAgent && /mozilla|opera/i.test(userAgent) && !NOT_A_PERSON.test(userAgent));
}

const COURSE_PAGE = /^\/courses\/([0-9]{1,10})\/?$/;

/**
 * The page a request's answer shows ('landing:interior-signup', 'course:12'), or null: a landing's content read,
 * or a course page's HTML (the web pages have no route of their own: the web plugin's not-found handler answers).
 */
export function visitedPage(
  routeUrl: string | undefined,
  params: Record<string, string | undefined>,
  path: string,
  contentType: string | undefined,
): string | null {
  if (routeUrl === '/api/landings/:key') return params.key ? `landing:${params.key}` : null;
  if (routeUrl !== undefined || !contentType?.startsWith('text/html')) return null;
  const course = COURSE_PAGE.exec(path);
  return course ? `course:${Number(course[1])}` : null;
}

/** A browser's prefetch or prerender of a link is not a view. */
function isPrefetch(request: FastifyRequest): boolean {
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  return typeof purpose === 'string' && /prefetch|prerender/i.test(purpose);
}

async function pageVisitsPlugin(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return;
    const page = visitedPage(
      request.routeOptions.url,
      (request.params ?? {}) as Record<string, string | undefined>,
      request.url.split('?')[0] ?? '',
      String(reply.getHeader('content-type') ?? ''),
    );
    if (!page || isPrefetch(request) || !isPersonUserAgent(request.headers['user-agent'])) return;
    try {
      await countVisit(app.db, page);
    } catch (err) {
      request.log.warn({ err, page }, 'page visit not counted');
    }
  });
}

export default fp(pageVisitsPlugin, { name: 'page-visits' });
