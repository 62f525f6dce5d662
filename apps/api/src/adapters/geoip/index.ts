import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';

/**
 * Where an IP address is (issue 31 §2): the province or state and the city, from the IP database shipped inside the
 * geoip-lite package (MaxMind's GeoLite2, read from node_modules: nothing is downloaded at run time). Ad serving asks
 * it for a visitor the CDN's headers did not locate.
 *
 * The database takes about 150 MB of memory and 0.8 s to read, so it is read on the first address that needs it —
 * never in a process whose visitors all come located by the CDN's headers, nor for loopback or private addresses
 * (a test, a proxy on the same network) — and then answers in about 2 µs.
 */

export interface IpLocation {
  /** 'CA-QC'; null when the database knows only the country, or nothing. */
  region: string | null;
  /** 'Montreal', as the database names it; null when unknown. */
  city: string | null;
}

export type LocateIp = (ip: string) => IpLocation | null;

interface GeoipLite {
  lookup(ip: string): { country?: string; region?: string; city?: string } | null;
}

const REGION = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

/** Addresses no database places: loopback, private networks, link-local, carrier-grade NAT, unique local. */
const unlocatable = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  unlocatable.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  unlocatable.addSubnet(net, prefix, 'ipv6');
}

/** An address worth looking up: well-formed and public (an IPv4-mapped IPv6 address read as IPv4). */
export function publicAddress(ip: string): string | null {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0) return null;
  return unlocatable.check(address, family === 4 ? 'ipv4' : 'ipv6') ? null : address;
}

export interface IpLocatorOptions {
  /** Told once the database is read: how long it took and how much the process's memory grew. */
  onLoad?: (info: { ms: number; rssMb: number }) => void;
}

/** A locator reading the shipped database on its first public address. */
export function createIpLocator(options: IpLocatorOptions = {}): LocateIp {
  let db: GeoipLite | null = null;
  return (ip) => {
    const address = publicAddress(ip);
    if (address === null) return null;
    if (!db) {
      const started = performance.now();
      const rss = process.memoryUsage.rss();
      db = createRequire(import.meta.url)('geoip-lite') as GeoipLite;
      options.onLoad?.({
        ms: Math.round(performance.now() - started),
        rssMb: Math.round((process.memoryUsage.rss() - rss) / 1e6),
      });
    }
    const found = db.lookup(address);
    if (!found?.country) return null;
    const region = found.region ? `${found.country}-${found.region}`.toUpperCase() : null;
    return {
      region: region && REGION.test(region) ? region : null,
      city: found.city ? found.city : null,
    };
  };
}
