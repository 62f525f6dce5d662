import { parse } from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { readQuery } from './front.ts';

describe("the decision's query reader", () => {
  it('reads every query as querystring.parse does', () => {
    for (const qs of [
      'sizes=300x250,120x250&url=https%3A%2F%2Fpub.test%2F',
      'sizes=300x250&kv=seg%3D12+34&url=',
      'sizes=1x1&sizes=2x2',
      'sizes=1x1&&kv=a+b%2C&',
      'x',
      '=1',
      'sizes=%E0%A4%A',
      'si%7Aes=1x1',
      '__proto__=1&sizes=1x1',
      'constructor=2&sizes=1x2',
      'a=b=c',
      '',
    ]) {
      expect({ ...readQuery(qs) }, qs).toEqual({ ...parse(qs) });
    }
  });
});
