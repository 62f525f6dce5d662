import type { AdCreativeAsset, AdNativeFields } from '../port.ts';

/**
 * The markup a slot receives: an image creative as a linked image, a native creative laid out from its fields (the
 * native template's title, text, advertiser name, prefix and image). Every value is escaped; the markup carries no
 * script, so the publisher's page runs nothing of the advertiser's.
 */

export interface ServedCreative {
  id: number;
  kind: 'IMAGE' | 'NATIVE';
  name: string;
  width: number;
  height: number;
  destinationUrl: string;
  asset: AdCreativeAsset | null;
  native: AdNativeFields | null;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/** Marks where the click URL goes in a creative's markup, so the rest is rendered once per creative. */
const CLICK = '\u0000click\u0000';
const rendered = new WeakMap<ServedCreative, { publicUrl: string; parts: [string, string] }>();

/** The creative's markup around its click URL, rendered once per creative (the serving copy holds the creative). */
export function renderCreative(creative: ServedCreative, clickUrl: string, publicUrl: string): string {
  let cached = rendered.get(creative);
  if (cached?.publicUrl !== publicUrl) {
    const [before, after] = renderMarkup(creative, CLICK, publicUrl).split(CLICK) as [string, string];
    cached = { publicUrl, parts: [before, after] };
    rendered.set(creative, cached);
  }
  return cached.parts[0] + escapeHtml(clickUrl) + cached.parts[1];
}

/** JSON string content (without its quotes). */
const jsonText = (value: string) => JSON.stringify(value).slice(1, -1);

const jsonParts = new WeakMap<
  ServedCreative,
  {
    publicUrl: string;
    size: string;
    lineItemId: number;
    head: string;
    html: string;
    mid: string;
    tail: string;
  }
>();

/**
 * A served slot as JSON, the same as JSON.stringify of its AdSlotDecision, built from parts escaped and joined once per
 * creative (and slot size): what lies between the three copies of the decision id never changes. The decision id
 * (base-36, hex and base64url characters and dots) needs no escaping in HTML nor in JSON.
 */
export function slotJson(
  size: string,
  lineItemId: number,
  creative: ServedCreative,
  id: string,
  publicUrl: string,
): string {
  let parts = jsonParts.get(creative);
  if (parts?.publicUrl !== publicUrl) {
    const [before, after] = renderMarkup(creative, CLICK, publicUrl).split(CLICK) as [string, string];
    const base = jsonText(publicUrl);
    parts = {
      publicUrl,
      size: '',
      lineItemId: 0,
      head: '',
      html: jsonText(before + escapeHtml(`${publicUrl}/ads/v1/c/`)),
      mid: `${jsonText(after)}","impressionUrl":"${base}/ads/v1/i/`,
      tail: `","clickUrl":"${base}/ads/v1/c/`,
    };
    jsonParts.set(creative, parts);
  }
  // A creative served by several line items (or sizes) makes its head again when they alternate: a short join.
  if (parts.size !== size || parts.lineItemId !== lineItemId) {
    parts.size = size;
    parts.lineItemId = lineItemId;
    parts.head =
      `{"size":${JSON.stringify(size)},"lineItemId":${lineItemId},"creativeId":${creative.id},` +
      `"width":${creative.width},"height":${creative.height},"html":"${parts.html}`;
  }
  return `${parts.head}${id}${parts.mid}${id}${parts.tail}${id}"}`;
}

function renderMarkup(creative: ServedCreative, clickUrl: string, publicUrl: string): string {
  const href = clickUrl;
  const src = creative.asset ? escapeHtml(new URL(creative.asset.url, `${publicUrl}/`).toString()) : null;
  const { width, height } = creative;
  if (creative.kind === 'IMAGE' || !creative.native) {
    return (
      `<a href="${href}" target="_blank" rel="noopener sponsored">` +
      `<img src="${src ?? ''}" width="${width}" height="${height}" alt="${escapeHtml(creative.name)}" style="border:0;display:block"></a>`
    );
  }
  const n = creative.native;
  const part = (cls: string, value: string | null) =>
    value ? `<div class="ad-native-${cls}">${escapeHtml(value)}</div>` : '';
  return (
    `<a href="${href}" target="_blank" rel="noopener sponsored" class="ad-native" ` +
    `style="display:block;width:${width}px;max-height:${height}px;overflow:hidden;text-decoration:none;color:inherit;font:14px sans-serif">` +
    part('prefix', n.prefixText) +
    (src ? `<img src="${src}" alt="" style="display:block;max-width:100%;border:0">` : '') +
    part('title', n.title) +
    part('text', n.text) +
    part('advertiser', n.adContentTitle) +
    `</a>`
  );
}
