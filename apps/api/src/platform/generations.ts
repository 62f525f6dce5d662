/**
 * A map bounded by generations: entries go to the young map; once it holds `half` entries it becomes the old one and
 * the previous old one is dropped whole. Reads look in the young map, then the old. Between `half` and twice `half`
 * entries are kept, the most recently set ones.
 *
 * Instead of forgetting the oldest entry one at a time (`map.delete(map.keys().next().value)`): V8 leaves a hole for
 * each deleted entry until the table is rebuilt, and a new iterator walks over every hole before the first live entry,
 * so at 50,000 entries that eviction cost ~14 µs each time (bench/README.md, session 11).
 */
export class Generations<V> {
  private young = new Map<string, V>();
  private old = new Map<string, V>();

  constructor(private readonly half: number) {}

  get(key: string): V | undefined {
    return this.young.get(key) ?? this.old.get(key);
  }

  set(key: string, value: V): void {
    this.young.set(key, value);
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
  }

  delete(key: string): void {
    this.young.delete(key);
    this.old.delete(key);
  }

  clear(): void {
    this.young = new Map();
    this.old = new Map();
  }

  /** Entries kept, an entry set again since the last turn counted twice. */
  get size(): number {
    return this.young.size + this.old.size;
  }
}
