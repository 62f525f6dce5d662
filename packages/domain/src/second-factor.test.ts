import { describe, expect, it } from 'vitest';
import {
  ZSecondFactorCodeSchema,
  ZTotpCodeSchema,
  asksSecondFactor,
  canonicalRecoveryCode,
  isRecoveryCode,
  isTotpCode,
  mustTurnOnSecondFactor,
} from './second-factor.ts';

describe('second-factor codes (issue 33)', () => {
  it('takes six digits as an app code, spaces dropped, not five nor seven', () => {
    expect(ZTotpCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(ZTotpCodeSchema.safeParse('12345').success).toBe(false);
    expect(ZTotpCodeSchema.safeParse('1234567').success).toBe(false);
    expect(ZTotpCodeSchema.safeParse('12345a').error?.issues[0]?.message).toBe('digits');
  });

  it('takes a recovery code in any case, with or without its dash, never a look-alike letter', () => {
    expect(isRecoveryCode('k7m2x-9qw4p')).toBe(true);
    expect(isRecoveryCode('k7m2x9qw4p')).toBe(true);
    expect(ZSecondFactorCodeSchema.parse('K7M2X-9QW4P')).toBe('k7m2x-9qw4p');
    expect(canonicalRecoveryCode('K7M2X9QW4P')).toBe('k7m2x-9qw4p');
    for (const lookAlike of ['k7m2x-9qw4o', 'k7m2x-9qw41', 'k7m2x-9qw4l', 'k7m2x-9qw4i', 'k7m2x-9qw40'])
      expect(isRecoveryCode(lookAlike)).toBe(false);
    expect(isRecoveryCode('k7m2-9qw4p')).toBe(false);
    expect(isTotpCode('k7m2x-9qw4p')).toBe(false);
  });

  it('refuses anything else at the second step with its own code', () => {
    expect(ZSecondFactorCodeSchema.safeParse('hello').error?.issues[0]?.message).toBe(
      'SECOND_FACTOR_CODE_FORMAT',
    );
    expect(ZSecondFactorCodeSchema.parse('123456')).toBe('123456');
  });

  it("tells a login's challenge from a session", () => {
    const challenge = {
      secondFactorRequired: true as const,
      challenge: 'x',
      expiresAt: '2026-01-01T00:00:00.000Z',
      methods: ['totp' as const],
      passkey: null,
    };
    expect(asksSecondFactor(challenge)).toBe(true);
    expect(asksSecondFactor({ jwtToken: 't', user: {} as never })).toBe(false);
  });

  it('asks staff, and only staff, to turn the factor on when the setting says so', () => {
    expect(mustTurnOnSecondFactor('editor', true, false)).toBe(true);
    expect(mustTurnOnSecondFactor('ADMIN', true, false)).toBe(true);
    expect(mustTurnOnSecondFactor('admin', true, true)).toBe(false);
    expect(mustTurnOnSecondFactor('admin', false, false)).toBe(false);
    expect(mustTurnOnSecondFactor('user', true, false)).toBe(false);
  });
});
