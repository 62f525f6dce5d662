import { describe, expect, it } from 'vitest';
import { Generations } from './generations.ts';

describe('Generations', () => {
  it('keeps the most recently set entries, between half and twice half of them, the newest value of each', () => {
    const map = new Generations<number>(3);
    for (let i = 0; i < 10; i += 1) map.set(`k${i}`, i);
    // k0..k8 went by in turns of three; k9 is young, k6..k8 old.
    expect([...Array(10).keys()].map((i) => map.get(`k${i}`))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      6,
      7,
      8,
      9,
    ]);
    map.set('k7', 70);
    expect(map.get('k7')).toBe(70);
    map.delete('k7');
    expect(map.get('k7')).toBeUndefined();
    expect(map.size).toBeLessThanOrEqual(6);
    map.clear();
    expect(map.get('k9')).toBeUndefined();
  });
});
