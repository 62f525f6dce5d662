/**
 * The counted beacons of one hour's decisions (beacons.ts), kept compact: a decision's nonce is its process's random
 * prefix (8 characters) and a base-36 counter (decision-token.ts), so each kind and prefix holds a bitmap of its
 * counters — one bit a decision, in chunks of 65,536 — instead of a string per beacon. Millions of strings held for
 * a day weigh on every garbage collection; the bitmaps do not. A nonce of another form is kept as a string.
 */

const PREFIX = 8;
const CHUNK_BITS = 65_536;
const COUNTER = /^[0-9a-z]{1,10}$/;

export class CountedNonces {
  /** kind + prefix → chunk number → bitmap. */
  private readonly bitmaps = new Map<string, Map<number, Uint8Array>>();
  private readonly others = new Set<string>();

  /** Counts kind + nonce; false when it already was. */
  add(kind: 'I' | 'C', nonce: string): boolean {
    const at = this.locate(kind, nonce, true);
    if (!at) {
      const key = kind + nonce;
      if (this.others.has(key)) return false;
      this.others.add(key);
      return true;
    }
    const [bitmap, byte, mask] = at;
    if (bitmap[byte]! & mask) return false;
    bitmap[byte]! |= mask;
    return true;
  }

  /** Forgets kind + nonce (a beacon that could not be logged). */
  delete(kind: 'I' | 'C', nonce: string): void {
    const at = this.locate(kind, nonce, false);
    if (at) at[0][at[1]]! &= ~at[2];
    else this.others.delete(kind + nonce);
  }

  /** The bitmap, byte and bit of a nonce of the signer's form; null for another form. */
  private locate(kind: 'I' | 'C', nonce: string, create: boolean): [Uint8Array, number, number] | null {
    const tail = nonce.slice(PREFIX);
    if (nonce.length <= PREFIX || !COUNTER.test(tail)) return null;
    const counter = parseInt(tail, 36);
    const chunk = Math.floor(counter / CHUNK_BITS);
    const bit = counter % CHUNK_BITS;
    const key = kind + nonce.slice(0, PREFIX);
    let chunks = this.bitmaps.get(key);
    if (!chunks) {
      if (!create) return null;
      this.bitmaps.set(key, (chunks = new Map()));
    }
    let bitmap = chunks.get(chunk);
    if (!bitmap) {
      if (!create) return null;
      chunks.set(chunk, (bitmap = new Uint8Array(CHUNK_BITS / 8)));
    }
    return [bitmap, bit >> 3, 1 << (bit & 7)];
  }
}
