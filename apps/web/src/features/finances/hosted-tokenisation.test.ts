import { describe, expect, it } from 'vitest';
import { hostedFrame, readFrameHeight, readTokenisationAnswer } from './hosted-tokenisation.ts';

describe('the hosted card page', () => {
  it('is framed with the profile id and the language, and its origin is the one to trust', () => {
    const own = hostedFrame(
      { profileId: 'sandbox-profile', hostedUrl: '/sandbox/payments/hosted' },
      'en',
      'https://portal.example/en/hub/finances/payment-methods/',
    );
    expect(own).toEqual({
      src: 'https://portal.example/sandbox/payments/hosted?profileId=sandbox-profile&lang=en',
      origin: 'https://portal.example',
    });
    const processor = hostedFrame(
      { profileId: 'ht 1', hostedUrl: 'https://pay.example.com/HPPtoken/index.php?x=1' },
      'fr',
      'https://portal.example/',
    );
    expect(processor.src).toBe('https://pay.example.com/HPPtoken/index.php?x=1&profileId=ht+1&lang=fr');
    expect(processor.origin).toBe('https://pay.example.com');
  });

  it('reads the answer as a JSON text or an object, and nothing else', () => {
    const answer = { responseCode: ['001'], dataKey: 'ot-1', errorMessage: null };
    expect(readTokenisationAnswer(JSON.stringify(answer))).toMatchObject(answer);
    expect(readTokenisationAnswer({ responseCode: ['943', '945'] })?.responseCode).toEqual(['943', '945']);
    expect(readTokenisationAnswer('tokenize')).toBeNull();
    expect(readTokenisationAnswer({ type: 'resize', height: 10 })).toBeNull();
  });

  it('takes the height the page asks for, within bounds', () => {
    expect(readFrameHeight('{"type":"resize","height":181.2}')).toBe(182);
    expect(readFrameHeight({ type: 'resize', height: 5 })).toBe(120);
    expect(readFrameHeight({ type: 'resize', height: 1e6 })).toBe(640);
    expect(readFrameHeight({ type: 'resize', height: 'big' })).toBeNull();
    expect(readFrameHeight({ responseCode: ['001'] })).toBeNull();
  });
});
