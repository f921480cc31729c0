// The catalog test app of one test file: built with the catalog fixture before the file's tests, closed after them,
// with the helpers the catalog's read tests share.
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './app';
import { buildCatalogTestApp } from './fixtures';

export function catalogTestApp(env: Record<string, string> = {}) {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildCatalogTestApp(env);
  });
  afterAll(async () => built?.close());
  const app = () => {
    if (!built) throw new Error('the catalog test app is built in beforeAll: use it inside tests and hooks');
    return built;
  };
  return {
    get t(): TestApp {
      return app();
    },
    get: (url: string, headers: Record<string, string> = {}) =>
      app().app.inject({ method: 'GET', url, headers }),
  };
}

export const ids = (list: { id: number }[]) => list.map((item) => item.id);

/** A media URL signed for anyone (no uid), as the catalog hands out covers, trailers and samples. */
export const signedUrl = /^\/api\/media\/[^?]+\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/;
