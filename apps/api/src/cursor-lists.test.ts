import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  registerUser,
  type Json,
  type RegisteredUser,
} from './test/factories.ts';
import { createCampaign, makePng, png, sendForm, setRole, type Campaign } from './test/creatives.ts';
import { addCardOnFile } from './test/payments.ts';
import { activateAgencyRole, AGENCY_PASSWORD, createAgency, grantAccess } from './test/agencies.ts';
import { liveCampaign, type Live } from './test/ads.ts';
import { hashPassword } from './platform/auth/passwords.ts';
import { webhookDeliveries } from './modules/webhooks/tables.ts';

/**
 * Cursor pages on every other list an integrator reads (issue 32 §4; orders and invoices have their own tests):
 * `?limit=&cursor=` answers `{items, nextCursor}`; walked to the end with an item added between pages, each item
 * comes once and the added one moves nothing (newest-first lists leave it before the first page; the lists kept
 * oldest first — the review queues, promo codes, webhook endpoints, a team's members, accounts and invitations — give
 * it last); another account's items never come; a cursor the API did not give answers 400 InvalidParameterException
 * on `cursor`; without limit and cursor the list answers its plain answer as before (an array, or the object it was).
 */

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
let staff: RegisteredUser;
let aliceCampaign: Campaign;
let bobCampaign: Campaign;
let aliceLive: Live;
let bobLive: Live;
let agencyToken: string;
let otherAgencyToken: string;
/** A client invited by one agency after another; an account invited to join one agency after another. */
let agencyClient: RegisteredUser;
let agencyInvitee: RegisteredUser;
/** Joins one account after another; is invited to one account after another. */
let joiner: RegisteredUser;
let teamInvitee: RegisteredUser;
let aliceEndpoint: number;
let bobEndpoint: number;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({
    MIN_ORDER_VALUE: '0',
    AUDIENCE_PIXEL_POOL_SIZE: '40',
    AUDIENCE_QUOTA_PER_ACCOUNT: '40',
    AUDIENCE_CREATIONS_PER_HOUR: '40',
    AGENCIES_DISABLED: 'false',
    AGENCY_CONSOLE_PASSWORD_HASH: await hashPassword(AGENCY_PASSWORD),
    // Endpoints on 127.0.0.1 (nothing is delivered: the deliveries are written directly).
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    // Some fifty accounts and a dozen agencies' console logins within a minute or two.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  alice = await registerUser(t);
  bob = await registerUser(t);
  staff = await registerUser(t);
  await setRole(t, staff.user.user_id, 'admin');
  aliceCampaign = await createCampaign(t, alice.user.user_id);
  bobCampaign = await createCampaign(t, bob.user.user_id);
  await addCardOnFile(t, alice.token);
  aliceLive = await liveCampaign(t, { approve: false });
  bobLive = await liveCampaign(t, { approve: false });
  const agencyAdmin = await registerUser(t);
  await createAgency(t, agencyAdmin, 'Agence Curseur');
  agencyToken = await activateAgencyRole(t, agencyAdmin);
  const otherAgencyAdmin = await registerUser(t);
  await createAgency(t, otherAgencyAdmin, 'Agence Autre');
  otherAgencyToken = await activateAgencyRole(t, otherAgencyAdmin);
  await grantAccess(t, otherAgencyToken, await registerUser(t));
  [agencyClient, agencyInvitee, joiner, teamInvitee] = [
    await registerUser(t),
    await registerUser(t),
    await registerUser(t),
    await registerUser(t),
  ];
  aliceEndpoint = await endpointOf(alice);
  bobEndpoint = await endpointOf(bob);
  // Eleven accounts, two agencies and two campaigns with cards: a minute and more on a busy machine.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

async function creativeOn(owner: RegisteredUser, campaign: Campaign): Promise<void> {
  sequence += 1;
  const res = await sendForm(t, 'POST', '/api/v2/gam/creatives', {
    token: owner.token,
    values: {
      orderId: campaign.orderId,
      lineItemId: campaign.lineItemId,
      name: `Créatif ${sequence}`,
      destinationUrl: 'https://example.test/',
      size: '300x250',
      asset: png(await makePng(300, 250)),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function posted(token: string, path: string, body: Json): Promise<void> {
  const res = await call(t, 'POST', path, { token, body });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
}

/** A webhook endpoint of the user's account: answers its id. */
async function endpointOf(owner: RegisteredUser): Promise<number> {
  const res = await call(t, 'POST', '/api/v2/webhooks/endpoints', {
    token: owner.token,
    body: { url: `http://127.0.0.1:9/hooks/${(sequence += 1)}`, events: ['order.approved'] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** A line of an endpoint's delivery log, written as the outbox writes one. */
async function delivery(endpointId: number): Promise<void> {
  await t.app.database.db.insert(webhookDeliveries).values({
    endpointId,
    eventId: `evt_curseur_${(sequence += 1)}`,
    eventType: 'order.approved',
    payload: {},
    createdAt: t.clock.now(),
  });
}

/** A new agency's admin, with the agency role on: answers the session's token. */
async function newAgencyToken(): Promise<string> {
  const admin = await registerUser(t);
  await createAgency(t, admin, `Agence ${(sequence += 1)}`);
  return activateAgencyRole(t, admin);
}

/** `owner` invites `email` to their account; answers the invitation's id. */
async function teamInvitation(owner: RegisteredUser, email: string): Promise<number> {
  const res = await call(t, 'POST', '/api/v2/team/invitations', {
    token: owner.token,
    body: { email, role: 'VIEWER' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** `member` accepts an invitation to `owner`'s account. */
async function joinTeam(owner: RegisteredUser, member: RegisteredUser): Promise<void> {
  const id = await teamInvitation(owner, member.email);
  const res = await call(t, 'PUT', `/api/v2/team-invitations/${id}/accept`, { token: member.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const segment = () =>
  posted(alice.token, '/api/v2/segments/personalized_segments/', { name: `Segment ${(sequence += 1)}` });
const pixel = () =>
  posted(alice.token, '/api/v2/conversions/', { name: `Pixel ${(sequence += 1)}`, type: 'custom' });

/** A day of counts on a campaign: one metric row (day, campaign). */
async function statsDay(live: Live, day: string): Promise<void> {
  await t.app.database.db.execute(
    `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${live.lineItemId}, '${day}', 100, 1)`,
  );
}
let aliceDay = 0;
const aliceStats = () => statsDay(aliceLive, `2026-03-${String((aliceDay += 1)).padStart(2, '0')}`);

async function submittedOrder(): Promise<void> {
  const orderId = await createOrder(t, alice);
  const lineItemId = await createLineItem(t, alice, orderId);
  await attachApprovedCreative(t, alice, orderId, lineItemId);
  t.clock.advance(1_000);
  const res = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
    token: alice.token,
    body: { force: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

interface ListCase {
  name: string;
  path: () => string;
  /** Who reads the list. */
  token: () => string;
  /** Adds one item to the list. */
  make: () => Promise<void>;
  idOf: (item: Json) => string;
  order: 'newest-first' | 'oldest-first';
  /** The plain answer's query that holds the whole list (the audit's numbered pages hold 20 by default). */
  whole?: string;
  /** The items of the plain answer: the array itself, or its `items`, unless the list says otherwise. */
  plainItems?: (body: Json) => Json[];
  /** Another account reads its own list with the first page's cursor: none of the reader's items come. */
  foreign?: { token: () => string; path: () => string };
}

const byId = (item: Json) => String(item.id);
const metricsPath = '/api/v2/metric/orders?from=2026-01-01&to=2026-12-31';

const cases: ListCase[] = [
  {
    name: 'GET /gam/creatives (a line item’s creatives)',
    path: () =>
      `/api/v2/gam/creatives?orderId=${aliceCampaign.orderId}&lineItemId=${aliceCampaign.lineItemId}`,
    token: () => alice.token,
    make: () => creativeOn(alice, aliceCampaign),
    idOf: byId,
    order: 'newest-first',
  },
  {
    name: 'GET /segments/personalized_segments (audiences)',
    path: () => '/api/v2/segments/personalized_segments',
    token: () => alice.token,
    make: segment,
    idOf: byId,
    order: 'newest-first',
    foreign: { token: () => bob.token, path: () => '/api/v2/segments/personalized_segments' },
  },
  {
    name: 'GET /conversions/ (conversion pixels)',
    path: () => '/api/v2/conversions/',
    token: () => alice.token,
    make: pixel,
    idOf: byId,
    order: 'newest-first',
    foreign: { token: () => bob.token, path: () => '/api/v2/conversions/' },
  },
  {
    name: 'GET /metric/orders (metric rows)',
    path: () => metricsPath,
    token: () => aliceLive.user.token,
    make: aliceStats,
    idOf: (row) => `${row.date}:${row.orderId}`,
    order: 'newest-first',
    foreign: { token: () => bobLive.user.token, path: () => metricsPath },
  },
  {
    name: 'GET /audit (the account’s trail)',
    path: () => '/api/v2/audit',
    whole: 'pageSize=100',
    token: () => alice.token,
    make: () => createOrder(t, alice).then(() => undefined),
    idOf: byId,
    order: 'newest-first',
    foreign: { token: () => bob.token, path: () => '/api/v2/audit' },
  },
  {
    name: 'GET /admin/audit (staff: every account’s trail)',
    path: () => `/api/v2/admin/audit?accountId=${alice.user.user_id}`,
    whole: 'pageSize=100',
    token: () => staff.token,
    make: () => createOrder(t, alice).then(() => undefined),
    idOf: byId,
    order: 'newest-first',
    foreign: { token: () => staff.token, path: () => `/api/v2/admin/audit?accountId=${bob.user.user_id}` },
  },
  {
    name: 'GET /user/list (staff: the accounts)',
    path: () => '/api/v2/user/list',
    token: () => staff.token,
    make: () => registerUser(t).then(() => undefined),
    idOf: (user) => String(user.user_id),
    order: 'newest-first',
  },
  {
    name: 'GET /review/orders (staff: the queue, oldest first)',
    path: () => '/api/v2/review/orders',
    token: () => staff.token,
    make: submittedOrder,
    idOf: byId,
    order: 'oldest-first',
  },
  {
    name: 'GET /review/creatives (staff: the queue, oldest first)',
    path: () => '/api/v2/review/creatives',
    token: () => staff.token,
    make: () => creativeOn(bob, bobCampaign),
    idOf: byId,
    order: 'oldest-first',
  },
  {
    name: 'GET /admin/agencies (staff: the agencies)',
    path: () => '/api/v2/admin/agencies',
    token: () => staff.token,
    make: async () => {
      await createAgency(t, await registerUser(t), `Agence ${(sequence += 1)}`);
    },
    idOf: byId,
    order: 'newest-first',
  },
  {
    name: 'GET /admin/vouchers (staff: the promo codes)',
    path: () => '/api/v2/admin/vouchers',
    token: () => staff.token,
    make: () =>
      posted(staff.token, '/api/v2/admin/vouchers', {
        code: `CURSEUR${(sequence += 1)}`,
        campaign: 'Curseurs',
        type: 'GIFT_VOUCHER',
        giftAmountCents: 1_000,
        start_date: '2026-11-01',
        expiration: '2027-01-31',
      }),
    idOf: (voucher) => String(voucher.code),
    order: 'newest-first',
  },
  {
    name: 'GET /agencies/clients (an agency’s clients)',
    path: () => '/api/v2/agencies/clients',
    token: () => agencyToken,
    make: async () => {
      await grantAccess(t, agencyToken, await registerUser(t));
    },
    idOf: (client) => String(client.user_id),
    order: 'newest-first',
    foreign: { token: () => otherAgencyToken, path: () => '/api/v2/agencies/clients' },
  },
  {
    name: 'GET /agencies/members (an agency’s members and the e-mails invited to join)',
    path: () => '/api/v2/agencies/members',
    token: () => agencyToken,
    make: () =>
      posted(agencyToken, '/api/v2/agencies/members', {
        email: `membre.${(sequence += 1)}@example.test`,
        agency_role: 'member',
      }),
    idOf: (member) =>
      member.user_id === null ? `invitation ${member.invitation_id}` : `user ${member.user_id}`,
    order: 'newest-first',
    foreign: { token: () => otherAgencyToken, path: () => '/api/v2/agencies/members' },
  },
  {
    name: 'GET /agencies/grants (an agency’s invitations and grants)',
    path: () => '/api/v2/agencies/grants',
    token: () => agencyToken,
    make: () =>
      posted(agencyToken, '/api/v2/agencies/grants', { email: `client.${(sequence += 1)}@example.test` }),
    idOf: byId,
    order: 'newest-first',
    foreign: { token: () => otherAgencyToken, path: () => '/api/v2/agencies/grants' },
  },
  {
    name: 'GET /agency-grants (a client’s agency invitations and grants)',
    path: () => '/api/v2/agency-grants',
    token: () => agencyClient.token,
    make: async () =>
      posted(await newAgencyToken(), '/api/v2/agencies/grants', { email: agencyClient.email }),
    idOf: byId,
    order: 'newest-first',
    foreign: { token: () => bob.token, path: () => '/api/v2/agency-grants' },
  },
  {
    name: 'GET /agency-member-invitations (an account’s invitations to join an agency)',
    path: () => '/api/v2/agency-member-invitations',
    token: () => agencyInvitee.token,
    make: async () =>
      posted(await newAgencyToken(), '/api/v2/agencies/members', {
        email: agencyInvitee.email,
        agency_role: 'member',
      }),
    idOf: byId,
    order: 'newest-first',
    foreign: { token: () => bob.token, path: () => '/api/v2/agency-member-invitations' },
  },
  {
    name: 'GET /user/api-keys (the user’s API keys)',
    path: () => '/api/v2/user/api-keys',
    token: () => alice.token,
    make: () =>
      posted(alice.token, '/api/v2/user/api-keys', { name: `Clé ${(sequence += 1)}`, scope: 'read' }),
    idOf: byId,
    order: 'newest-first',
    foreign: { token: () => bob.token, path: () => '/api/v2/user/api-keys' },
  },
  {
    name: 'GET /vouchers/list (the advertiser’s promo codes, oldest added first)',
    path: () => '/api/v2/vouchers/list',
    token: () => alice.token,
    make: async () => {
      const code = `AJOUT${(sequence += 1)}`;
      await posted(staff.token, '/api/v2/admin/vouchers', {
        code,
        campaign: 'Curseurs',
        type: 'GIFT_VOUCHER',
        giftAmountCents: 1_000,
        start_date: '2026-01-01',
        expiration: '2099-12-31',
      });
      await posted(alice.token, '/api/v2/vouchers/validate', { code });
    },
    idOf: (voucher) => String(voucher.code),
    order: 'oldest-first',
    foreign: { token: () => bob.token, path: () => '/api/v2/vouchers/list' },
  },
  {
    name: 'GET /webhooks/endpoints (the account’s endpoints, oldest first)',
    path: () => '/api/v2/webhooks/endpoints',
    token: () => alice.token,
    make: () => endpointOf(alice).then(() => undefined),
    idOf: byId,
    order: 'oldest-first',
    foreign: { token: () => bob.token, path: () => '/api/v2/webhooks/endpoints' },
  },
  {
    name: 'GET /webhooks/endpoints/{id}/deliveries (an endpoint’s delivery log)',
    path: () => `/api/v2/webhooks/endpoints/${aliceEndpoint}/deliveries`,
    token: () => alice.token,
    make: () => delivery(aliceEndpoint),
    idOf: byId,
    order: 'newest-first',
    foreign: { token: () => bob.token, path: () => `/api/v2/webhooks/endpoints/${bobEndpoint}/deliveries` },
  },
  {
    name: 'GET /team/members (the account’s members, oldest first)',
    path: () => '/api/v2/team/members',
    token: () => alice.token,
    make: async () => joinTeam(alice, await registerUser(t)),
    plainItems: (team) => team.members,
    idOf: (member) => String(member.userId),
    order: 'oldest-first',
    foreign: { token: () => bob.token, path: () => '/api/v2/team/members' },
  },
  {
    name: 'GET /accounts (the user’s accounts, oldest membership first)',
    path: () => '/api/v2/accounts',
    token: () => joiner.token,
    make: async () => joinTeam(await registerUser(t), joiner),
    idOf: (account) => String(account.accountId),
    order: 'oldest-first',
    foreign: { token: () => bob.token, path: () => '/api/v2/accounts' },
  },
  {
    name: 'GET /team-invitations (the invitations addressed to the user, oldest first)',
    path: () => '/api/v2/team-invitations',
    token: () => teamInvitee.token,
    make: async () => {
      await teamInvitation(await registerUser(t), teamInvitee.email);
    },
    idOf: byId,
    order: 'oldest-first',
    foreign: { token: () => bob.token, path: () => '/api/v2/team-invitations' },
  },
];

const get = (token: string, path: string, query: string) =>
  call(t, 'GET', `${path}${path.includes('?') ? '&' : '?'}${query}`, { token });

const plainItemsOf = (list: ListCase, body: Json): Json[] =>
  list.plainItems ? list.plainItems(body) : Array.isArray(body) ? body : body.items;

describe.each(cases)('$name', (list) => {
  it('pages every item once with limit and cursor, an item added between pages moving nothing', async () => {
    for (let i = 0; i < 5; i += 1) await list.make();
    const plain = list.whole
      ? await get(list.token(), list.path(), list.whole)
      : await call(t, 'GET', list.path(), { token: list.token() });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    // The plain answer (the spec's, the web's) is unchanged: the whole list (the audit's numbered page).
    const before: string[] = plainItemsOf(list, plain.body).map(list.idOf);
    expect(before.length).toBeGreaterThanOrEqual(5);

    const first = await get(list.token(), list.path(), 'limit=2');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['items', 'nextCursor']);
    expect(first.body.items).toHaveLength(2);
    await list.make();
    const seen: string[] = first.body.items.map(list.idOf);
    let cursor: string | null = first.body.nextCursor;
    while (cursor) {
      const page = await get(list.token(), list.path(), `limit=2&cursor=${cursor}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      seen.push(...page.body.items.map(list.idOf));
      cursor = page.body.nextCursor;
    }
    expect(new Set(seen).size, `no item twice: ${seen}`).toBe(seen.length);
    const added = seen.filter((id) => !before.includes(id));
    expect(seen.filter((id) => before.includes(id)).sort()).toEqual([...before].sort());
    if (list.order === 'newest-first') {
      expect(added, 'the item added meanwhile comes before the first page').toEqual([]);
    } else {
      expect(added, 'the item added meanwhile comes last').toHaveLength(1);
      expect(seen.at(-1)).toBe(added[0]);
    }
  });

  it('refuses a cursor it did not give and a limit out of range (400 on the field)', async () => {
    for (const query of ['cursor=nope', 'cursor=WzEsMSwwXQ', 'limit=0', 'limit=101']) {
      const bad = await get(list.token(), list.path(), query);
      expect(bad.status, query).toBe(400);
      expect(bad.body.error.code, query).toBe('InvalidParameterException');
      expect(Object.keys(bad.body.error.fields), query).toEqual([query.split('=')[0]]);
    }
  });

  if (list.foreign) {
    const foreign = list.foreign;
    it('never pages another account’s items, even with their cursor', async () => {
      const mine = list.whole
        ? (await get(list.token(), list.path(), list.whole)).body
        : (await call(t, 'GET', list.path(), { token: list.token() })).body;
      const mineIds: string[] = plainItemsOf(list, mine).map(list.idOf);
      const cursor = (await get(list.token(), list.path(), 'limit=1')).body.nextCursor as string;
      expect(cursor).toEqual(expect.any(String));
      for (const query of ['limit=100', `limit=100&cursor=${cursor}`]) {
        const theirs = await get(foreign.token(), foreign.path(), query);
        expect(theirs.status).toBe(200);
        const ids: string[] = theirs.body.items.map(list.idOf);
        expect(ids.filter((id) => mineIds.includes(id))).toEqual([]);
      }
    });
  }
});

describe('a line item’s creatives of another account', () => {
  it('answer 404 with limit and cursor too', async () => {
    await creativeOn(alice, aliceCampaign);
    await creativeOn(alice, aliceCampaign);
    const path = `/api/v2/gam/creatives?orderId=${aliceCampaign.orderId}&lineItemId=${aliceCampaign.lineItemId}`;
    const cursor = (await get(alice.token, path, 'limit=1')).body.nextCursor as string;
    for (const query of ['limit=2', `limit=2&cursor=${cursor}`]) {
      const res = await get(bob.token, path, query);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Créatif');
    }
  });
});
