import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

/** The value of one sample line of the Prometheus text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await t.app.inject({ url: '/api/courses/987654' });
    await t.app.inject({ url: '/api/nema-ovoga-4242' });
    await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });

    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const health = 'route="/api/health",method="GET",status_class="2xx"';
    expect(sample(text, `atelje_http_requests_total{${health}}`)).toBe(3);
    expect(sample(text, `atelje_http_request_duration_seconds_count{${health}}`)).toBe(3);
    expect(sample(text, `atelje_http_request_duration_seconds_bucket{le="+Inf",${health}}`)).toBe(3);
    expect(text).toContain(
      'atelje_http_requests_total{route="/api/courses/:id",method="GET",status_class="4xx"} 1',
    );
    expect(text).toContain(
      'atelje_http_requests_total{route="(no route)",method="GET",status_class="4xx"} 1',
    );
    expect(text).toContain(
      'atelje_http_requests_total{route="/api/login",method="POST",status_class="4xx"} 1',
    );
    expect(text).not.toContain('987654');
    expect(text).not.toContain('nema-ovoga');
  });

  it('reports jobs by queue and state, the queue depth and the process metrics', async () => {
    await t.app.jobs.work('metrics-empty', async () => undefined);
    await t.app.jobs.send('metrics-probe', { n: 1 }, { startAfterSeconds: 3600 });
    await t.app.jobs.send('metrics-probe', { n: 2 }, { startAfterSeconds: 3600 });
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(sample(text, 'atelje_jobs{queue="metrics-probe",state="created"}')).toBe(2);
    expect(sample(text, 'atelje_jobs{queue="metrics-probe",state="active"}')).toBe(0);
    expect(sample(text, 'atelje_queue_depth{queue="metrics-probe"}')).toBe(2);
    expect(sample(text, 'atelje_queue_up')).toBe(1);
    // A created queue with no job reads 0 rather than being absent.
    expect(sample(text, 'atelje_queue_depth{queue="metrics-empty"}')).toBe(0);
    expect(sample(text, 'atelje_jobs{queue="metrics-empty",state="failed"}')).toBe(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is not part of the API reference', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/openapi.json' })).json() as { paths: object };
    expect(Object.keys(spec.paths)).not.toContain('/metrics');
    expect(Object.keys(spec.paths)).toContain('/api/ready');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const token = 'scrape-token-0123456789abcdef';
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.body).not.toContain('atelje_');
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.statusCode).toBe(401);
    const basic = await t.app.inject({ url: '/metrics', headers: { authorization: `Basic ${token}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('answers the scrape that sends the token', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('atelje_http_requests_total');
  });
});
