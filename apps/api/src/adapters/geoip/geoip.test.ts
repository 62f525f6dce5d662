import { describe, expect, it } from 'vitest';
import { createIpLocator, publicAddress } from './index.ts';

/** The IP database adapter (issue 31 §2): which addresses are looked up, and what the shipped database answers. */

describe('publicAddress', () => {
  it('leaves out loopback, private, carrier-grade NAT, link-local and unique local addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.20',
      '100.64.0.1',
      '169.254.1.1',
      '0.1.2.3',
      'fd12:3456::1',
      'fe80::1',
      'FEBF::1',
    ]) {
      expect(publicAddress(ip), ip).toBeNull();
    }
  });

  it('keeps public addresses, an IPv4-mapped one read as IPv4', () => {
    expect(publicAddress('24.48.0.1')).toBe('24.48.0.1');
    expect(publicAddress('::ffff:24.48.0.1')).toBe('24.48.0.1');
    expect(publicAddress('172.32.0.1')).toBe('172.32.0.1');
    expect(publicAddress('100.128.0.1')).toBe('100.128.0.1');
    expect(publicAddress('2607:fa49::1')).toBe('2607:fa49::1');
    expect(publicAddress('fec0::1')).toBe('fec0::1');
  });

  it('refuses what is not an address', () => {
    for (const ip of ['', 'junk', '1.2.3', '1.2.3.256', '1.2.3.4.5', '1..2.3', '24.48.0.1, 10.0.0.1']) {
      expect(publicAddress(ip), ip).toBeNull();
    }
  });
});

describe('createIpLocator', () => {
  it('reads the shipped database only for a public address, then places it by province and city', () => {
    const loads: unknown[] = [];
    const locate = createIpLocator({ onLoad: (info) => loads.push(info) });
    expect(locate('127.0.0.1')).toBeNull();
    expect(locate('192.168.1.20')).toBeNull();
    expect(loads).toHaveLength(0);
    expect(locate('99.224.0.1')).toEqual({ region: 'CA-ON', city: 'Toronto' });
    expect(locate('24.48.0.1')).toEqual({ region: 'CA-QC', city: 'Montreal' });
    expect(locate('2607:fa49::1')).toEqual({ region: 'CA-QC', city: 'Terrebonne' });
    // Known by its country only: neither province nor city.
    expect(locate('8.8.8.8')).toEqual({ region: null, city: null });
    expect(loads).toHaveLength(1);
  });
});
