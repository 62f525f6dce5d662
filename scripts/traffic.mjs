#!/usr/bin/env node
// Demo traffic (issue 5): plays a publisher site's visitors against the ad server — several regions (and some of
// unknown location), page layouts of several sizes, repeat visitors, some clicks — for a duration at a rate.
//   npm run traffic -- --url http://localhost:3000 --duration 60 --rate 5 --click-rate 0.03 --geo-header X-Geo-Region
// --duration 0 plays until stopped. Beacons are sent to --url whatever origin the ad server writes in them.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

export const TRAFFIC_DEFAULTS = {
  url: 'http://localhost:3000',
  duration: '60',
  rate: '5',
  'click-rate': '0.03',
};

const REGIONS = ['CA-QC', 'CA-QC', 'CA-QC', 'CA-ON', 'CA-ON', 'CA-BC', 'CA-AB', 'US-NY', null];
const LAYOUTS = [
  ['728x90', '300x250'],
  ['300x250'],
  ['300x250', '300x600'],
  ['728x90', '300x250', '160x600'],
];
const VISITORS = 300;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

export async function playTraffic(options = {}) {
  const opts = { ...TRAFFIC_DEFAULTS, ...options };
  const base = String(opts.url).replace(/\/$/, '');
  const rate = Math.max(0.1, Number(opts.rate));
  const clickRate = Number(opts['click-rate']);
  const geoHeader = opts['geo-header'] ?? process.env.GEO_HEADER ?? 'X-Geo-Region';
  const until = Number(opts.duration) > 0 ? Date.now() + Number(opts.duration) * 1000 : Infinity;
  const visitors = Array.from({ length: VISITORS }, () => ({ vid: randomUUID(), region: pick(REGIONS) }));
  const local = (u) => u.replace(/^https?:\/\/[^/]+/, base);
  const stats = { pages: 0, filled: 0, impressions: 0, clicks: 0, errors: 0 };

  async function visit() {
    // Repeat visitors: a fifth of the pool makes most of the visits.
    const visitor = Math.random() < 0.7 ? pick(visitors.slice(0, VISITORS / 5)) : pick(visitors);
    const headers = { cookie: `vid=${visitor.vid}` };
    if (visitor.region) headers[geoHeader] = visitor.region;
    const sizes = pick(LAYOUTS).join(',');
    const page = `https://demo-publisher.test/article/${Math.floor(Math.random() * 50)}`;
    const res = await fetch(`${base}/ads/v1/decide?sizes=${sizes}&url=${encodeURIComponent(page)}`, {
      headers,
    });
    const { slots } = await res.json();
    stats.pages += 1;
    for (const slot of slots ?? []) {
      if (!slot) continue;
      stats.filled += 1;
      await fetch(local(slot.impressionUrl), { headers });
      stats.impressions += 1;
      if (Math.random() < clickRate) {
        await fetch(local(slot.clickUrl), { headers, redirect: 'manual' });
        stats.clicks += 1;
      }
    }
  }

  const pending = new Set();
  while (Date.now() < until) {
    const p = visit()
      .catch(() => {
        stats.errors += 1;
      })
      .finally(() => pending.delete(p));
    pending.add(p);
    await new Promise((r) => setTimeout(r, 1000 / rate));
  }
  await Promise.all(pending);
  return stats;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      duration: { type: 'string' },
      rate: { type: 'string' },
      'click-rate': { type: 'string' },
      'geo-header': { type: 'string' },
    },
  });
  const stats = await playTraffic(values);
  console.log(JSON.stringify(stats));
}
