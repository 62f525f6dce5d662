import { useQuery } from '@tanstack/react-query';
import { http } from './http/index.ts';
import { intlLocale } from './i18n.ts';
import type { Language } from './domain.ts';
import { calendarDate, DEFAULT_TIMEZONE, MIN_ORDER_VALUE_CENTS } from '@portal/domain';

/**
 * Feature flags, the agencies switch and the platform notice (spec §1, §6). The build gives defaults
 * (`VITE_*`, with the spec's values: every flag on, agencies disabled); the server's runtime settings
 * (`GET /api/v2/settings`, docs/decisions/0001) override them once they arrive, so one build serves every
 * environment. The platform notice comes from the server only (PLATFORM_NOTICE_DATE, issue 16): no build shows it.
 */

export interface PlatformNotice {
  /** ISO date (YYYY-MM-DD) of the closure. */
  date: string;
  fr: string | null;
  en: string | null;
}

/** The card processor's hosted tokenisation page (spec §7 Finance, §9: the profile id is configuration). */
export interface PaymentSettings {
  profileId: string;
  /** Absolute, or a path on the portal's own origin (the sandbox's page, served by the API). */
  hostedUrl: string;
}

export interface PortalSettings {
  features: {
    duplicateOrder: boolean;
    conversionPixels: boolean;
    pixelTracking: boolean;
    personalizedSegments: boolean;
    captcha: boolean;
  };
  agenciesDisabled: boolean;
  platformNotice: PlatformNotice | null;
  /** The reCAPTCHA site key; the captcha shows only when the flag is on and a key is set (issue 3). */
  recaptchaSiteKey: string | null;
  payment: PaymentSettings;
  /** The minimum budget of a standard order in cents (spec §5 MIN_ORDER_VALUE) and the platform time zone. */
  minOrderValueCents: number;
  timeZone: string;
  /** Where people write for help (SUPPORT_EMAIL, issue 31 §14): the footer's link; null: none. */
  supportEmail: string | null;
}

type Env = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

/** `true`/`1`/`yes`/`on` and their opposites; anything else keeps the default. */
export function flag(value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (v === undefined || v === '') return fallback;
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  return fallback;
}

export function settingsFromEnv(env: Env): PortalSettings {
  return {
    features: {
      duplicateOrder: flag(env.VITE_FEATURE_DUPLICATE_ORDER, true),
      conversionPixels: flag(env.VITE_FEATURE_CONVERSION_PIXELS, true),
      pixelTracking: flag(env.VITE_FEATURE_PIXEL_TRACKING, true),
      personalizedSegments: flag(env.VITE_FEATURE_PERSONALIZED_SEGMENTS, true),
      captcha: flag(env.VITE_FEATURE_CAPTCHA, true),
    },
    agenciesDisabled: flag(env.VITE_AGENCIES_DISABLED, true),
    platformNotice: null,
    // Only the server knows the site key (GET /api/v2/settings).
    recaptchaSiteKey: null,
    payment: {
      profileId: env.VITE_PAYMENT_PROFILE_ID?.trim() || 'sandbox-profile',
      hostedUrl: env.VITE_PAYMENT_HT_URL?.trim() || '/sandbox/payments/hosted',
    },
    minOrderValueCents: MIN_ORDER_VALUE_CENTS,
    timeZone: DEFAULT_TIMEZONE,
    supportEmail: null,
  };
}

export const buildSettings: PortalSettings = settingsFromEnv(import.meta.env as Env);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's answer laid over the build's settings; fields it lacks or mistypes keep the build's value. */
export function mergeSettings(base: PortalSettings, server: unknown): PortalSettings {
  if (!isObject(server)) return base;
  const features = { ...base.features };
  if (isObject(server.features)) {
    for (const key of Object.keys(features) as (keyof PortalSettings['features'])[]) {
      if (typeof server.features[key] === 'boolean') features[key] = server.features[key];
    }
  }
  let platformNotice = base.platformNotice;
  if (server.platformNotice === null) platformNotice = null;
  else if (isObject(server.platformNotice) && typeof server.platformNotice.date === 'string') {
    const { date, fr, en } = server.platformNotice;
    platformNotice = { date, fr: typeof fr === 'string' ? fr : null, en: typeof en === 'string' ? en : null };
  }
  const payment = { ...base.payment };
  if (isObject(server.payment)) {
    if (typeof server.payment.profileId === 'string') payment.profileId = server.payment.profileId;
    if (typeof server.payment.hostedUrl === 'string' && server.payment.hostedUrl) {
      payment.hostedUrl = server.payment.hostedUrl;
    }
  }
  return {
    features,
    payment,
    minOrderValueCents:
      typeof server.minOrderValueCents === 'number' && Number.isInteger(server.minOrderValueCents)
        ? server.minOrderValueCents
        : base.minOrderValueCents,
    timeZone: typeof server.timeZone === 'string' && server.timeZone ? server.timeZone : base.timeZone,
    supportEmail: typeof server.supportEmail === 'string' ? server.supportEmail : base.supportEmail,
    agenciesDisabled:
      typeof server.agenciesDisabled === 'boolean' ? server.agenciesDisabled : base.agenciesDisabled,
    platformNotice,
    recaptchaSiteKey:
      server.recaptchaSiteKey === null || typeof server.recaptchaSiteKey === 'string'
        ? server.recaptchaSiteKey || null
        : base.recaptchaSiteKey,
  };
}

/** The site key when the captcha is to be shown (flag on and a key configured), else null. */
export function captchaSiteKey(settings: PortalSettings): string | null {
  return settings.features.captcha ? settings.recaptchaSiteKey : null;
}

export const settingsQuery = {
  queryKey: ['settings'],
  queryFn: async (): Promise<PortalSettings> => mergeSettings(buildSettings, await http.get('/settings')),
  staleTime: Infinity,
  retry: false,
} as const;

export function useSettings(): PortalSettings {
  const { data } = useQuery(settingsQuery);
  return data ?? buildSettings;
}

/** A YYYY-MM-DD date written out for the locale ("31 octobre 2025", "October 31, 2025"); other text as is. */
export function formatNoticeDate(date: string, lang: Language): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  if (!day) return date;
  const value = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(value);
}

/**
 * The notice's message in a language, or null when no date is set (spec §1: hidden when unset). A configured
 * text wins over the default message; `{{date}}` in it is replaced by the date formatted for the language. The
 * default message is told whether the date has passed (from the day after it, in the platform's time zone): "will
 * close" becomes "closed".
 */
export function platformNoticeMessage(
  notice: PlatformNotice | null,
  lang: Language,
  defaultMessage: (formattedDate: string, past: boolean) => string,
  timeZone: string,
  now: Date = new Date(),
): string | null {
  if (!notice?.date) return null;
  const date = formatNoticeDate(notice.date, lang);
  const custom = notice[lang];
  if (custom) return custom.replaceAll('{{date}}', date);
  const day = /^\d{4}-\d{2}-\d{2}/.exec(notice.date)?.[0];
  return defaultMessage(date, day !== undefined && calendarDate(now, timeZone) > day);
}
