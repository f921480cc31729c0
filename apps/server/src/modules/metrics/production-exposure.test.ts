// What a production academy shows by default (issue 14, item 11; ADR 026): no open /metrics (only with
// METRICS_TOKEN, which it then asks for) and no API reference (only with API_DOCS=true). Outside production both
// stay open: metrics.test.ts and health/health.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

const token = 'prometheus-token-0123456789';
let plain: TestApp;
let opted: TestApp;
beforeAll(async () => {
  plain = await buildTestApp({ NODE_ENV: 'production' });
  opted = await buildTestApp({ NODE_ENV: 'production', METRICS_TOKEN: token, API_DOCS: 'true' });
});
afterAll(async () => {
  await Promise.all([plain?.close(), opted?.close()]);
});

describe('production defaults', () => {
  it('serves neither /metrics nor the API reference', async () => {
    expect((await plain.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await plain.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
    expect((await plain.app.inject({ url: '/api/docs/openapi.json' })).statusCode).toBe(404);
    expect(plain.config.apiDocs).toBe(false);
  });

  it('serves /metrics to a scrape with METRICS_TOKEN, and the API reference with API_DOCS=true', async () => {
    expect((await opted.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const scrape = await opted.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(scrape.statusCode).toBe(200);
    const spec = await opted.app.inject({ url: '/api/docs/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toHaveProperty('paths');
  });
});
