// What each long task of a Lighthouse page load ran (issue 13 §1): the main thread's tasks of at least --min ms
// (observed; Lighthouse's simulated throttling counts each at four times its length, so a task over 12.5 ms adds to
// the total blocking time), with the functions of most self time and the app's own frames of most time, mapped
// through the build's source maps when the build has them (`npx vite build --sourcemap` in apps/web).
//   npx vite build --sourcemap (in apps/web), then
//   LIGHTHOUSE_CPU_PROFILE=1 LIGHTHOUSE_REPORT_DIR=/tmp/lh CHROME_PATH=/usr/bin/chromium \
//     node --import tsx bench/lighthouse.ts --runs 1 --page list
//   node --import tsx bench/lighthouse-tasks.ts /tmp/lh/_fr_guichet_campagnes_.trace.json [--min 12]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { min: { type: 'string', default: '12' } },
});
if (!positionals[0]) throw new Error('usage: lighthouse-tasks.ts <trace.json> [--min 12]');

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}
interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

const trace = JSON.parse(fs.readFileSync(positionals[0], 'utf8')) as { traceEvents: TraceEvent[] };
const events = trace.traceEvents;
const fcp = events.find((e) => e.name === 'firstContentfulPaint');
if (!fcp) throw new Error('no first contentful paint in this trace');
const start = events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid) ?? fcp;

// The renderer's CPU profile (LIGHTHOUSE_CPU_PROFILE=1): its nodes and its samples in trace time.
const nodes = new Map<number, ProfileNode>();
const samples: { ts: number; node: number }[] = [];
const profiles = events.filter((e) => e.name === 'Profile' && e.pid === fcp.pid);
const profileIds = new Set(profiles.map((p) => p.id));
let clock = profiles[0]?.args?.data?.startTime ?? 0;
for (const e of events) {
  if (e.name !== 'ProfileChunk' || e.pid !== fcp.pid || !profileIds.has(e.id)) continue;
  for (const node of e.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  const chunkSamples = e.args?.data?.cpuProfile?.samples ?? [];
  const deltas = e.args?.data?.timeDeltas ?? [];
  chunkSamples.forEach((node, i) => {
    clock += deltas[i] ?? 0;
    samples.push({ ts: clock, node });
  });
}
if (samples.length === 0)
  console.log('(no JavaScript samples: run Lighthouse with LIGHTHOUSE_CPU_PROFILE=1)');

const maps = new Map<string, SourceMapConsumer | null>();
const dist = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist', 'assets');
async function frameName(frame: CallFrame): Promise<string> {
  const file = (frame.url ?? '').replace(/^.*\/assets\//, '');
  let map = maps.get(file);
  if (map === undefined) {
    const mapFile = path.join(dist, `${file}.map`);
    map =
      file && fs.existsSync(mapFile)
        ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap)
        : null;
    maps.set(file, map);
  }
  if (map && frame.lineNumber >= 0) {
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (at.source) {
      const source = at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
      return `${at.name ?? frame.functionName}@${source}:${at.line}`;
    }
  }
  return `${frame.functionName || '(anonymous)'}${file ? `@${file}` : ''}`;
}

const tasks = events.filter(
  (e) =>
    e.name === 'RunTask' &&
    e.pid === fcp.pid &&
    e.tid === fcp.tid &&
    (e.dur ?? 0) >= Number(values.min) * 1000,
);
const ms = (us: number) => (us / 1000).toFixed(1);
console.log(`first contentful paint at ${ms(fcp.ts - start.ts)} ms (observed)`);
let blocking = 0;
for (const task of tasks) {
  const end = task.ts + task.dur!;
  const after = task.ts >= fcp.ts;
  if (after) blocking += Math.max(0, (task.dur! / 1000) * 4 - 50);
  const self = new Map<string, number>();
  const app = new Map<string, number>();
  let previous = task.ts;
  for (const sample of samples) {
    if (sample.ts < task.ts || sample.ts > end) continue;
    const spent = (sample.ts - previous) / 1000;
    previous = sample.ts;
    const node = nodes.get(sample.node);
    if (!node) continue;
    const own = await frameName(node.callFrame);
    self.set(own, (self.get(own) ?? 0) + spent);
    // The deepest frame of the app's own sources (src/, packages/).
    for (let id: number | undefined = node.id; id !== undefined; id = nodes.get(id)?.parent) {
      const frame = nodes.get(id);
      if (!frame) break;
      const name = await frameName(frame.callFrame);
      if (/@(src|packages)\//.test(name)) {
        app.set(name, (app.get(name) ?? 0) + spent);
        break;
      }
    }
  }
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, t]) => `    ${t.toFixed(1).padStart(5)} ms  ${name}`)
      .join('\n');
  console.log(
    `task at ${ms(task.ts - start.ts)} ms, ${ms(task.dur!)} ms${after ? '' : ' (before the first paint)'}`,
  );
  if (self.size) console.log(`  self:\n${top(self)}`);
  if (app.size) console.log(`  app:\n${top(app)}`);
}
console.log(`these tasks after the first paint, each counted at 4× past 50 ms: ${blocking.toFixed(0)} ms`);
