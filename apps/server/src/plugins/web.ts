// Serves the built web app: hashed assets immutable and precompressed, index.html for client routes.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

async function webPlugin(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'public, max-age=300');
        }
      },
    });
  }
  let indexHtml: string | undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      path.extname(url) !== ''
    ) {
      throw new AppError(404, 'http.notFound');
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    indexHtml ??= await readFile(indexFile, 'utf8');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}

export default fp(webPlugin, { name: 'web' });
