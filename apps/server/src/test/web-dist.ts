// A web build directory for the tests that GET the web app's pages. The API suite runs without a web build
// (`npm run build`), so the directory holds the source index.html (the head the build keeps) and, with
// `serverRender`, a `ssr/entry-server.js` that re-exports the web app's source entry (apps/web/src/entry-server.tsx).
// The API process loads that file as it loads the built one (modules/seo/server-render.ts); under vitest the
// import goes through Vite, which compiles the web app's sources on the way. The pages are then rendered, and their
// heads named by their route modules (ADR 066), from this API's answers, as in production.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const WEB = path.resolve(import.meta.dirname, '../../../web');

export interface WebDist {
  dir: string;
  remove(): Promise<void>;
}

export async function webDist({ serverRender }: { serverRender: boolean }): Promise<WebDist> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-web-'));
  await copyFile(path.join(WEB, 'index.html'), path.join(dir, 'index.html'));
  if (serverRender) {
    await mkdir(path.join(dir, 'ssr'));
    const entry = path.join(WEB, 'src/entry-server.tsx');
    await writeFile(path.join(dir, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(entry)};\n`);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
