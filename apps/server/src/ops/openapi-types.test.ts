// The web's generated API types (apps/web/src/lib/api-schema.gen.ts, ADR 054) are those of the document the server
// serves: a route or schema changed without `npm run api:types` fails here, before the web's calls drift from it.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { API_TYPES_FILE, apiTypesSource } from './openapi-types';

describe('generated API types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('are current: regenerated from the served document they are the committed file', async () => {
    const served = await t.app.inject({ url: '/api/docs/openapi.json' });
    const document = served.json() as Record<string, unknown>;
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    // A plain comparison, not toEqual: a diff of 20,000 lines is no help, the command to run is.
    const current = (await apiTypesSource(document)) === committed;
    expect(current, 'apps/web/src/lib/api-schema.gen.ts is stale: run `npm run api:types`').toBe(true);
  });
});
