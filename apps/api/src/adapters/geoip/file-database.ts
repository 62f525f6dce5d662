import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * geoip-lite's shipped database read from its files, not from memory (issue 31 §2): the package reads its 146 MB of
 * data files into buffers (about 150 MB more resident memory, and 0.4–0.8 s of a blocked event loop on the first
 * public visitor), which broke the memory budget (#13 §4: 350 MB) of a portal serving visitors its CDN does not
 * locate. Here only a sparse index stays in memory (every STEP-th record's first address: about 140 KB); a lookup
 * reads one block of STEP records and one location record with positional reads, which the page cache keeps warm.
 *
 * The files' layout is geoip-lite's own (lib/geoip.js, its `lookup4` and `lookup6`): sorted, non-overlapping ranges;
 * IPv4 records of 24 bytes (first and last address as u32 big-endian, then the location's number), IPv6 records of
 * 48 bytes (first and last address on 16 bytes each, compared on their first 64 bits as geoip-lite does, then the
 * location's number); locations of 88 bytes (country on 2, region on 3, …, city on the last 46), 0xFFFFFFFF meaning
 * none. The answers are geoip-lite's: file-database.test.ts compares both on addresses all over the space.
 */

export interface FileLocation {
  country: string;
  region: string;
  city: string;
}

const STEP = 128;
const LOCATION_SIZE = 88;
const NO_LOCATION = 0xffffffff;

interface Table {
  fd: number;
  recordSize: number;
  /** 1 for IPv4 (one u32), 2 for IPv6 (the first 64 bits as two u32). */
  words: 1 | 2;
  records: number;
  /** Each block's first address, `words` u32 a block. */
  index: Uint32Array;
  /** Where the location's number is in a record. */
  locationAt: number;
  /** Where the range's last address is in a record. */
  endAt: number;
}

function openTable(file: string, recordSize: number, words: 1 | 2): Table {
  const fd = fs.openSync(file, 'r');
  const records = Math.floor(fs.fstatSync(fd).size / recordSize);
  const index = new Uint32Array(Math.ceil(records / STEP) * words);
  // Read in chunks of whole blocks: sequential reads, whether the file is in the page cache or not.
  const chunkRecords = STEP * 512;
  const chunk = Buffer.allocUnsafe(chunkRecords * recordSize);
  for (let first = 0; first < records; first += chunkRecords) {
    const count = Math.min(chunkRecords, records - first);
    fs.readSync(fd, chunk, 0, count * recordSize, first * recordSize);
    for (let r = 0; r < count; r += STEP) {
      const block = (first + r) / STEP;
      for (let w = 0; w < words; w += 1)
        index[block * words + w] = chunk.readUInt32BE(r * recordSize + w * 4);
    }
  }
  return {
    fd,
    recordSize,
    words,
    records,
    index,
    locationAt: words === 1 ? 8 : 32,
    endAt: words === 1 ? 4 : 16,
  };
}

/** -1, 0 or 1 as (hi, lo) compares to the `words` u32 at `at` of `values`. */
function compare(hi: number, lo: number, values: Uint32Array | Buffer, at: number, words: 1 | 2): number {
  const h = values instanceof Buffer ? values.readUInt32BE(at) : values[at]!;
  if (hi !== h) return hi < h ? -1 : 1;
  if (words === 1) return 0;
  const l = values instanceof Buffer ? values.readUInt32BE(at + 4) : values[at + 1]!;
  return lo === l ? 0 : lo < l ? -1 : 1;
}

function text(buffer: Buffer, from: number, to: number): string {
  const end = buffer.indexOf(0, from);
  return buffer.toString('utf8', from, end >= 0 && end < to ? end : to);
}

export class FileIpDatabase {
  private readonly v4: Table;
  private readonly v6: Table;
  private readonly names: number;
  private readonly block: Buffer;
  private readonly location = Buffer.allocUnsafe(LOCATION_SIZE);

  constructor(dataDir = FileIpDatabase.shippedDataDir()) {
    this.v4 = openTable(path.join(dataDir, 'geoip-city.dat'), 24, 1);
    this.v6 = openTable(path.join(dataDir, 'geoip-city6.dat'), 48, 2);
    this.names = fs.openSync(path.join(dataDir, 'geoip-city-names.dat'), 'r');
    this.block = Buffer.allocUnsafe(STEP * 48);
  }

  /** The data folder of the geoip-lite package installed with the portal. */
  static shippedDataDir(): string {
    return path.join(path.dirname(createRequire(import.meta.url).resolve('geoip-lite/package.json')), 'data');
  }

  /** An IPv4 address given as a number (0 … 2³² − 1). */
  lookup4(address: number): FileLocation | null {
    return this.find(this.v4, address, 0);
  }

  /** An IPv6 address given as its first 64 bits. */
  lookup6(hi: number, lo: number): FileLocation | null {
    return this.find(this.v6, hi, lo);
  }

  close(): void {
    fs.closeSync(this.v4.fd);
    fs.closeSync(this.v6.fd);
    fs.closeSync(this.names);
  }

  private find(table: Table, hi: number, lo: number): FileLocation | null {
    const { index, words, recordSize } = table;
    // The last block whose first address is at or before the address.
    let low = 0;
    let high = index.length / words - 1;
    if (high < 0 || compare(hi, lo, index, 0, words) < 0) return null;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (compare(hi, lo, index, mid * words, words) >= 0) low = mid;
      else high = mid - 1;
    }
    const first = low * STEP;
    const count = Math.min(STEP, table.records - first);
    fs.readSync(table.fd, this.block, 0, count * recordSize, first * recordSize);
    // The last record of the block starting at or before it; the address must be within its range.
    let a = 0;
    let b = count - 1;
    while (a < b) {
      const mid = (a + b + 1) >> 1;
      if (compare(hi, lo, this.block, mid * recordSize, words) >= 0) a = mid;
      else b = mid - 1;
    }
    if (compare(hi, lo, this.block, a * recordSize + table.endAt, words) > 0) return null;
    const locationId = this.block.readUInt32BE(a * recordSize + table.locationAt);
    if (locationId === NO_LOCATION) return null;
    const read = fs.readSync(this.names, this.location, 0, LOCATION_SIZE, locationId * LOCATION_SIZE);
    if (read < LOCATION_SIZE) return null;
    const country = text(this.location, 0, 2);
    if (country === '') return null;
    return {
      country,
      region: text(this.location, 2, 5),
      city: text(this.location, 42, LOCATION_SIZE),
    };
  }
}

/** The first 64 bits of a valid IPv6 address as two u32 ('2001:db8::1' → [0x20010db8, 0]). */
export function ipv6High(address: string): [number, number] {
  // An IPv4 tail ('64:ff9b::1.2.3.4') is two groups of the low 64 bits: counted, its value never read.
  const plain = address.includes('.') ? address.replace(/[^:]*\.[^:]*$/, '0:0') : address;
  const [head = '', tail] = plain.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const g = (i: number) => parseInt(groups[i] ?? '0', 16) || 0;
  return [(g(0) * 0x10000 + g(1)) >>> 0, (g(2) * 0x10000 + g(3)) >>> 0];
}
