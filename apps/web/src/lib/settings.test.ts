import { describe, expect, it } from 'vitest';
import {
  captchaSiteKey,
  flag,
  formatNoticeDate,
  mergeSettings,
  platformNoticeMessage,
  settingsFromEnv,
} from './settings.ts';

describe('settings', () => {
  it('has the spec defaults with nothing configured: flags on, agencies disabled, no notice', () => {
    expect(settingsFromEnv({})).toEqual({
      features: {
        duplicateOrder: true,
        conversionPixels: true,
        pixelTracking: true,
        personalizedSegments: true,
        captcha: true,
      },
      agenciesDisabled: true,
      platformNotice: null,
      recaptchaSiteKey: null,
      payment: { profileId: 'sandbox-profile', hostedUrl: '/sandbox/payments/hosted' },
      minOrderValueCents: 10_000,
      timeZone: 'America/Toronto',
      supportEmail: null,
    });
  });

  it('takes the support address from the server, and none when it has none (issue 31 §14)', () => {
    const base = settingsFromEnv({});
    expect(mergeSettings(base, { supportEmail: 'aide@portail.example' }).supportEmail).toBe(
      'aide@portail.example',
    );
    expect(mergeSettings(base, { supportEmail: 42 }).supportEmail).toBeNull();
    expect(mergeSettings(base, {}).supportEmail).toBeNull();
  });

  it('takes the minimum order value and the time zone from the server', () => {
    const base = settingsFromEnv({});
    expect(mergeSettings(base, { minOrderValueCents: 25_000, timeZone: 'America/Vancouver' })).toMatchObject({
      minOrderValueCents: 25_000,
      timeZone: 'America/Vancouver',
    });
    expect(mergeSettings(base, { minOrderValueCents: '5', timeZone: '' })).toMatchObject({
      minOrderValueCents: 10_000,
      timeZone: 'America/Toronto',
    });
  });

  it('takes the hosted card page from the server settings over the build', () => {
    const base = settingsFromEnv({ VITE_PAYMENT_PROFILE_ID: 'build-profile' });
    expect(base.payment.profileId).toBe('build-profile');
    expect(
      mergeSettings(base, { payment: { profileId: 'ht-123', hostedUrl: 'https://pay.example.com/ht' } })
        .payment,
    ).toEqual({ profileId: 'ht-123', hostedUrl: 'https://pay.example.com/ht' });
    expect(mergeSettings(base, { payment: 'nope' }).payment).toEqual(base.payment);
  });

  it('reads flags from the build environment, never the notice (the server says it, issue 16)', () => {
    const settings = settingsFromEnv({
      VITE_FEATURE_PERSONALIZED_SEGMENTS: 'false',
      VITE_AGENCIES_DISABLED: '0',
      ...({ VITE_PLATFORM_NOTICE_DATE: '2025-10-31' } as object),
    });
    expect(settings.features.personalizedSegments).toBe(false);
    expect(settings.agenciesDisabled).toBe(false);
    expect(settings.platformNotice).toBeNull();
  });

  it('keeps the default for a value it cannot read', () => {
    expect(flag('maybe', true)).toBe(true);
    expect(flag(' OFF ', true)).toBe(false);
  });

  it('lets the server settings override the build, field by field', () => {
    const base = mergeSettings(settingsFromEnv({}), { platformNotice: { date: '2025-10-31' } });
    expect(base.platformNotice?.date).toBe('2025-10-31');
    const merged = mergeSettings(base, {
      features: { personalizedSegments: false, captcha: 'yes' },
      agenciesDisabled: false,
      platformNotice: null,
    });
    expect(merged.features.personalizedSegments).toBe(false);
    expect(merged.features.captcha).toBe(true);
    expect(merged.agenciesDisabled).toBe(false);
    expect(merged.platformNotice).toBeNull();
    expect(mergeSettings(base, 'not json')).toBe(base);
    expect(
      mergeSettings(settingsFromEnv({}), { platformNotice: { date: '2026-01-15', fr: 'Le {{date}}' } })
        .platformNotice,
    ).toEqual({
      date: '2026-01-15',
      fr: 'Le {{date}}',
      en: null,
    });
  });
});

describe('captcha site key', () => {
  it('comes from the server and shows only with the captcha flag on (issue 3)', () => {
    const base = settingsFromEnv({});
    expect(captchaSiteKey(base)).toBeNull();
    const withKey = mergeSettings(base, { recaptchaSiteKey: 'site-key' });
    expect(captchaSiteKey(withKey)).toBe('site-key');
    expect(captchaSiteKey(mergeSettings(withKey, { features: { captcha: false } }))).toBeNull();
    expect(mergeSettings(withKey, { recaptchaSiteKey: null }).recaptchaSiteKey).toBeNull();
    expect(mergeSettings(withKey, { recaptchaSiteKey: 42 }).recaptchaSiteKey).toBe('site-key');
  });
});

describe('platform notice', () => {
  const fallback = (date: string, past: boolean) => `${past ? 'closed' : 'closes'} on ${date}`;

  it('is hidden without a date', () => {
    expect(platformNoticeMessage(null, 'fr', fallback, 'America/Toronto')).toBeNull();
  });

  it('formats the date for the language', () => {
    expect(formatNoticeDate('2025-10-31', 'fr')).toBe('31 octobre 2025');
    expect(formatNoticeDate('2025-10-31', 'en')).toBe('October 31, 2025');
    expect(formatNoticeDate('soon', 'en')).toBe('soon');
  });

  it('uses the default message, or the configured text with its {{date}}', () => {
    const notice = { date: '2025-10-31', fr: 'Fermeture le {{date}}.', en: null };
    const before = new Date('2025-10-01T12:00:00Z');
    expect(platformNoticeMessage(notice, 'en', fallback, 'America/Toronto', before)).toBe(
      'closes on October 31, 2025',
    );
    expect(platformNoticeMessage(notice, 'fr', fallback, 'America/Toronto')).toBe(
      'Fermeture le 31 octobre 2025.',
    );
  });

  it('says the platform closed from the day after its date in the platform’s time zone, and will close until then', () => {
    const notice = { date: '2025-10-31', fr: null, en: null };
    // 03:59 UTC on November 1 is still October 31 in Toronto (UTC−4); 04:01 is November 1 there.
    expect(
      platformNoticeMessage(notice, 'en', fallback, 'America/Toronto', new Date('2025-11-01T03:59:00Z')),
    ).toBe('closes on October 31, 2025');
    expect(
      platformNoticeMessage(notice, 'en', fallback, 'America/Toronto', new Date('2025-11-01T04:01:00Z')),
    ).toBe('closed on October 31, 2025');
  });
});
