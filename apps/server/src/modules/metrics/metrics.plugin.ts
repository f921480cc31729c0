// Prometheus metrics at /metrics (outside /api and the API reference): request latency and count by route pattern,
// method and status class; jobs by queue and state and the queue depth (read at scrape time); the process's own
// metrics (CPU, memory, event loop lag, GC); with REDIS_URL whether Redis answers. With METRICS_TOKEN set, a
// scrape must send it as a bearer token; a production process without METRICS_TOKEN does not serve /metrics at all.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { jobCounts } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import { RequestMetrics } from './request-metrics';

/** Waiting jobs: created (due or scheduled) and failed ones waiting for their retry. */
const WAITING_STATES = new Set(['created', 'retry']);
const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];

/** The route pattern (never the raw URL, whose ids and query would explode the label set). */
export function routeLabel(request: FastifyRequest, statusCode: number): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  // No route matched: the web plugin's fallback answered (a page of the web app) or it was a 404.
  return statusCode < 400 ? '(web page)' : '(no route)';
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // Counted without prom-client's work per observation (request-metrics.ts); exposed as its Histogram and Counter were.
  const requests = new RequestMetrics([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  requests.register(registry, {
    histogram: [
      'atelje_http_request_duration_seconds',
      'Time from the request arriving to the response sent, by route pattern, method and status class',
    ],
    counter: ['atelje_http_requests_total', 'Requests answered, by route pattern, method and status class'],
  });
  const jobs = new Gauge({
    name: 'atelje_jobs',
    help: 'Jobs in the queue tables by queue name and state (completed jobs until pg-boss archives them)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const depth = new Gauge({
    name: 'atelje_queue_depth',
    help: 'Jobs waiting to run (created or waiting for a retry), by queue name',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const queueUp = new Gauge({
    name: 'atelje_queue_up',
    help: '1 when the job queue answered the last scrape, 0 when it did not',
    registers: [registry],
  });

  // With REDIS_URL: whether this process is on Redis or on its fallbacks (ADR 031), read at scrape time.
  const redis = app.redis;
  if (redis) {
    new Gauge({
      name: 'atelje_redis_up',
      help: '1 while Redis answers, 0 while this process counts rate limits in its own memory (ADR 031)',
      registers: [registry],
      collect() {
        this.set(redis.up ? 1 : 0);
      },
    });
  }

  async function readJobs(): Promise<void> {
    jobs.reset();
    depth.reset();
    try {
      const { queues, counts } = await jobCounts(app.jobs);
      const waiting = new Map<string, number>();
      const byQueue = new Map<string, Map<string, number>>(queues.map((queue) => [queue, new Map()]));
      for (const { queue, state, count } of counts) {
        if (!byQueue.has(queue)) byQueue.set(queue, new Map());
        byQueue.get(queue)?.set(state, count);
        if (WAITING_STATES.has(state)) waiting.set(queue, (waiting.get(queue) ?? 0) + count);
      }
      // Every state of every created queue is reported, zero included, so an empty queue reads 0, not absent.
      for (const [queue, states] of byQueue) {
        for (const state of JOB_STATES) jobs.set({ queue, state }, states.get(state) ?? 0);
        depth.set({ queue }, waiting.get(queue) ?? 0);
      }
      queueUp.set(1);
    } catch (err) {
      app.log.warn({ err }, 'metrics: the job queue did not answer');
      queueUp.set(0);
    }
  }

  // Synchronous: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    requests.record(routeLabel(request, status), request.method, status, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    // A production academy publishes its metrics only to a scrape that sends METRICS_TOKEN (docs/decisions/026).
    if (!token && app.config.env === 'production') throw new AppError(404, 'http.notFound');
    if (token && !tokenMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('metrics need the bearer token\n');
    }
    await readJobs();
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
