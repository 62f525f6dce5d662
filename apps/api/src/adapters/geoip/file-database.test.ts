import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { FileIpDatabase, ipv6High } from './file-database.ts';

/**
 * The file-read database answers what geoip-lite answers from memory (file-database.ts), on addresses spread over the
 * whole IPv4 and IPv6 space (a fixed pseudo-random sequence: the same addresses every run), and keeps little memory.
 */

interface GeoipLite {
  lookup(ip: string): { country: string; region: string; city: string } | null;
}

const geoip = createRequire(import.meta.url)('geoip-lite') as GeoipLite;
const files = new FileIpDatabase();
afterAll(() => files.close());

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const expected = (ip: string) => {
  const found = geoip.lookup(ip);
  return found?.country ? { country: found.country, region: found.region, city: found.city } : null;
};

describe('the shipped IP database read from its files', () => {
  it('answers as geoip-lite on 20,000 IPv4 addresses, Canadian ones included', () => {
    const next = random(31);
    const addresses = [
      '24.48.0.1',
      '99.224.0.1',
      '142.169.1.1',
      '206.47.0.1',
      '8.8.8.8',
      '1.0.0.0',
      '255.255.255.255',
    ];
    for (let i = 0; i < 20_000; i += 1) {
      const n = Math.floor(next() * 2 ** 32);
      addresses.push([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'));
    }
    let located = 0;
    for (const ip of addresses) {
      const [a, b, c, d] = ip.split('.').map(Number) as [number, number, number, number];
      const found = files.lookup4(((a << 24) >>> 0) + (b << 16) + (c << 8) + d);
      // geoip-lite itself answers nothing for its three private ranges; the adapter never asks for them.
      if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip)) continue;
      expect(found, ip).toEqual(expected(ip));
      if (found?.city) located += 1;
    }
    // The comparison means something: many addresses have a city.
    expect(located).toBeGreaterThan(5_000);
  });

  it('answers as geoip-lite on IPv6 addresses of the allocated space', () => {
    const next = random(6);
    const addresses = ['2001:4860:4860::8888', '2607:f8b0:4020:800::1', '2605:8d80:400::1', '::ffff:0:0'];
    for (let i = 0; i < 5_000; i += 1) {
      const groups = [
        0x2000 + Math.floor(next() * 0x1000),
        ...Array.from({ length: 3 }, () => Math.floor(next() * 0x10000)),
      ];
      addresses.push(`${groups.map((g) => g.toString(16)).join(':')}::1`);
    }
    for (const ip of addresses) {
      if (ip.startsWith('::ffff:')) continue;
      expect(files.lookup6(...ipv6High(ip)), ip).toEqual(expected(ip));
    }
  });

  it('reads an IPv6 address as geoip-lite compares it, on its first 64 bits', () => {
    expect(ipv6High('2001:db8::1')).toEqual([0x20010db8, 0]);
    expect(ipv6High('2001:db8:1:2:3:4:5:6')).toEqual([0x20010db8, 0x00010002]);
    expect(ipv6High('::1')).toEqual([0, 0]);
    expect(ipv6High('64:ff9b::1.2.3.4')).toEqual([0x0064ff9b, 0]);
    expect(ipv6High('fe80:1:2:3::')).toEqual([0xfe800001, 0x00020003]);
  });
});
