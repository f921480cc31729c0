// The request latency histogram and request counter of /metrics (ADR 016), counted without a cost per request: one
// entry per route pattern, method and status class, found through maps keyed by the strings Fastify already holds,
// and a few additions to it. prom-client's own Histogram and Counter build a label object, check it and hash it
// into a string on every observation (~1.3 µs a request here, ADR 069). The entries are handed to the registry in
// prom-client's own shape when it is scraped, so the exposition is what prom-client wrote before.
import type { Metric, Registry } from 'prom-client';

export type RequestLabels = { route: string; method: string; status_class: string };

interface Entry {
  labels: RequestLabels;
  /** Observations per bucket (not cumulative): buckets[i] counts values <= bounds[i] and > bounds[i - 1]. */
  buckets: number[];
  sum: number;
  count: number;
}

/** One sample as prom-client's metrics hand it to the registry (exemplar: none, as prom-client's buckets say). */
interface Value {
  value: number;
  labels: Record<string, string | number>;
  metricName?: string;
  exemplar?: null;
}

/** What the registry reads of a metric (prom-client's Histogram and Counter have the same). */
interface ScrapedMetric {
  name: string;
  help: string;
  type: 'histogram' | 'counter';
  aggregator: 'sum';
  get(): Promise<{
    name: string;
    help: string;
    type: 'histogram' | 'counter';
    aggregator: 'sum';
    values: Value[];
  }>;
  reset(): void;
}

export class RequestMetrics {
  readonly #bounds: readonly number[];
  /** route → method → status class (the hundreds of the status) → entry. */
  #byRoute = new Map<string, Map<string, (Entry | undefined)[]>>();
  /** In the order they were first seen, as prom-client lists its series. */
  #entries: Entry[] = [];

  constructor(bounds: readonly number[]) {
    this.#bounds = [...bounds].sort((a, b) => a - b);
  }

  /** Counts one answer of route (a pattern, never a raw URL) and its duration in seconds. */
  record(route: string, method: string, statusCode: number, seconds: number): void {
    let byMethod = this.#byRoute.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.#byRoute.set(route, byMethod);
    }
    let byClass = byMethod.get(method);
    if (!byClass) {
      byClass = [];
      byMethod.set(method, byClass);
    }
    const statusClass = Math.floor(statusCode / 100);
    let entry = byClass[statusClass];
    if (!entry) {
      entry = {
        labels: { route, method, status_class: `${statusClass}xx` },
        buckets: this.#bounds.map(() => 0),
        sum: 0,
        count: 0,
      };
      byClass[statusClass] = entry;
      this.#entries.push(entry);
    }
    entry.count++;
    entry.sum += seconds;
    const bounds = this.#bounds;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]!) {
        entry.buckets[i]!++;
        break;
      }
    }
  }

  reset(): void {
    this.#byRoute = new Map();
    this.#entries = [];
  }

  /** The histogram of durations, as prom-client's Histogram exposes it (_bucket with le first, _sum, _count). */
  histogram(name: string, help: string): ScrapedMetric {
    const snapshot = () => {
      const values: Value[] = [];
      for (const entry of this.#entries) {
        let cumulative = 0;
        for (const [i, bound] of this.#bounds.entries()) {
          cumulative += entry.buckets[i]!;
          values.push({
            value: cumulative,
            labels: { le: bound, ...entry.labels },
            metricName: `${name}_bucket`,
            exemplar: null,
          });
        }
        values.push({
          value: entry.count,
          labels: { le: '+Inf', ...entry.labels },
          metricName: `${name}_bucket`,
          exemplar: null,
        });
        values.push({ value: entry.sum, labels: { ...entry.labels }, metricName: `${name}_sum` });
        values.push({ value: entry.count, labels: { ...entry.labels }, metricName: `${name}_count` });
      }
      return values;
    };
    return this.#metric(name, help, 'histogram', snapshot);
  }

  /** The number of answers, as prom-client's Counter exposes it. */
  counter(name: string, help: string): ScrapedMetric {
    const snapshot = () =>
      this.#entries.map((entry) => ({ value: entry.count, labels: { ...entry.labels } }));
    return this.#metric(name, help, 'counter', snapshot);
  }

  #metric(name: string, help: string, type: 'histogram' | 'counter', values: () => Value[]): ScrapedMetric {
    return {
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
      reset: () => this.reset(),
    };
  }

  /** Registers the histogram and the counter with registry. */
  register(registry: Registry, metrics: { histogram: [string, string]; counter: [string, string] }): void {
    registry.registerMetric(this.histogram(...metrics.histogram) as unknown as Metric);
    registry.registerMetric(this.counter(...metrics.counter) as unknown as Metric);
  }
}
