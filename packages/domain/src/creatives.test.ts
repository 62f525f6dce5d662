import { describe, expect, it } from 'vitest';
import type { TCreative } from './entities/creative.ts';
import {
  allCreativesActive,
  placeholderSizeOf,
  allCreativesSet,
  canActivate,
  coversPlaceholder,
  creativesInReview,
} from './creatives.ts';
import { creativeImageFormat, validateCreativeFile } from './creative-file.ts';
import { displaySize, formatSize, parseSize } from './sizes.ts';
import { ZSizeTextSchema } from './requests/creatives.ts';

type Slot = Pick<TCreative, 'size' | 'status' | 'destinationUrl' | 'asset' | 'assetUrl'>;
const creative = (width: number, height: number, overrides: Partial<Slot> = {}): Slot => ({
  size: { width, height },
  status: 'ACTIVE',
  destinationUrl: 'https://example.com',
  asset: null,
  assetUrl: null,
  ...overrides,
});
const placeholders = [{ size: { width: 300, height: 250 } }, { size: { width: 728, height: 90 } }];

describe('creatives of a line item', () => {
  it('are all set when each placeholder size has a creative with a destination or an asset', () => {
    expect(
      allCreativesSet({
        creativePlaceholders: placeholders,
        creatives: [creative(300, 250), creative(728, 90, { destinationUrl: '', asset: 'a.png' })],
      }),
    ).toBe(true);
  });

  it('are not all set when a size has no creative, or one with neither destination nor asset', () => {
    expect(allCreativesSet({ creativePlaceholders: placeholders, creatives: [creative(300, 250)] })).toBe(
      false,
    );
    expect(
      allCreativesSet({
        creativePlaceholders: placeholders,
        creatives: [creative(300, 250), creative(728, 90, { destinationUrl: '' })],
      }),
    ).toBe(false);
  });

  it('are all active when each size has an ACTIVE creative', () => {
    const creatives = [creative(300, 250), creative(728, 90, { status: 'INACTIVE' }), creative(728, 90)];
    expect(allCreativesActive({ creativePlaceholders: placeholders, creatives })).toBe(true);
    expect(allCreativesActive({ creativePlaceholders: placeholders, creatives: creatives.slice(0, 2) })).toBe(
      false,
    );
  });

  it('are in review when each size has an IN_REVIEW creative', () => {
    const inReview = [
      creative(300, 250, { status: 'IN_REVIEW' }),
      creative(728, 90, { status: 'IN_REVIEW' }),
    ];
    expect(creativesInReview({ creativePlaceholders: placeholders, creatives: inReview })).toBe(true);
    expect(
      creativesInReview({ creativePlaceholders: placeholders, creatives: [inReview[0], creative(728, 90)] }),
    ).toBe(false);
  });

  it('refuses activation when any selected creative is already approved', () => {
    expect(canActivate([{ approbation: 'IN_REVIEW' }, { approbation: 'REFUSED' }])).toBe(true);
    expect(canActivate([{ approbation: 'IN_REVIEW' }, { approbation: 'APPROVED' }])).toBe(false);
    expect(canActivate([])).toBe(false);
  });
});

describe('creative file', () => {
  const file = { name: 'ad.png', type: 'image/png', size: 150 * 1024, width: 300, height: 250 };

  it('accepts a png of 150 KB at the expected size', () => {
    expect(validateCreativeFile(file, { width: 300, height: 250 })).toEqual([]);
  });

  it('refuses one byte over 150 KB', () => {
    expect(validateCreativeFile({ ...file, size: 150 * 1024 + 1 })).toEqual([
      { code: 'size', params: { size: 150 }, path: ['asset'] },
    ]);
  });

  it('refuses another format, an empty file and another pixel size', () => {
    const codes = validateCreativeFile(
      { ...file, name: 'ad.svg', type: 'image/svg+xml', size: 0, width: 320 },
      { width: 300, height: 250 },
    ).map((v) => v.code);
    expect(codes).toEqual(['image', 'IMAGE_FILE_EMPTY', 'dimensions']);
  });
});

describe('a creative file judged by its bytes (issue 31 §21)', () => {
  const file = { name: 'ad.png', type: 'image/png', size: 1000 };
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const text = new TextEncoder().encode('Bonjour!');

  it('reads GIF, JPEG and PNG from their leading bytes, and nothing else', () => {
    expect(creativeImageFormat(png)).toBe('png');
    expect(creativeImageFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(creativeImageFormat(new TextEncoder().encode('GIF89a'))).toBe('gif');
    expect(creativeImageFormat(text)).toBeUndefined();
    expect(creativeImageFormat(new Uint8Array([0x89, 0x50]))).toBeUndefined();
  });

  it('refuses a text file named .png, and an image that does not decode', () => {
    expect(validateCreativeFile({ ...file, leadingBytes: text }).map((v) => v.code)).toEqual(['image']);
    expect(validateCreativeFile({ ...file, leadingBytes: png, decodes: false }).map((v) => v.code)).toEqual([
      'image',
    ]);
    expect(validateCreativeFile({ ...file, leadingBytes: png, decodes: true })).toEqual([]);
    // Without its bytes (what the server hands over: it reads them itself), the name and type are judged alone.
    expect(validateCreativeFile(file)).toEqual([]);
  });
});

describe('sizes as text', () => {
  it('reads "300x250" and writes it back', () => {
    expect(parseSize('300x250')).toEqual({ width: 300, height: 250 });
    expect(parseSize(' 728 X 90 ')).toEqual({ width: 728, height: 90 });
    expect(formatSize({ width: 1, height: 1 })).toBe('1x1');
  });

  it('writes a size for the screens with the multiplication sign, from either form', () => {
    expect(displaySize({ width: 300, height: 250 })).toBe('300 × 250');
    expect(displaySize('728x90')).toBe('728 × 90');
    expect(displaySize('native')).toBe('native');
  });

  it('refuses what is not a positive size', () => {
    expect(parseSize('300')).toBeUndefined();
    expect(parseSize('0x250')).toBeUndefined();
    expect(parseSize('300x250x1')).toBeUndefined();
    expect(ZSizeTextSchema.safeParse('big').error?.issues[0].message).toBe('SIZE_FORMAT');
  });
});

describe('placeholderSizeOf', () => {
  const native = { size: { width: 300, height: 250 }, nativeStyleId: 7 };
  it('puts a native creative in the 1x1 native placeholder', () => {
    expect(placeholderSizeOf(native, [{ size: { width: 1, height: 1 } }])).toEqual({ width: 1, height: 1 });
  });
  it('keeps the size of a native creative whose own size is a placeholder', () => {
    expect(
      placeholderSizeOf(native, [{ size: { width: 300, height: 250 } }, { size: { width: 1, height: 1 } }]),
    ).toEqual({ width: 300, height: 250 });
  });
  it('keeps the size of an image creative', () => {
    const image = { size: { width: 300, height: 250 }, nativeStyleId: null };
    expect(placeholderSizeOf(image, [{ size: { width: 1, height: 1 } }])).toEqual({
      width: 300,
      height: 250,
    });
  });
});

describe('coversPlaceholder', () => {
  const native = { size: { width: 300, height: 250 }, nativeStyleId: 7 };
  const standard = { size: { width: 300, height: 250 }, nativeStyleId: null };
  const onePixel = { size: { width: 1, height: 1 } };
  it('lets a native 300x250 creative cover the native 1x1 placeholder', () => {
    expect(coversPlaceholder(native, onePixel)).toBe(true);
  });
  it('does not let a standard 300x250 creative cover the 1x1 placeholder', () => {
    expect(coversPlaceholder(standard, onePixel)).toBe(false);
  });
  it('matches a standard creative to a placeholder of its size only', () => {
    expect(coversPlaceholder(standard, { size: { width: 300, height: 250 } })).toBe(true);
    expect(coversPlaceholder(standard, { size: { width: 728, height: 90 } })).toBe(false);
  });
  it('makes a native line item all set, active and in review through its native creative', () => {
    const lineItem = (status: 'ACTIVE' | 'IN_REVIEW') => ({
      creativePlaceholders: [onePixel],
      creatives: [{ ...native, status, destinationUrl: 'https://example.com', asset: null, assetUrl: null }],
    });
    expect(allCreativesSet(lineItem('IN_REVIEW'))).toBe(true);
    expect(creativesInReview(lineItem('IN_REVIEW'))).toBe(true);
    expect(allCreativesActive(lineItem('ACTIVE'))).toBe(true);
  });
});
