// Active inventory for the ad-server benches, inserted with SQL (generate_series) to be quick at 100,000 line items:
// N line items in N/10 approved orders, one approved creative each; line item i is on size i % sizes and targets
// region i % regions (null: no geo targeting). With `personal`, half of each size's line items (those whose
// i / sizes is even) also target one of the given personalised segments, in turn.
import { sql } from 'drizzle-orm';
import { buildServer } from '../apps/api/src/server.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import type { EmbeddedServing } from '../apps/api/src/adapters/adserver/embedded/serving.ts';
import { DECIDE_HEADERS, DECIDE_PATH } from './common.ts';

type App = Awaited<ReturnType<typeof buildServer>>;

/**
 * A portal as the serving benches run it, in their process: its data in memory unless a data folder is given, on
 * PostgreSQL when DATABASE_URL is set (or the URL given), no logging, the visitor's region read from X-Geo-Region.
 */
export const servingPortal = (
  dataDir = 'memory://',
  databaseUrl: string | undefined = process.env.DATABASE_URL,
): Promise<App> =>
  buildServer(
    loadConfig({
      PATH: process.env.PATH,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      GEO_HEADER: 'X-Geo-Region',
    }),
  );

export interface Inventory {
  lineItems: number;
  sizes: readonly { width: number; height: number }[];
  /** Region ids of the geo catalogue (CA-QC…), null for a line item without geo targeting; 'all': every province. */
  regions: readonly (string | null)[] | 'all';
  personal?: readonly number[];
}

export async function seedInventory(a: App, inv: Inventory): Promise<void> {
  const geo = await a.adServer.getGeoTargets({ q: undefined }, 'fr');
  const provinces = geo.filter((g) => g.type === 'PROVINCE');
  const places =
    inv.regions === 'all'
      ? [null, ...provinces]
      : inv.regions.map((r) => (r === null ? null : provinces.find((p) => p.regionId === r)!));
  const [type] = await a.adServer.getOrderTypes();
  const db = a.database.db;
  const n = inv.lineItems;
  await db.execute(sql`truncate adserver_orders, adserver_line_items, adserver_creatives,
    adserver_line_item_creatives restart identity cascade`);
  const targetings = JSON.stringify(
    places.map((p) => ({
      geoTargeting: { targetedLocations: p ? [p] : [], excludedLocations: [] },
      customTargeting: [],
    })),
  );
  const sizes = JSON.stringify(inv.sizes);
  const sizeCount = inv.sizes.length;
  const segments = JSON.stringify(inv.personal ?? []);
  const segmentCount = inv.personal?.length ?? 0;
  await db.execute(sql`insert into adserver_orders (id, name, advertiser_id, status, type_id, custom_field_id,
      created_at, updated_at)
    select 3000000 + o, 'Bench ' || o, 1, 'APPROVED', ${type!.typeId}, ${type!.customFieldId}, now(), now()
    from generate_series(1, ${Math.ceil(n / 10)}) o`);
  await db.execute(sql`insert into adserver_line_items (id, order_id, name, status, start_at, end_at, units,
      cost_per_unit_cents, creative_placeholders, frequency_caps, targeting, created_at, updated_at)
    select 5000000 + i, 3000000 + (i - 1) / 10 + 1, 'Bench ' || i, 'DELIVERING', now() - interval '1 day',
      now() + interval '30 days', 10000000, 300,
      jsonb_build_array(jsonb_build_object('size', ${sizes}::jsonb -> (i % ${sizeCount}::int))), '[]'::jsonb,
      case when ${segmentCount}::int > 0 and (i / ${sizeCount}::int) % 2 = 0
        then jsonb_set(${targetings}::jsonb -> (i % jsonb_array_length(${targetings}::jsonb)), '{customTargeting}',
          jsonb_build_array(${segments}::jsonb -> ((i / ${sizeCount}::int / 2) % greatest(${segmentCount}::int, 1))))
        else ${targetings}::jsonb -> (i % jsonb_array_length(${targetings}::jsonb)) end,
      now(), now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`insert into adserver_creatives (id, advertiser_id, kind, name, destination_url,
      approved_destination_url, width, height, asset, approbation, created_at, updated_at)
    select 7000000 + i, 1, 'IMAGE', 'c' || i, 'https://example.test/', 'https://example.test/',
      (${sizes}::jsonb -> (i % ${sizeCount}::int) ->> 'width')::int,
      (${sizes}::jsonb -> (i % ${sizeCount}::int) ->> 'height')::int,
      '{"fileName":"x.png","url":"/api/v2/assets/x.png"}'::jsonb, 'APPROVED', now(), now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`insert into adserver_line_item_creatives (line_item_id, creative_id, status, created_at,
      updated_at)
    select 5000000 + i, 7000000 + i, 'ACTIVE', now(), now() from generate_series(1, ${n}) i`);
  await (a.adServer.serving as EmbeddedServing).invalidate();
}

/** The decision bench's inventory shape (bench/serving.ts): 4 sizes, 4 provinces and no geo targeting. */
export const SERVING_SIZES = [
  { width: 300, height: 250 },
  { width: 728, height: 90 },
  { width: 160, height: 600 },
  { width: 300, height: 600 },
];
export const SERVING_REGIONS = ['CA-QC', 'CA-ON', 'CA-BC', 'CA-AB', null];
/** 20 sizes (issue 13 §3's inventory): 100x250 to 480x250. */
export const TWENTY_SIZES = Array.from({ length: 20 }, (_, i) => ({ width: 100 + i * 20, height: 250 }));

/**
 * The decision benches' portal (issue 13 §3): `lineItems` over the twenty sizes and every region, listening on a free
 * loopback port, its serving copy read and checked to fill both slots of DECIDE_PATH.
 */
export async function decisionPortal(
  lineItems = 1000,
): Promise<{ app: App; address: string; answer: string }> {
  const app = await servingPortal();
  await seedInventory(app, { lineItems, sizes: TWENTY_SIZES, regions: 'all' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const answer = await fetch(`${address}${DECIDE_PATH}`, { headers: DECIDE_HEADERS }).then((r) => r.text());
  if (!(JSON.parse(answer) as { slots: unknown[] }).slots.every(Boolean))
    throw new Error('a slot went unfilled');
  return { app, address, answer };
}
