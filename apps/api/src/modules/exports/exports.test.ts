import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  DAY,
  loginUser,
  MINUTE,
  readMails,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { runBilling } from '../billing/run.ts';
import { claimJob, findJob } from '../../platform/jobs/queue.ts';
import { JobRunner } from '../../platform/jobs/runner.ts';
import { DATA_EXPORT_JOB, registerExportJobs, type ExportSection } from './service.ts';
import { updatePendingExport } from './store.ts';

/**
 * "Download my data" (issue 16) over HTTP: the archive holds each section with the account's data and nothing of
 * another's; one export at a time; the link is the owner's only and lasts 24 hours; a job whose process died
 * midway is taken up again once, on the same export, with one e-mail.
 */

let t: TestApp;
let owner: RegisteredUser;
let other: RegisteredUser;
let orderId: number;
let lineItemId: number;
let creativeId: number;
const OWNER_ORDER = 'Campagne du propriétaire';
const OTHER_ORDER = 'Campagne de l’autre compte';
const PIXEL = { type: 'page_views', impressionsLookbackDays: 7, clicksLookbackDays: 7 };

async function download(
  url: string,
  token?: string,
): Promise<{ status: number; bytes: Buffer; type: string }> {
  const res = await fetch(`${t.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    status: res.status,
    bytes: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type') ?? '',
  };
}

const text = (files: Record<string, Uint8Array>, name: string) => Buffer.from(files[name]!).toString('utf8');

/** A user's export asked for and built: the export as GET /user/export answers it. */
async function exportOf(user: RegisteredUser) {
  const asked = await call(t, 'POST', '/api/v2/user/export', { token: user.token, body: {} });
  expect(asked.status).toBe(200);
  await t.app.jobs.runDue();
  return (await call(t, 'GET', '/api/v2/user/export', { token: user.token })).body;
}

beforeAll(async () => {
  t = await createTestApp({ MIN_ORDER_VALUE: '0' });
  [owner, other] = [await registerUser(t), await registerUser(t, { locale: 'en' })];
  orderId = await createOrder(t, owner, { name: OWNER_ORDER, notes: 'notes du propriétaire' });
  lineItemId = await createLineItem(t, owner, orderId);
  creativeId = await attachApprovedCreative(t, owner, orderId, lineItemId);
  const segment = await call(t, 'POST', '/api/v2/segments/personalized_segments/', {
    token: owner.token,
    body: { name: 'Audience du propriétaire', description: '' },
  });
  expect(segment.status).toBe(200);
  const pixel = await call(t, 'POST', '/api/v2/conversions/', {
    token: owner.token,
    body: { ...PIXEL, name: 'Pixel du propriétaire' },
  });
  expect(pixel.status).toBe(200);
  // The other account has data of its own, which must never appear in the owner's archive.
  const otherOrder = await createOrder(t, other, { name: OTHER_ORDER, notes: '' });
  await createLineItem(t, other, otherOrder);
  await call(t, 'POST', '/api/v2/conversions/', {
    token: other.token,
    body: { ...PIXEL, name: 'Other pixel' },
  });
  const day = t.clock.now().toISOString().slice(0, 10);
  await t.app.database.db.execute(
    `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${lineItemId}, '${day}', 4321, 7)`,
  );
  await runBilling(
    { db: t.app.database.db, clock: t.clock, adServer: t.app.adServer, timeZone: 'America/Toronto' },
    day.slice(0, 7),
  );
});
afterAll(() => t.close());

describe('download my data', () => {
  let url: string;

  it('answers null before any export, then queues one; a second request while it waits answers the same', async () => {
    expect((await call(t, 'GET', '/api/v2/user/export', { token: owner.token })).body).toBeNull();
    const first = await call(t, 'POST', '/api/v2/user/export', { token: owner.token, body: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'queued', progress: 0, downloadUrl: null });
    const again = await call(t, 'POST', '/api/v2/user/export', { token: owner.token, body: {} });
    expect(again.body.id).toBe(first.body.id);
    expect((await call(t, 'GET', '/api/v2/user/export', { token: owner.token })).body.id).toBe(first.body.id);
  });

  it('starts one export for two requests at the same time', async () => {
    const user = await registerUser(t);
    const both = await Promise.all(
      [1, 2].map(() => call(t, 'POST', '/api/v2/user/export', { token: user.token, body: {} })),
    );
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect(both[0]!.body.id).toBe(both[1]!.body.id);
  });

  it("builds a ZIP of every section with the account's data and none of another account's", async () => {
    await t.app.jobs.runDue();
    const state = (await call(t, 'GET', '/api/v2/user/export', { token: owner.token })).body;
    expect(state).toMatchObject({ status: 'ready', progress: 100 });
    expect(Date.parse(state.expiresAt) - Date.parse(state.readyAt)).toBe(DAY);
    url = state.downloadUrl;
    const answer = await download(url, owner.token);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/zip');
    expect(answer.bytes.length).toBe(state.sizeBytes);
    const files = unzipSync(new Uint8Array(answer.bytes));
    const names = Object.keys(files);

    expect(JSON.parse(text(files, 'campaigns/campaigns.json'))[0]).toMatchObject({
      id: orderId,
      cleanName: OWNER_ORDER,
      lineItems: [expect.objectContaining({ id: lineItemId })],
    });
    expect(text(files, 'campaigns/campaigns.csv')).toContain(OWNER_ORDER);
    expect(text(files, 'campaigns/line-items.csv')).toContain(String(lineItemId));
    expect(JSON.parse(text(files, 'creatives/creatives.json')).map((c: { id: number }) => c.id)).toEqual([
      creativeId,
    ]);
    const image = names.find((n) => n.startsWith(`creatives/files/${creativeId}-`))!;
    expect(Buffer.from(files[image]!).subarray(1, 4).toString()).toBe('PNG');
    const [invoice] = JSON.parse(text(files, 'invoices/invoices.json'));
    expect(Buffer.from(files[`invoices/${invoice.number}.pdf`]!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(text(files, 'metrics/metrics.csv')).toMatch(new RegExp(`${orderId},${OWNER_ORDER},4321,7`));
    expect(JSON.parse(text(files, 'audiences/segments.json'))[0].name).toBe('Audience du propriétaire');
    expect(JSON.parse(text(files, 'conversions/pixels.json')).map((p: { name: string }) => p.name)).toEqual([
      'Pixel du propriétaire',
    ]);
    // The history: the campaign's creation by its owner, among the account's changes, and only the account's.
    const history = JSON.parse(text(files, 'history/changes.json'));
    expect(history).toContainEqual(
      expect.objectContaining({ objectType: 'order', objectId: String(orderId), operation: 'order.create' }),
    );
    expect(new Set(history.map((e: { subjectAccountId: string }) => e.subjectAccountId))).toEqual(
      new Set([String(owner.user.user_id)]),
    );
    const everything = names.map((n) => Buffer.from(files[n]!).toString('latin1')).join('\n');
    expect(everything).not.toContain('autre compte');
    expect(everything).not.toContain('Other pixel');
  });

  it("mails the owner once, in the owner's language, with the profile's link", async () => {
    const mails = (await readMails(t)).filter((m) => m.to === owner.email && /archive/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('L’archive de vos données est prête');
    expect(mails[0]!.text).toContain('/fr/guichet/profil/#mes-donnees');
  });

  it('is downloadable by its owner only: another account gets 404 with the link, anonymous 401', async () => {
    const stranger = await download(url, other.token);
    expect(stranger.status).toBe(404);
    expect(stranger.bytes.toString()).not.toContain('PK');
    expect((await download(url)).status).toBe(401);
    expect((await call(t, 'GET', '/api/v2/user/export', { token: other.token })).body).toBeNull();
    expect((await download('/api/v2/user/export/999999/download', owner.token)).status).toBe(404);
  });

  it('takes up a job whose process died midway once, on the same export, with one e-mail', async () => {
    const user = await registerUser(t, { locale: 'en' });
    const asked = await call(t, 'POST', '/api/v2/user/export', { token: user.token, body: {} });
    const deps = t.app.dataExports;
    // What a process killed while building leaves: the job claimed under its lease, half the progress, a part file.
    const db = t.app.database.db;
    const claimed = await claimJob(db, [DATA_EXPORT_JOB], 'killed-worker', t.clock.now(), 5 * MINUTE);
    expect(claimed?.key).toBe(String(asked.body.id));
    await updatePendingExport(db, asked.body.id, { status: 'building', progress: 50 });
    const leftover = path.join(deps.dir, `export-${asked.body.id}.zip.killed.part`);
    fs.writeFileSync(leftover, 'half an archive');

    // Its lease still runs: nobody takes it over yet.
    expect(await t.app.jobs.runDue()).toBe(0);
    expect((await call(t, 'GET', '/api/v2/user/export', { token: user.token })).body).toMatchObject({
      status: 'building',
      progress: 50,
    });

    // The lease over, two processes poll at once: one of them resumes it, once.
    let builds = 0;
    const counter: ExportSection = {
      name: 'counter',
      async *build() {
        builds += 1;
        yield { path: 'counter.txt', data: 'built' };
      },
    };
    deps.sections.push(counter);
    try {
      t.clock.advance(6 * MINUTE);
      const second = new JobRunner(db, t.clock, { pollMs: 0 });
      registerExportJobs({ ...deps, jobs: second });
      const ran = await Promise.all([t.app.jobs.runDue(), second.runDue()]);
      expect(ran[0] + ran[1]).toBe(1);
      expect(builds).toBe(1);
    } finally {
      deps.sections.splice(deps.sections.indexOf(counter), 1);
    }
    const state = (await call(t, 'GET', '/api/v2/user/export', { token: user.token })).body;
    expect(state).toMatchObject({ id: asked.body.id, status: 'ready', progress: 100 });
    const files = unzipSync(new Uint8Array((await download(state.downloadUrl, user.token)).bytes));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['campaigns/campaigns.json', 'counter.txt']));
    expect(fs.existsSync(leftover)).toBe(false);
    const job = await findJob(db, DATA_EXPORT_JOB, String(asked.body.id));
    expect(job).toMatchObject({ attempts: 2, status: 'done' });
    expect((await readMails(t)).filter((m) => m.to === user.email)).toHaveLength(2); // the code, then the archive
    expect(await t.app.jobs.runDue()).toBe(0);
  });

  it('shows failed after its last attempt, and a new request then starts a new export', async () => {
    const user = await registerUser(t);
    const broken: ExportSection = {
      name: 'broken',
      // eslint-disable-next-line require-yield
      async *build() {
        throw new Error('the disk is full');
      },
    };
    t.app.dataExports.sections.push(broken);
    try {
      const failed = await exportOf(user);
      expect(failed).toMatchObject({ status: 'queued', progress: 0 });
      for (const wait of [1, 2]) {
        t.clock.advance(wait * MINUTE);
        await t.app.jobs.runDue();
      }
    } finally {
      t.app.dataExports.sections.pop();
    }
    const state = (await call(t, 'GET', '/api/v2/user/export', { token: user.token })).body;
    expect(state).toMatchObject({ status: 'failed', downloadUrl: null });
    const next = await exportOf(user);
    expect(next.id).not.toBe(state.id);
    expect(next.status).toBe('ready');
  });

  it('is documented in the OpenAPI schema', async () => {
    const doc = (await call(t, 'GET', '/api/v2/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/v2/user/export'])).toEqual(['post', 'get']);
    expect(doc.paths['/api/v2/user/export/{id}/download'].get.summary).toMatch(/24 hours/);
  });

  it('answers 410 EXPORT_EXPIRED after 24 hours, and the file is removed', async () => {
    t.clock.advance(DAY);
    // Tokens last less than a day: both accounts sign in again.
    owner = { ...owner, ...(await loginUser(t, owner.email, owner.password)) };
    other = { ...other, ...(await loginUser(t, other.email, other.password)) };
    const late = await call(t, 'GET', url, { token: owner.token });
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('EXPORT_EXPIRED');
    expect((await call(t, 'GET', '/api/v2/user/export', { token: owner.token })).body).toMatchObject({
      status: 'expired',
      downloadUrl: null,
    });
    expect((await download(url, other.token)).status).toBe(404);
    await t.app.jobs.runDue();
    const id = url.split('/').at(-2);
    expect(fs.existsSync(path.join(t.app.dataExports.dir, `export-${id}.zip`))).toBe(false);
  });
});
