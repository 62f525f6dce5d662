// Lighthouse 12.8 (mobile, its default simulated throttling) on the portal as `npm start` serves it (issue 13 §1):
// the login page, and the campaign list of an advertiser with 25 campaigns, logged in.
//   npm run build && CHROME_PATH=/usr/bin/chromium node --import tsx bench/lighthouse.ts [--runs 3] [--page login|list]
// Starts the portal in a child process on a fresh data folder, prepares the advertiser through the API, and prints
// each run's scores and metrics, then the medians.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { advertiserWithCampaigns, browserPortal, launchChromium, median } from './common.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    campaigns: { type: 'string', default: '25' },
    /** `login` or `list`: audit that page only (both by default). */
    page: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const CAMPAIGNS = Number(values.campaigns);
const portal = await browserPortal('portal-lighthouse');
const base = portal.base;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /**
   * Lighthouse's CPU benchmark index of the machine at that run (its simulated throttling multiplies the tasks'
   * observed times by 4, a factor meant for a machine indexing ~1,000–1,500: a slower one scores lower for the same
   * page).
   */
  benchmarkIndex: number;
}

async function audit(url: string, token: string | null): Promise<Figures & { failing: string[] }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn')
        console.log(`  console: ${message.text()}`);
    });
    if (token) {
      await page.goto(`${base}/readyz`);
      // Runs in the page (this file's types have no DOM): the app keeps its token in local storage (spec §4).
      await page.evaluate(`localStorage.setItem('jwtToken', ${JSON.stringify(token)})`);
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', disableStorageReset: Boolean(token) },
      // LIGHTHOUSE_CPU_PROFILE=1: the trace also samples the JavaScript (what each long task ran); it costs a little
      // time, so the scores of such a run are not the figures.
      process.env.LIGHTHOUSE_CPU_PROFILE
        ? {
            extends: 'lighthouse:default',
            settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
          }
        : undefined,
      page,
    );
    const lhr = result!.lhr;
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      const file = path.join(
        process.env.LIGHTHOUSE_REPORT_DIR,
        `${new URL(url).pathname.replace(/\W+/g, '_')}.json`,
      );
      fs.writeFileSync(file, JSON.stringify(lhr));
      // The page load's trace, to read what each long task was (its top-level calls, with their scripts).
      const trace = (result!.artifacts as { Trace?: unknown }).Trace;
      if (trace) fs.writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category.id}: ${ref.id}`),
      );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      si: value('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing,
    };
  } finally {
    await browser.close();
  }
}

function line(name: string, f: Figures) {
  return (
    `${name.padEnd(28)} perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo}` +
    ` | FCP ${(f.fcp / 1000).toFixed(2)} s LCP ${(f.lcp / 1000).toFixed(2)} s TBT ${Math.round(f.tbt)} ms` +
    ` CLS ${f.cls.toFixed(3)} SI ${(f.si / 1000).toFixed(2)} s | CPU benchmark index ${Math.round(f.benchmarkIndex)}`
  );
}

try {
  const token = await advertiserWithCampaigns(base, CAMPAIGNS);
  const pages = [
    { id: 'login', name: 'login (fr)', url: `${base}/fr/compte/connexion/`, token: null },
    { id: 'list', name: `campaign list (fr, ${CAMPAIGNS})`, url: `${base}/fr/guichet/campagnes/`, token },
  ].filter((p) => !values.page || p.id === values.page);
  for (const { name, url, token: pageToken } of pages) {
    const runs: Figures[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const figures = await audit(url, pageToken);
      runs.push(figures);
      console.log(line(`${name} #${run}`, figures));
      if (figures.failing.length > 0) console.log(`  failing: ${figures.failing.join(', ')}`);
    }
    const keys = Object.keys(runs[0]).filter((k) => k !== 'failing') as (keyof Figures)[];
    const med = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as Figures;
    console.log(line(`${name} median`, med));
  }
} finally {
  await portal.stop();
}
