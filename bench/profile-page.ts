// A CPU profile of a page as the portal serves it, under 4× CPU throttling (issue 13 §1): where the main thread's
// time goes. Starts the portal on a fresh data folder, registers an advertiser with 25 campaigns, loads the page
// logged in (or not: --page login) and prints the self time by source file (and by function with --functions),
// mapped through the build's source maps when the build has them (`npx vite build --sourcemap` in apps/web).
//   npm run build && CHROME_PATH=/usr/bin/chromium node --import tsx bench/profile-page.ts [--page list|login]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { advertiserWithCampaigns, browserPortal, launchChromium, ROOT } from './common.ts';

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: 'list' },
    campaigns: { type: 'string', default: '25' },
    functions: { type: 'boolean', default: false },
    throttle: { type: 'string', default: '4' },
    out: { type: 'string' },
    trace: { type: 'string' },
  },
});
const dist = path.join(ROOT, 'apps/web/dist');

const portal = await browserPortal('portal-profile');
const base = portal.base;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
async function consumerFor(url: string): Promise<SourceMapConsumer | null> {
  if (!consumers.has(url)) {
    const file = path.join(dist, new URL(url).pathname + '.map');
    consumers.set(
      url,
      fs.existsSync(file)
        ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')) as RawSourceMap)
        : null,
    );
  }
  return consumers.get(url)!;
}

async function where(frame: ProfileNode['callFrame']): Promise<{ file: string; fn: string }> {
  if (!frame.url) return { file: `(${frame.functionName || 'program'})`, fn: frame.functionName };
  const consumer = frame.url.startsWith(base) ? await consumerFor(frame.url) : null;
  if (consumer) {
    const pos = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (pos.source) {
      const file = pos.source.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, '');
      return { file, fn: `${pos.name ?? frame.functionName}@${file}:${pos.line}` };
    }
  }
  const file = frame.url.replace(base, '');
  return { file, fn: `${frame.functionName}@${file}` };
}

try {
  const login = values.page === 'login';
  const token = login ? null : await advertiserWithCampaigns(base, Number(values.campaigns));
  const url = login ? `${base}/fr/compte/connexion/` : `${base}/fr/guichet/campagnes/`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (token) {
      await page.goto(`${base}/readyz`);
      await page.evaluate(`localStorage.setItem('jwtToken', ${JSON.stringify(token)})`);
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.evaluateOnNewDocument(`
      window.__longTasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    `);
    if (values.trace)
      await page.tracing.start({
        path: values.trace,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
      });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    if (values.trace) await page.tracing.stop();
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    console.log(`loaded in ${Date.now() - started} ms (4× CPU throttling: ${values.throttle}×)`);
    const longTasks = (await page.evaluate('window.__longTasks')) as [number, number][];
    const paints = await page.evaluate(
      `JSON.stringify(performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]))`,
    );
    console.log(`paints ${String(paints)}`);
    console.log(
      `long tasks (start, ms): ${longTasks.map(([s, d]) => `${s}:${d}`).join(' ')}; blocking ${longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)} ms`,
    );
    if (values.out) fs.writeFileSync(values.out, JSON.stringify(profile));
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i] / 1000));
    const byFile = new Map<string, number>();
    const byFn = new Map<string, number>();
    let total = 0;
    for (const node of profile.nodes) {
      const ms = self.get(node.id) ?? 0;
      if (ms === 0 || node.callFrame.functionName === '(idle)') continue;
      total += ms;
      const { file, fn } = await where(node.callFrame);
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
      byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`)
        .join('\n');
    console.log(`busy ${total.toFixed(0)} ms; self time by file:\n${top(byFile, 30)}`);
    if (values.functions) console.log(`by function:\n${top(byFn, 40)}`);
    if (values.trace) {
      // Each long task of the page's main thread (trace), with the profile's samples inside it: the functions with
      // the most self time, and the app's own modules (the deepest frame under src/) with the most inclusive time.
      const raw = JSON.parse(fs.readFileSync(values.trace, 'utf8')) as
        { traceEvents: TraceEvent[] } | TraceEvent[];
      const events = Array.isArray(raw) ? raw : raw.traceEvents;
      const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
      const count = (t: TraceEvent) =>
        events.filter(
          (e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' && (e.dur ?? 0) > 50_000,
        ).length;
      const main = threads.sort((a, b) => count(b) - count(a))[0];
      const tasks = events.filter(
        (e) =>
          e.pid === main.pid &&
          e.tid === main.tid &&
          e.ph === 'X' &&
          e.name === 'RunTask' &&
          (e.dur ?? 0) > 50_000,
      );
      const parent = new Map<number, number>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      let ts = (profile as Profile & { startTime: number }).startTime;
      const stamps = profile.timeDeltas.map((d) => (ts += d));
      const t0 = Math.min(...events.filter((e) => e.pid === main.pid && e.ts > 0).map((e) => e.ts));
      for (const task of tasks) {
        const selfFn = new Map<string, number>();
        const appFn = new Map<string, number>();
        for (let i = 0; i < stamps.length; i += 1) {
          if (stamps[i] < task.ts || stamps[i] > task.ts + task.dur!) continue;
          const ms = profile.timeDeltas[i] / 1000;
          const leaf = byId.get(profile.samples[i])!;
          if (leaf.callFrame.functionName === '(idle)') continue;
          const w = await where(leaf.callFrame);
          selfFn.set(w.fn, (selfFn.get(w.fn) ?? 0) + ms);
          for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
            const frame = byId.get(id)!.callFrame;
            if (!frame.url) continue;
            const at = await where(frame);
            if (at.file.startsWith('src/') || at.file.startsWith('packages/')) {
              appFn.set(at.fn, (appFn.get(at.fn) ?? 0) + ms);
              break;
            }
          }
        }
        console.log(`task at ${((task.ts - t0) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms`);
        console.log(`  self:\n${top(selfFn, 6)}\n  app code (deepest):\n${top(appFn, 8)}`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await portal.stop();
}
