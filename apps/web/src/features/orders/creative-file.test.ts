import { describe, expect, it } from 'vitest';
import { fileProblems } from './creative-file.ts';

const picked = (name: string, type: string, bytes: number, width?: number, height?: number) => ({
  file: new File([new Uint8Array(bytes)], name, { type }),
  url: 'blob:test',
  width,
  height,
});
const expected = { width: 300, height: 250 };

describe('the checks of a creative file (spec §5)', () => {
  it('accepts a PNG of the exact size and at most 150 KB', () => {
    expect(fileProblems(picked('a.png', 'image/png', 150 * 1024, 300, 250), expected, 'en')).toEqual([]);
  });

  it('refuses another size, naming the expected one', () => {
    expect(fileProblems(picked('a.png', 'image/png', 1000, 728, 90), expected, 'en')).toEqual([
      'The source file must be 300 x 250 pixels',
    ]);
  });

  it('refuses a file above 150 KB and a file that is not an image, in French too', () => {
    expect(fileProblems(picked('a.png', 'image/png', 150 * 1024 + 1, 300, 250), expected, 'en')[0]).toMatch(
      /150KB/,
    );
    expect(fileProblems(picked('a.pdf', 'application/pdf', 1000), expected, 'fr')[0]).toMatch(
      /\.gif, \.jpg ou \.png/,
    );
  });

  it('refuses a file whose bytes are no image, whatever its name and type (issue 31 §21)', () => {
    const text = {
      ...picked('a.png', 'image/png', 20),
      leadingBytes: new TextEncoder().encode('Bonjour'),
      decodes: false,
    };
    expect(fileProblems(text, expected, 'en')).toEqual([
      'The source file must be a .gif, .jpg or .png image',
    ]);
  });
});
