import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecisionSigner, readDecisionClaims } from './decision-token.ts';

const claims = (i: number) => ({
  lineItemId: 1000 + (i % 7),
  creativeId: 50_000 + (i % 5),
  visitor: i % 2 === 0 ? '' : '0123456789abcdef0123456789abcdef',
  issuedAt: 1_790_000_000_000 + Math.floor(i / 3),
});

describe('DecisionSigner', () => {
  it('signs ids whose claims it reads back, with nonces counting in base 36 across every digit carry', () => {
    const signer = new DecisionSigner(randomBytes(32));
    const nonces = new Set<string>();
    let prefix = '';
    for (let i = 1; i <= 1400; i += 1) {
      const token = signer.sign(claims(i));
      const read = signer.verify(token);
      expect(read).toMatchObject(claims(i));
      expect(readDecisionClaims(token)).toEqual(read);
      prefix ||= read!.nonce.slice(0, 8);
      // The counter after the process's prefix: 1, 2, … z, 10, … zz, 100 … (the beacons' bitmaps read it so).
      expect(read!.nonce).toBe(prefix + i.toString(36));
      nonces.add(read!.nonce);
    }
    expect(nonces.size).toBe(1400);
  });

  it('refuses an id altered anywhere, or signed with another secret', () => {
    const secret = randomBytes(32);
    const token = new DecisionSigner(secret).sign(claims(1));
    expect(new DecisionSigner(secret).verify(token)).not.toBeNull();
    expect(new DecisionSigner(randomBytes(32)).verify(token)).toBeNull();
    const [li, ...rest] = token.split('.');
    // Another line item with the same MAC: refused.
    expect(new DecisionSigner(secret).verify([`${li}1`, ...rest].join('.'))).toBeNull();
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(new DecisionSigner(secret).verify(flipped)).toBeNull();
  });

  it("carries the visitor's region when it has the form ids carry, and reads ids signed without one", () => {
    const signer = new DecisionSigner(randomBytes(32));
    const withRegion = signer.sign({ ...claims(1), region: 'CA-QC' });
    expect(signer.verify(withRegion)).toMatchObject({ ...claims(1), region: 'CA-QC' });
    // Tampering with the region breaks the MAC.
    expect(signer.verify(withRegion.replace('.CA-QC.', '.CA-ON.'))).toBeNull();
    const odd = signer.sign({ ...claims(2), region: 'québec' });
    expect(signer.verify(odd)).not.toBeNull();
    expect(signer.verify(odd)!.region).toBeUndefined();
    expect(signer.verify(signer.sign(claims(3)))!.region).toBeUndefined();
  });
});
