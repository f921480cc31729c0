import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestMetrics } from './request-metrics';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const HISTOGRAM: [string, string] = ['test_duration_seconds', 'Durations by route, method and status class'];
const COUNTER: [string, string] = ['test_requests_total', 'Requests by route, method and status class'];

/** The same observations through prom-client's own Histogram and Counter, as the plugin made them before. */
function promClient(observations: [string, string, number, number][]) {
  const registry = new Registry();
  const labelNames = ['route', 'method', 'status_class'] as const;
  const duration = new Histogram({
    name: HISTOGRAM[0],
    help: HISTOGRAM[1],
    labelNames,
    buckets: BUCKETS,
    registers: [registry],
  });
  const count = new Counter({ name: COUNTER[0], help: COUNTER[1], labelNames, registers: [registry] });
  for (const [route, method, status, seconds] of observations) {
    const labels = { route, method, status_class: `${Math.floor(status / 100)}xx` };
    duration.observe(labels, seconds);
    count.inc(labels);
  }
  return registry;
}

describe('RequestMetrics', () => {
  it('exposes exactly what prom-client wrote for the same answers', async () => {
    const observations: [string, string, number, number][] = [
      ['/api/health', 'GET', 200, 0.001],
      ['/api/courses/:id', 'GET', 404, 0.012],
      ['/api/health', 'GET', 200, 0.3],
      ['(no route)', 'GET', 404, 0.004],
      ['/api/login', 'POST', 422, 0.005],
      ['/api/health', 'GET', 503, 12],
      ['/api/health', 'HEAD', 200, 0.05],
      ['/api/courses/:id', 'GET', 200, 2.5],
      ['/api/path "with" \\ quotes', 'GET', 302, 0.0001],
    ];
    const ours = new Registry();
    const metrics = new RequestMetrics(BUCKETS);
    metrics.register(ours, { histogram: HISTOGRAM, counter: COUNTER });
    for (const [route, method, status, seconds] of observations)
      metrics.record(route, method, status, seconds);

    const expected = promClient(observations);
    expect(await ours.metrics()).toBe(await expected.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await expected.getMetricsAsJSON());
  });

  it('starts again from nothing when the registry is reset', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics(BUCKETS);
    metrics.register(registry, { histogram: HISTOGRAM, counter: COUNTER });
    metrics.record('/api/health', 'GET', 200, 0.001);
    registry.resetMetrics();
    metrics.record('/api/user', 'GET', 401, 0.001);
    const text = await registry.metrics();
    expect(text).not.toContain('/api/health');
    expect(text).toContain('test_requests_total{route="/api/user",method="GET",status_class="4xx"} 1');
  });
});
