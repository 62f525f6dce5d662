import { describe, expect, it } from 'vitest';
import { CountedNonces } from './counted-nonces.ts';

describe('counted nonces', () => {
  it('counts each kind and nonce once, apart per kind, per process prefix and across chunks', () => {
    const nonces = new CountedNonces();
    const prefix = 'AbCd-_12';
    for (const counter of [1, 65_535, 65_536, 36 ** 6 + 5]) {
      const nonce = prefix + counter.toString(36);
      expect(nonces.add('I', nonce)).toBe(true);
      expect(nonces.add('I', nonce)).toBe(false);
      expect(nonces.add('C', nonce)).toBe(true);
    }
    expect(nonces.add('I', `${prefix}2`)).toBe(true);
    expect(nonces.add('I', `zzzzzzzz1`)).toBe(true);
  });

  it('forgets a nonce that could not be logged, and keeps nonces of another form as they are', () => {
    const nonces = new CountedNonces();
    nonces.add('I', 'AbCd-_12a');
    nonces.delete('I', 'AbCd-_12a');
    expect(nonces.add('I', 'AbCd-_12a')).toBe(true);
    for (const odd of ['short', 'AbCd-_12-not-base36', 'AbCd-_12ZZ']) {
      expect(nonces.add('C', odd)).toBe(true);
      expect(nonces.add('C', odd)).toBe(false);
      nonces.delete('C', odd);
      expect(nonces.add('C', odd)).toBe(true);
    }
    // Forgetting a nonce never counted changes nothing.
    nonces.delete('I', 'Other-12b');
    expect(nonces.add('I', 'Other-12b')).toBe(true);
  });
});
