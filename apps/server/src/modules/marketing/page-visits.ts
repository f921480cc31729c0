// Visits of the landing and course pages for the business dashboard's funnel (ADR 073), counted on the server
// without a third-party tracker: one more in today's (Belgrade) count of the page when its content is served to
// a browser. Nothing about the visitor is kept (no address, no cookie, no id), so there is nothing personal to
// store, consent to or erase; the price is that a visit cannot be joined to the person's later sign-up (the
// funnel joins the later steps through the sign-up's own page instead).
//
// Where: the page's API read (GET /api/landings/:key, GET /api/courses/:id). The server render asks for it
// in-process with the visitor's user agent (seo/server-render.ts) when a page is opened, the browser asks for it
// when a page is reached inside the app; the browser reuses the server's answer on the page it hydrates, so
// either way a view counts once.
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

/** The page a request's answer shows ('landing:interior-signup', 'course:12'), or null for other routes. */
export function visitedPage(request: FastifyRequest): string | null {
  const params = request.params as Record<string, string | undefined>;
  switch (request.routeOptions.url) {
    case '/api/landings/:key':
      return params.key ? `landing:${params.key}` : null;
    case '/api/courses/:id':
      return params.id && /^[0-9]+$/.test(params.id) ? `course:${Number(params.id)}` : null;
    default:
      return null;
  }
}

/** A browser's prefetch or prerender of a link is not a view. */
function isPrefetch(request: FastifyRequest): boolean {
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  return typeof purpose === 'string' && /prefetch|prerender/i.test(purpose);
}

async function pageVisitsPlugin(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return;
    const page = visitedPage(request);
    if (!page || isPrefetch(request) || !isPersonUserAgent(request.headers['user-agent'])) return;
    try {
      await countVisit(app.db, page);
    } catch (err) {
      request.log.warn({ err, page }, 'page visit not counted');
    }
  });
}

export default fp(pageVisitsPlugin, { name: 'page-visits' });
