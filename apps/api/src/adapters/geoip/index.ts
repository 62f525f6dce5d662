import { isIP } from 'node:net';
import { FileIpDatabase, ipv6High } from './file-database.ts';

/**
 * Where an IP address is (issue 31 §2): the province or state and the city, from the IP database shipped inside the
 * geoip-lite package (MaxMind's GeoLite2, read from node_modules: nothing is downloaded at run time). Ad serving asks
 * it for a visitor the CDN's headers did not locate.
 *
 * The database is read from its files (file-database.ts: a sparse index of about 140 KB in memory, not geoip-lite's
 * 150 MB of buffers), opened on the first address that needs it — never in a process whose visitors all come located
 * by the CDN's headers, nor for loopback or private addresses (a test, a proxy on the same network) — and a visitor's
 * address is kept once located.
 */

export interface IpLocation {
  /** 'CA-QC'; null when the database knows only the country, or nothing. */
  region: string | null;
  /** 'Montreal', as the database names it; null when unknown. */
  city: string | null;
}

export type LocateIp = (ip: string) => IpLocation | null;

const REGION = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

/** An IPv4 address as a number, or null when it is not one ('24.48.0.1' → 405274625). */
function ipv4(address: string): number | null {
  let value = 0;
  let part = -1;
  let parts = 0;
  for (let i = 0; i <= address.length; i += 1) {
    const c = i < address.length ? address.charCodeAt(i) : 46;
    if (c === 46) {
      if (part < 0 || parts === 4) return null;
      value = value * 256 + part;
      parts += 1;
      part = -1;
    } else if (c >= 48 && c <= 57) {
      part = part < 0 ? c - 48 : part * 10 + c - 48;
      if (part > 255) return null;
    } else return null;
  }
  return parts === 4 ? value : null;
}

/** IPv4 networks no database places: this network, private, carrier-grade NAT, loopback, link-local. */
const UNLOCATABLE_V4: readonly (readonly [number, number])[] = (
  [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ] as const
).map(([net, bits]) => [ipv4(net)!, 2 ** (32 - bits)] as const);

/**
 * An address worth looking up: well-formed and public (an IPv4-mapped IPv6 address read as IPv4); null for loopback,
 * private, link-local and unique local ones. Read by hand: it runs on every decision the headers did not locate, and
 * node:net's BlockList took 5 µs (the decision's own work is about 4).
 */
export function publicAddress(ip: string): string | null {
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  const v4 = ipv4(address);
  if (v4 !== null) {
    for (const [start, size] of UNLOCATABLE_V4) if (v4 >= start && v4 < start + size) return null;
    return address;
  }
  if (isIP(address) !== 6) return null;
  const lower = address.toLowerCase();
  if (lower === '::' || lower === '::1') return null;
  const colon = lower.indexOf(':');
  const first = colon === 4 ? lower.slice(0, 4) : '';
  // fc00::/7 (unique local), fe80::/10 (link-local).
  if (first.startsWith('fc') || first.startsWith('fd')) return null;
  if (first >= 'fe80' && first <= 'febf') return null;
  return address;
}

export interface IpLocatorOptions {
  /** Told once the database is opened: how long it took and how much the process's memory grew. */
  onLoad?: (info: { ms: number; rssMb: number }) => void;
  /** geoip-lite's data folder (tests); the installed package's by default. */
  dataDir?: string;
}

/** Addresses answered from memory: a visitor's next decisions cost no read (cleared whole when full). */
const CACHED_ADDRESSES = 20_000;

/** A locator opening the shipped database (file-database.ts) on its first public address. */
export function createIpLocator(options: IpLocatorOptions = {}): LocateIp {
  let db: FileIpDatabase | null = null;
  const cache = new Map<string, IpLocation | null>();
  return (ip) => {
    const address = publicAddress(ip);
    if (address === null) return null;
    const cached = cache.get(address);
    if (cached !== undefined) return cached;
    if (!db) {
      const started = performance.now();
      const rss = process.memoryUsage.rss();
      db = new FileIpDatabase(options.dataDir);
      options.onLoad?.({
        ms: Math.round(performance.now() - started),
        rssMb: Math.round((process.memoryUsage.rss() - rss) / 1e6),
      });
    }
    const v4 = ipv4(address);
    const found = v4 !== null ? db.lookup4(v4) : db.lookup6(...ipv6High(address));
    let location: IpLocation | null = null;
    if (found?.country) {
      const region = found.region ? `${found.country}-${found.region}`.toUpperCase() : null;
      location = {
        region: region && REGION.test(region) ? region : null,
        city: found.city ? found.city : null,
      };
    }
    if (cache.size >= CACHED_ADDRESSES) cache.clear();
    cache.set(address, location);
    return location;
  };
}
