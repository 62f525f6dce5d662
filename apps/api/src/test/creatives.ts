import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TCreativePlaceholder } from '@portal/domain';
import { portalLineItems, portalOrders } from '../modules/orders/tables.ts';
import { users } from '../platform/db/schema.ts';
import type { TestApp } from './app.ts';
import type { Answer, Json } from './factories.ts';

/**
 * Test helpers of the creatives module: real images made with sharp (and hand-made PNG chunks for what sharp would
 * not write: padding to an exact weight, a header declaring a huge size), an order and line item of a user made
 * through the ad-server port and the portal's tables, and multipart calls over real HTTP.
 */

type Rgb = { r: number; g: number; b: number };
const RED: Rgb = { r: 200, g: 30, b: 30 };

function canvas(width: number, height: number, background: Rgb = RED) {
  return sharp({ create: { width, height, channels: 3, background } });
}

export const makePng = (width: number, height: number) => canvas(width, height).png().toBuffer();
export const makeJpeg = (width: number, height: number) => canvas(width, height).jpeg().toBuffer();
export const makeGif = (width: number, height: number) => canvas(width, height).gif().toBuffer();
export const makeWebp = (width: number, height: number) => canvas(width, height).webp().toBuffer();

/** A PNG of random pixels: it does not compress, so 300x250 weighs about 220 KB. */
export function makeNoisyPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG padded with a tEXt chunk before IEND to weigh exactly `bytes`: still a valid PNG of the same size. */
export function padPngTo(png: Buffer, bytes: number): Buffer {
  const iend = png.length - 12;
  const overhead = 12 + 'Comment\0'.length;
  const fill = bytes - png.length - overhead;
  if (fill < 0) throw new Error(`the PNG already weighs ${png.length} bytes`);
  const text = chunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(fill, 0x61)]));
  const padded = Buffer.concat([png.subarray(0, iend), text, png.subarray(iend)]);
  if (padded.length !== bytes) throw new Error('padding went wrong');
  return padded;
}

/** A small PNG whose header (IHDR) declares width x height: a decompression bomb's shape, without its weight. */
export async function makePngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makePng(1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** An animated GIF of `frames` frames of width x height, each its own colour. */
export async function makeAnimatedGif(width: number, height: number, frames = 2): Promise<Buffer> {
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      canvas(width, height, { r: 40 + i * 60, g: 20, b: 20 })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pages, { join: { animated: true } })
    .gif({ delay: pages.map(() => 100) })
    .toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250"><script>alert(1)</script></svg>',
);

// ---------------------------------------------------------------------------------------------------------------

export interface Campaign {
  orderId: number;
  lineItemId: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** An order with one line item, the user's, made through the ad-server port and the portal's ownership tables. */
export async function createCampaign(
  t: TestApp,
  owner: number | string,
  opts: {
    placeholders?: TCreativePlaceholder[];
    native?: boolean;
    nativeFormatId?: number | null;
    name?: string;
  } = {},
): Promise<Campaign> {
  const { adServer } = t.app;
  // user_id is a string on the wire (spec §3); the tables hold numbers.
  const ownerId = Number(owner);
  const types = await adServer.getOrderTypes();
  const type = types.find((ty) => ty.name === (opts.native ? 'native' : 'standard'));
  if (!type) throw new Error('no order type');
  const order = await adServer.createOrder({
    name: opts.name ?? `Campagne ${Math.random().toString(36).slice(2)}`,
    advertiserId: ownerId,
    type: { typeId: type.typeId, customFieldId: type.customFieldId },
  });
  const now = t.clock.now();
  const placeholders =
    opts.placeholders ??
    (opts.native ? [{ size: { width: 1, height: 1 } }] : [{ size: { width: 300, height: 250 } }]);
  const [lineItem] = await adServer.createLineItems([
    {
      orderId: order.id,
      name: 'Élément 1',
      startDateTime: new Date(now.getTime() + DAY).toISOString(),
      endDateTime: new Date(now.getTime() + 30 * DAY).toISOString(),
      units: 100_000,
      creativePlaceholders: placeholders,
      nativeFormatId: opts.native
        ? opts.nativeFormatId === undefined
          ? 11900001
          : opts.nativeFormatId
        : null,
    },
  ]);
  if (!lineItem) throw new Error('no line item');
  const db = t.app.database.db;
  await db
    .insert(portalOrders)
    .values({ id: order.id, ownerId, name: order.name, createdAt: now, updatedAt: now });
  await db.insert(portalLineItems).values({
    id: lineItem.id,
    orderId: order.id,
    ownerId,
    units: 100_000,
    budgetCents: 30_000,
    createdAt: now,
    updatedAt: now,
  });
  return { orderId: order.id, lineItemId: lineItem.id };
}

/** Gives a user a permission role (staff are made by an admin; tests go straight to the table). */
export async function setRole(
  t: TestApp,
  userId: number | string,
  role: 'user' | 'editor' | 'admin',
): Promise<void> {
  await t.app.database.db
    .update(users)
    .set({ role })
    .where(eq(users.id, Number(userId)));
}

// ---------------------------------------------------------------------------------------------------------------

export interface FilePart {
  bytes: Buffer;
  filename?: string;
  type?: string;
}

export type FormValues = Record<string, string | number | FilePart | undefined>;

/** A multipart call over real HTTP (fetch's FormData); `language` sets the header the messages follow. */
export async function sendForm(
  t: TestApp,
  method: 'POST' | 'PUT',
  path: string,
  opts: {
    token?: string;
    language?: 'fr' | 'en';
    values: FormValues;
    extraFiles?: FilePart[];
    headers?: Record<string, string>;
  },
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(opts.values)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      form.append(
        name,
        new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }),
        value.filename ?? 'file',
      );
    } else {
      form.append(name, String(value));
    }
  }
  for (const extra of opts.extraFiles ?? []) {
    form.append(
      'other',
      new Blob([extra.bytes], { type: extra.type ?? 'image/png' }),
      extra.filename ?? 'x.png',
    );
  }
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.language) headers.language = opts.language;
  const res = await fetch(`${t.url}${path}`, { method, headers, body: form });
  const text = await res.text();
  let body: Json = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, body, headers: res.headers };
}

export const png = (bytes: Buffer, filename = 'creative.png', type = 'image/png'): FilePart => ({
  bytes,
  filename,
  type,
});
