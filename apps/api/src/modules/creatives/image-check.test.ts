import { describe, expect, it } from 'vitest';
import { makeGif, makeJpeg, makePng, makePngDeclaring, padPngTo, SVG } from '../../test/creatives.ts';
import { CREATIVE_MAX_PIXELS, checkCreativeImage } from './image-check.ts';

const codes = async (bytes: Buffer, expected = { width: 300, height: 250 }, filename = 'creative.png') => {
  const check = await checkCreativeImage({ filename, bytes }, expected);
  return check.ok ? [] : check.violations.map((v) => `${v.path.join('.')}:${v.code}`);
};

describe('checkCreativeImage', () => {
  it('passes PNG, JPEG and GIF files of the exact size, typed by their bytes', async () => {
    for (const [make, type] of [
      [makePng, 'png'],
      [makeJpeg, 'jpg'],
      [makeGif, 'gif'],
    ] as const) {
      const check = await checkCreativeImage(
        { filename: 'whatever.txt', bytes: await make(300, 250) },
        {
          width: 300,
          height: 250,
        },
      );
      expect(check).toMatchObject({ ok: true, image: { type, width: 300, height: 250 } });
    }
  });

  it('judges a file without a known type by its bytes, never by its name', async () => {
    expect(await codes(Buffer.from('plain text'), undefined, 'creative.png')).toEqual(['asset:image']);
    expect(await codes(SVG, undefined, 'creative.gif')).toEqual(['asset:image']);
  });

  it('refuses a header above the pixel limit before decoding, even when it is the expected size', async () => {
    const bomb = await makePngDeclaring(20_000, 20_000);
    // Only the limit stops it: the size is the one expected, and a decode would fail as corrupt ('image').
    expect(await codes(bomb, { width: 20_000, height: 20_000 })).toEqual(['asset:dimensions']);
    const side = Math.floor(Math.sqrt(CREATIVE_MAX_PIXELS)) + 1;
    expect(await codes(await makePngDeclaring(side, side), { width: side, height: side })).toEqual([
      'asset:dimensions',
    ]);
  });

  it('refuses a file whose header is below the limit but whose pixels do not decode', async () => {
    expect(await codes(await makePngDeclaring(300, 250))).toEqual(['asset:image']);
  });

  it('reports the weight with the format or the size refusals', async () => {
    const heavy = padPngTo(await makePng(300, 251), 151 * 1024);
    expect(await codes(heavy)).toEqual(['asset:dimensions', 'asset:size']);
  });
});
