import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { beacon, decide, intoFlight, lineItemOf, liveCampaign } from '../../test/ads.ts';

/**
 * Decision ids and the beacon log (issue 5): a decision id nobody signed counts nothing, and a count logged before
 * a crash that kept it from the tables is applied at the next start, still once.
 */

const ENV = { GEO_HEADER: 'X-Geo-Region', REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' };
const apps: TestApp[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function open(env: Record<string, string> = {}) {
  const t = await createTestApp({ ...ENV, ...env });
  apps.push(t);
  return t;
}

/** The beacon URL with its decision id's MAC changed by one character, or naming another line item. */
function tamper(url: string, change: { mac: true } | { lineItemId: number }): string {
  const [base, id] = [url.slice(0, url.lastIndexOf('/') + 1), url.slice(url.lastIndexOf('/') + 1)];
  const fields = id.split('.');
  if ('mac' in change) {
    const mac = fields[fields.length - 1]!;
    fields[fields.length - 1] = mac.slice(0, -1) + (mac.endsWith('a') ? 'b' : 'a');
  } else {
    fields[0] = change.lineItemId.toString(36);
  }
  return base + fields.join('.');
}

describe('decision ids', () => {
  it('count nothing when they were not signed by the ad server', async () => {
    const t = await open();
    const live = await liveCampaign(t);
    // Another advertiser's campaign, which a forged id could try to charge.
    const other = await liveCampaign(t, { size: { width: 728, height: 90 } });
    intoFlight(t);
    const slot = (await decide(t, '300x250')).slots[0];
    expect(slot.lineItemId).toBe(live.lineItemId);
    for (const change of [{ mac: true as const }, { lineItemId: other.lineItemId }]) {
      expect((await beacon(t, tamper(slot.impressionUrl, change))).status).toBe(200);
      expect((await beacon(t, tamper(slot.clickUrl, change))).status).toBe(404);
    }
    for (const campaign of [live, other]) {
      expect((await lineItemOf(t, campaign)).lineItem.stats).toEqual({
        impressionsDelivered: 0,
        clicksDelivered: 0,
      });
    }
    // The genuine id still counts.
    expect((await beacon(t, slot.clickUrl)).headers.get('location')).toBe('https://example.test/');
    expect((await lineItemOf(t, live)).lineItem.stats).toEqual({
      impressionsDelivered: 0,
      clicksDelivered: 1,
    });
  });

  it('carry the visitor only for a line item with frequency caps', async () => {
    const t = await open();
    await liveCampaign(t);
    await liveCampaign(t, {
      size: { width: 728, height: 90 },
      overrides: { frequencyCaps: [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }] },
    });
    intoFlight(t);
    const { slots, vid } = await decide(t, '300x250,728x90');
    const hex = vid!.replaceAll('-', '');
    expect(slots[0].impressionUrl).not.toContain(hex);
    expect(slots[1].impressionUrl).toContain(hex);
    expect(slots[0].impressionUrl.length).toBeLessThan(slots[1].impressionUrl.length - 30);
  });
});

// The restart reopens the same embedded database directory; a PostgreSQL run gives each test app its own database.
// Each test starts the embedded database twice on a new folder (initdb, then a restart): slow on a loaded machine.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the beacon log', { timeout: 120_000 }, () => {
  it('applies at the next start what a crash kept from the tables, and still counts each decision once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-beacons-'));
    dirs.push(dataDir);
    const first = await open({ DATA_DIR: dataDir });
    const live = await liveCampaign(first, {
      overrides: { frequencyCaps: [{ maxImpressions: 1, numTimeUnits: 1, timeUnit: 'DAY' }] },
    });
    intoFlight(first);
    const { slots, vid } = await decide(first, '300x250');
    expect((await beacon(first, slots[0].impressionUrl)).status).toBe(200);
    expect((await lineItemOf(first, live)).lineItem.stats).toEqual({
      impressionsDelivered: 1,
      clicksDelivered: 0,
    });

    // The click reached the log (synced) but the process died before applying it to the tables.
    const logDir = path.join(dataDir, 'adserver-beacons');
    const segment = fs
      .readdirSync(logDir)
      .filter((name) => name.endsWith('.log'))
      .sort()
      .at(-1)!;
    const lines = fs.readFileSync(path.join(logDir, segment), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    const [seq, kind, token, at] = lines[0]!.split('\t');
    expect([kind, token]).toEqual(['I', slots[0].impressionUrl.split('/').pop()]);
    fs.appendFileSync(path.join(logDir, segment), `${Number(seq) + 1}\tC\t${token}\t${at}\n`);
    apps.splice(apps.indexOf(first), 1);
    await first.close();

    const second = await open({ DATA_DIR: dataDir });
    second.clock.advance(first.clock.now().getTime() - second.clock.now().getTime());
    expect((await lineItemOf(second, live)).lineItem.stats).toEqual({
      impressionsDelivered: 1,
      clicksDelivered: 1,
    });
    // Replays after the restart count nothing more: the counted decisions were rebuilt from the log.
    expect((await beacon(second, slots[0].impressionUrl)).status).toBe(200);
    expect((await beacon(second, slots[0].clickUrl)).status).toBe(302);
    expect((await lineItemOf(second, live)).lineItem.stats).toEqual({
      impressionsDelivered: 1,
      clicksDelivered: 1,
    });
    // This process never served the visitor: its frequency cap comes from the database.
    expect((await decide(second, '300x250', { vid })).slots).toEqual([null]);
    expect((await decide(second, '300x250')).slots[0]?.lineItemId).toBe(live.lineItemId);
  });

  it('reads at a start the compact index of each hour the log moved on from, not its segment', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-beacons-'));
    dirs.push(dataDir);
    const first = await open({ DATA_DIR: dataDir });
    const live = await liveCampaign(first);
    intoFlight(first);
    const early = (await decide(first, '300x250')).slots[0];
    expect((await beacon(first, early.impressionUrl)).status).toBe(200);
    const earlyHour = Math.floor(first.clock.now().getTime() / 3_600_000);
    first.clock.advance(60 * 60_000);
    const later = (await decide(first, '300x250')).slots[0];
    expect((await beacon(first, later.impressionUrl)).status).toBe(200);
    apps.splice(apps.indexOf(first), 1);
    await first.close();

    const logDir = path.join(dataDir, 'adserver-beacons');
    const index = fs.readFileSync(path.join(logDir, `beacons-${earlyHour}.idx`), 'utf8').split('\n');
    expect(index[0]).toMatch(/^beacon-index 1 \d+ 1$/);
    expect(index[1]).not.toContain(early.impressionUrl.split('/').pop());
    // Only the index can now tell that the early decision was counted.
    fs.rmSync(path.join(logDir, `beacons-${earlyHour}.log`));

    const second = await open({ DATA_DIR: dataDir });
    second.clock.advance(first.clock.now().getTime() - second.clock.now().getTime());
    // The shutdown applied both impressions to the tables before the database closed.
    expect((await lineItemOf(second, live)).lineItem.stats.impressionsDelivered).toBe(2);
    expect((await beacon(second, early.impressionUrl)).status).toBe(200);
    expect((await beacon(second, later.impressionUrl)).status).toBe(200);
    expect((await lineItemOf(second, live)).lineItem.stats).toEqual({
      impressionsDelivered: 2,
      clicksDelivered: 0,
    });
  });
});
