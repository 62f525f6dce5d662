import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  isAfterCursor,
  ZCursorLimitSchema,
  ZCursorSchema,
} from './pagination.ts';

describe('cursor pagination', () => {
  it('decodes the cursors it encodes, URL-safe', () => {
    const cursor = encodeCursor({ at: Date.UTC(2026, 10, 28, 4, 0, 0, 123), id: 987654 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ at: Date.UTC(2026, 10, 28, 4, 0, 0, 123), id: 987654 });
  });

  it('refuses what it did not encode', () => {
    for (const bad of [
      '',
      'abc',
      '!!!',
      btoa('[2,1,1]'),
      btoa('[1,"x",1]'),
      btoa('[1,1,0]'),
      'A'.repeat(201),
    ]) {
      expect(decodeCursor(bad), bad).toBeNull();
      expect(ZCursorSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('bounds the limit from 1 to 100', () => {
    expect(ZCursorLimitSchema.safeParse('0').success).toBe(false);
    expect(ZCursorLimitSchema.safeParse('101').success).toBe(false);
    expect(ZCursorLimitSchema.parse('100')).toBe(100);
  });

  it('orders newest first: an earlier time, or the same time and a smaller id, comes after', () => {
    const cursor = { at: 1000, id: 5 };
    expect(isAfterCursor({ at: 999, id: 9 }, cursor)).toBe(true);
    expect(isAfterCursor({ at: 1000, id: 4 }, cursor)).toBe(true);
    expect(isAfterCursor({ at: 1000, id: 5 }, cursor)).toBe(false);
    expect(isAfterCursor({ at: 1001, id: 1 }, cursor)).toBe(false);
  });
});
