// Where the decision's open-loop tail comes from (issue 13 §3): the portal with 1,000 line items (bench/inventory.ts),
// the decision offered at a steady rate (bench/paced-worker.mjs, 200 connections), and, meanwhile, what held the
// event loop: gaps of a 1 ms heartbeat longer than --gap ms, garbage collections (PerformanceObserver), the embedded
// database's statements (PGlite's execProtocolRawSync timed) and the portal's timers. Prints each gap with what
// overlapped it.
//   node --max-semi-space-size=32 --import tsx bench/stalls.ts [--rate 20000] [--duration 10] [--gap 3]
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { DECIDE_HEADERS as headers, DECIDE_PATH as path, loadAverage } from './common.ts';
import { decisionPortal } from './inventory.ts';
import { measure } from './load.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '10' },
    gap: { type: 'string', default: '3' },
    'line-items': { type: 'string', default: '1000' },
  },
});
const GAP_MS = Number(values.gap);
const { app, address } = await decisionPortal(Number(values['line-items']));

interface Span {
  what: string;
  start: number;
  end: number;
}
const spans: Span[] = [];
let recording = false;

// Garbage collections.
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'gc scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'gc mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'gc incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'gc weak callbacks',
};
new PerformanceObserver((list) => {
  if (!recording) return;
  for (const e of list.getEntries()) {
    const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
    spans.push({ what: GC_KINDS[kind] ?? `gc ${kind}`, start: e.startTime, end: e.startTime + e.duration });
  }
}).observe({ entryTypes: ['gc'] });

// The embedded database's statements (each runs on this thread).
const client = (app.database.db as unknown as { $client?: Record<string, unknown> }).$client;
if (client && typeof client.execProtocolRawSync === 'function') {
  const original = (client.execProtocolRawSync as (...a: unknown[]) => unknown).bind(client);
  client.execProtocolRawSync = (...args: unknown[]) => {
    const start = performance.now();
    try {
      return original(...args);
    } finally {
      const end = performance.now();
      if (recording && end - start > 0.5) spans.push({ what: 'pglite statement', start, end });
    }
  };
}

// The portal's timers: each callback's time.
const realSetTimeout = globalThis.setTimeout;
const realSetInterval = globalThis.setInterval;
const timed =
  (kind: string, fn: (...a: unknown[]) => unknown, where: string) =>
  (...args: unknown[]) => {
    const start = performance.now();
    try {
      return fn(...args);
    } finally {
      const end = performance.now();
      if (recording && end - start > 0.5) spans.push({ what: `${kind} ${where}`, start, end });
    }
  };
const caller = () => (new Error().stack ?? '').split('\n')[3]?.trim().replace(/^at /, '') ?? '?';
globalThis.setTimeout = ((fn: (...a: unknown[]) => unknown, ms?: number, ...rest: unknown[]) =>
  realSetTimeout(timed('timeout', fn, caller()), ms, ...rest)) as typeof setTimeout;
globalThis.setInterval = ((fn: (...a: unknown[]) => unknown, ms?: number, ...rest: unknown[]) =>
  realSetInterval(timed('interval', fn, caller()), ms, ...rest)) as typeof setInterval;

// The heartbeat.
const gaps: Span[] = [];
let last = performance.now();
const beat = realSetInterval(() => {
  const now = performance.now();
  if (recording && now - last > GAP_MS) gaps.push({ what: 'gap', start: last, end: now });
  last = now;
}, 1);

recording = true;
const t0 = performance.now();
const m = await measure(`${address}${path}`, {
  connections: 200,
  duration: Number(values.duration),
  rate: Number(values.rate),
  headers,
});
recording = false;
clearInterval(beat);
console.log(
  `offered ${values.rate}/s for ${values.duration} s: answered ${m.rps.toFixed(0)}/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ` +
    `errors ${m.errors}, CPU ${m.cpuUs.toFixed(1)} µs, load average ${loadAverage()}`,
);
const byKind = new Map<string, { n: number; total: number; max: number }>();
for (const s of spans) {
  const k = byKind.get(s.what) ?? { n: 0, total: 0, max: 0 };
  k.n += 1;
  k.total += s.end - s.start;
  k.max = Math.max(k.max, s.end - s.start);
  byKind.set(s.what, k);
}
console.log('\nwhat ran (over 0.5 ms, or any GC):');
for (const [what, k] of [...byKind].sort((a, b) => b[1].total - a[1].total))
  console.log(`  ${what}: ${k.n} times, ${k.total.toFixed(1)} ms in all, longest ${k.max.toFixed(1)} ms`);
const gapTotal = gaps.reduce((t, g) => t + g.end - g.start, 0);
console.log(`\n${gaps.length} gaps over ${GAP_MS} ms (${gapTotal.toFixed(0)} ms in all):`);
for (const g of gaps.sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 25)) {
  const overlapping = spans
    .filter((s) => s.end > g.start && s.start < g.end)
    .map((s) => `${s.what} ${(s.end - s.start).toFixed(1)} ms`);
  console.log(
    `  at ${((g.start - t0) / 1000).toFixed(2)} s: ${(g.end - g.start).toFixed(1)} ms — ${overlapping.join('; ') || 'nothing recorded'}`,
  );
}
await app.close();
