import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ZEmailSchema,
  ZPasswordSchema,
  ZPhoneSchema,
  ZUrlSchema,
  ZVerificationCodeSchema,
  isEmail,
  isPhone,
  isStrongPassword,
  isUrl,
  normalizeEmail,
  normalizeUrl,
  validateNewEmail,
} from './credentials.ts';
import { issueToRule } from './issues.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('URL', () => {
  it('accepts addresses starting with ftp, http or https', () => {
    expect(['ftp://files.example.com', 'http://example.com', 'https://example.com/a?b=c'].every(isUrl)).toBe(
      true,
    );
  });

  it('refuses other schemes, spaces and double quotes', () => {
    expect(
      [
        'www.example.com',
        'mailto:a@b.ca',
        'https://exa mple.com',
        'https://example.com/"x"',
        'javascript:alert(1)',
      ].some(isUrl),
    ).toBe(false);
  });

  it('reports URL_INVALID from the schema', () => {
    expect(messages(ZUrlSchema.safeParse('example.com'))).toEqual(['URL_INVALID']);
  });

  it('refuses an address a browser cannot read', () => {
    expect(['http://[::1', 'https://exa%mple.com/', 'http://a:b:c/'].some(isUrl)).toBe(false);
    expect(messages(ZUrlSchema.safeParse('https://exa%mple.com/'))).toEqual(['URL_INVALID']);
  });

  it('gives a destination in its normalised form, fit for a Location header (issue 28)', () => {
    expect(ZUrlSchema.parse(' https://example.com/pri€e ')).toBe('https://example.com/pri%E2%82%ACe');
    expect(ZUrlSchema.parse('https://example.com/中文')).toBe('https://example.com/%E4%B8%AD%E6%96%87');
    expect(ZUrlSchema.parse('https://exemple.café/a')).toBe('https://exemple.xn--caf-dma/a');
    expect(ZUrlSchema.parse('https://Example.COM')).toBe('https://example.com/');
    expect(normalizeUrl('https://example.com/a?b=c')).toBe('https://example.com/a?b=c');
    expect(normalizeUrl('http://[::1')).toBeUndefined();
  });

  it('normalises every URL it accepts into one that is only Latin-1 and accepted again, unchanged', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string(), (url, tail) => {
        const candidate = `${url}/${tail}`;
        if (!isUrl(candidate)) return;
        const normal = normalizeUrl(candidate)!;
        expect(normal).toMatch(/^[\x21-\x7e]+$/);
        expect(isUrl(normal)).toBe(true);
        expect(normalizeUrl(normal)).toBe(normal);
      }),
    );
  });
});

describe('email', () => {
  it('accepts a usual address and trims it', () => {
    expect(isEmail('marie.tremblay@exemple.ca')).toBe(true);
    expect(ZEmailSchema.parse('  a@b.ca ')).toBe('a@b.ca');
  });

  it('reports only required for an empty email', () => {
    expect(ZEmailSchema.safeParse('').error?.issues.map(issueToRule)).toEqual([
      { code: 'required', params: {} },
    ]);
  });

  it('reports email for a malformed address', () => {
    expect(messages(ZEmailSchema.safeParse('a@b'))).toEqual(['email']);
  });

  it('refuses a new email equal to the current one, whatever its case', () => {
    expect(validateNewEmail('Marie@Exemple.ca', ' marie@exemple.ca')).toEqual({
      code: 'EMAIL_NO_CHANGE_NEEDED_EXCEPTION',
      params: {},
    });
    expect(validateNewEmail('marie@exemple.ca', 'marie2@exemple.ca')).toBeNull();
    expect(normalizeEmail(' A@B.CA ')).toBe('a@b.ca');
  });
});

describe('phone', () => {
  it('accepts 1 (ddd) ddd-dddd', () => {
    expect(isPhone('1 (514) 555-0199')).toBe(true);
  });

  it('refuses other writings', () => {
    expect(['514-555-0199', '1 (514) 5550199', '(514) 555-0199', '1 (514) 555-01999'].some(isPhone)).toBe(
      false,
    );
    expect(ZPhoneSchema.safeParse('5145550199').error?.issues[0]).toMatchObject({
      message: 'PHONE_INVALID',
      params: { format: '1 (ddd) ddd-dddd' },
    });
  });
});

describe('password', () => {
  it('accepts 8 characters with an uppercase letter, a lowercase letter and a digit', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
  });

  it('refuses 7 characters', () => {
    expect(isStrongPassword('Abcdef1')).toBe(false);
  });

  it('refuses a password missing an uppercase letter, a lowercase letter or a digit', () => {
    expect(['abcdefg1', 'ABCDEFG1', 'Abcdefgh'].some(isStrongPassword)).toBe(false);
  });

  it('reports InvalidPasswordException with the minimum length', () => {
    expect(ZPasswordSchema.safeParse('weak').error?.issues[0]).toMatchObject({
      message: 'InvalidPasswordException',
      params: { min: 8 },
    });
  });

  it('accepts any password made of the three kinds of character from 8 characters on', () => {
    const part = (chars: string) => fc.string({ unit: fc.constantFrom(...chars), minLength: 1 });
    fc.assert(
      fc.property(
        part('ABCXYZÉ'),
        part('abcxyzé'),
        part('0123456789'),
        fc.string(),
        (upper, lower, digits, rest) => {
          const password = `${upper}${lower}${digits}${rest}`;
          return isStrongPassword(password) === password.length >= 8;
        },
      ),
    );
  });
});

describe('verification code', () => {
  it('accepts six digits and refuses five', () => {
    expect(ZVerificationCodeSchema.parse(' 123456 ')).toBe('123456');
    expect(ZVerificationCodeSchema.safeParse('12345').error?.issues[0]).toMatchObject({
      message: 'digits',
      params: { length: 6 },
    });
  });
});
