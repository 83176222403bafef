/**
 * The process's Prometheus metrics (served at /metrics, see docs/metrics.md). One registry per
 * process, as Prometheus scrapes processes: the services count through the functions here, and
 * gauges read at scrape time join through `addGaugeSource`.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
// Memory, CPU, event-loop delay and the like of this Node process.
collectDefaultMetrics({ register: registry });

export const httpRequestDuration = new Histogram({
  name: 'gh_http_request_duration_seconds',
  help: 'Time to answer HTTP requests, by route pattern (never the raw URL), method and status class; its _count is the request rate.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const ordersPlaced = new Counter({
  name: 'gh_orders_placed_total',
  help: 'Orders placed at checkout (before payment).',
  labelNames: ['location', 'fulfilment'] as const,
  registers: [registry],
});

const ordersPaid = new Counter({
  name: 'gh_orders_paid_total',
  help: 'Orders whose payment came in.',
  labelNames: ['location'] as const,
  registers: [registry],
});

const paymentFailures = new Counter({
  name: 'gh_payment_failures_total',
  help: 'Payments that ended unpaid (reason failed, canceled or expired, as the provider says), and calls to the provider that failed (reason provider_unavailable).',
  labelNames: ['reason'] as const,
  registers: [registry],
});

const paymentStatusDelay = new Histogram({
  name: 'gh_payment_status_delay_seconds',
  help: "Time from the payment provider's status change (its paidAt, failedAt, …) to our processing it (webhook or reconciliation). Only for providers that report the time (Mollie).",
  labelNames: ['status'] as const,
  buckets: [1, 2, 5, 10, 30, 60, 120, 300, 900, 1800, 3600],
  registers: [registry],
});

export function countOrderPlaced(location: string, fulfilment: string): void {
  ordersPlaced.inc({ location, fulfilment });
}

/** A payment's status changed at the provider and we processed it. */
export function countPaymentChange(change: {
  status: string;
  location: string;
  /** Whether the order became paid by this change. */
  orderPaid: boolean;
  /** When the provider says the change happened, if it says. */
  changedAt?: Date | null | undefined;
  now: Date;
}): void {
  if (change.orderPaid) ordersPaid.inc({ location: change.location });
  if (['failed', 'canceled', 'expired'].includes(change.status))
    paymentFailures.inc({ reason: change.status });
  if (change.changedAt) {
    const seconds = (change.now.getTime() - change.changedAt.getTime()) / 1000;
    if (seconds >= 0) paymentStatusDelay.observe({ status: change.status }, seconds);
  }
}

const webVitals = {
  LCP: new Histogram({
    name: 'gh_web_vitals_lcp_seconds',
    help: "Largest Contentful Paint that visitors' browsers report, by page route pattern (p75 good: ≤ 2.5 s).",
    labelNames: ['page'] as const,
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 10, 15, 20],
    registers: [registry],
  }),
  INP: new Histogram({
    name: 'gh_web_vitals_inp_seconds',
    help: "Interaction to Next Paint that visitors' browsers report, by page route pattern (p75 good: ≤ 0.2 s).",
    labelNames: ['page'] as const,
    buckets: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
    registers: [registry],
  }),
  CLS: new Histogram({
    name: 'gh_web_vitals_cls',
    help: "Cumulative Layout Shift that visitors' browsers report, by page route pattern (p75 good: ≤ 0.1).",
    labelNames: ['page'] as const,
    buckets: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 1],
    registers: [registry],
  }),
};

/** One web vital of one page view: LCP and INP in milliseconds (as browsers give them), CLS unitless. */
export function recordWebVital(name: 'LCP' | 'INP' | 'CLS', page: string, value: number): void {
  webVitals[name].observe({ page }, name === 'CLS' ? value : value / 1000);
}

const pageRenders = new Counter({
  name: 'gh_page_renders_total',
  help: 'Public pages rendered on the server (the rest came from the page cache).',
  registers: [registry],
});

export function countPageRender(): void {
  pageRenders.inc();
}

export function countProviderUnavailable(): void {
  paymentFailures.inc({ reason: 'provider_unavailable' });
}

export interface GaugeSample {
  labels?: Record<string, string>;
  value: number;
}

interface GaugeSourceSet {
  gauge: Gauge;
  labelNames: readonly string[];
  sources: Set<() => number | GaugeSample[] | Promise<number | GaugeSample[]>>;
}

const gaugeSources = new Map<string, GaugeSourceSet>();
/** A scrape waits this long for a source (a count in a database that hangs must not hang /metrics). */
const SOURCE_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    work,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error('gauge source timed out')), SOURCE_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Adds a source to a gauge that is read at every scrape, such as a backlog counted in the database.
 * Several sources of one gauge (say, two app instances in one test process) are summed per label
 * set; a source that fails or takes over two seconds is left out of that scrape. Returns the function
 * that removes the source again (call it when its owner closes).
 */
export function addGaugeSource(
  definition: { name: string; help: string; labelNames?: readonly string[] },
  read: () => number | GaugeSample[] | Promise<number | GaugeSample[]>,
): () => void {
  let set = gaugeSources.get(definition.name);
  if (!set) {
    const labelNames = definition.labelNames ?? [];
    const sources: GaugeSourceSet['sources'] = new Set();
    const gauge = new Gauge({
      name: definition.name,
      help: definition.help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        const results = await Promise.allSettled(
          [...sources].map((s) => withTimeout(Promise.resolve().then(s))),
        );
        for (const result of results) {
          if (result.status !== 'fulfilled') continue;
          const samples = typeof result.value === 'number' ? [{ value: result.value }] : result.value;
          for (const sample of samples) this.inc(sample.labels ?? {}, sample.value);
        }
      },
    });
    set = { gauge, labelNames, sources };
    gaugeSources.set(definition.name, set);
  }
  // A function of its own, so the same `read` added twice counts twice and is removed once.
  const source = () => read();
  set.sources.add(source);
  const sources = set.sources;
  return () => {
    sources.delete(source);
  };
}
