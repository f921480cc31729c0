// GET /sitemap.xml and GET /robots.txt at the site root.
import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapXml } from './sitemap';

/** The sitemap reads every course; crawlers ask rarely, so one copy serves them for a while. */
const SITEMAP_TTL_MS = 10 * 60 * 1000;

const seoRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, config: app.config };
  let sitemap: { xml: Promise<string>; expires: number } | null = null;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    if (!sitemap || sitemap.expires < Date.now()) {
      const xml = sitemapXml(deps);
      sitemap = { xml, expires: Date.now() + SITEMAP_TTL_MS };
      xml.catch(() => {
        sitemap = null;
      });
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemap.xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(app.config)),
  );
};

export default seoRoutes;
