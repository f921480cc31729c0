// What a production academy shows by default (issue 14, item 11; ADR 026): no open /metrics (only with
// METRICS_TOKEN, which it then asks for) and no API reference (only with API_DOCS=true).
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});
async function production(env: Record<string, string> = {}) {
  const t = await buildTestApp({ NODE_ENV: 'production', ...env });
  apps.push(t);
  return t;
}

describe('production defaults', () => {
  it('serves neither /metrics nor the API reference', async () => {
    const t = await production();
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/docs/openapi.json' })).statusCode).toBe(404);
    expect(t.config.apiDocs).toBe(false);
  });

  it('serves /metrics to a scrape with METRICS_TOKEN, and the API reference with API_DOCS=true', async () => {
    const token = 'prometheus-token-0123456789';
    const t = await production({ METRICS_TOKEN: token, API_DOCS: 'true' });
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const scrape = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(scrape.statusCode).toBe(200);
    const spec = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toHaveProperty('paths');
  });
  // Outside production both stay open: metrics.test.ts and health/health.test.ts.
});
