/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Front prefix segment stripped from incoming paths (spec §2): `/public/fr/...` -> `/fr/...`. Default `public`. */
  readonly VITE_PUBLIC_PREFIX?: string;
  /** Platform notice (spec §1): ISO date; the notice is hidden when unset. */
  readonly VITE_PLATFORM_NOTICE_DATE?: string;
  /** Platform notice text per language; `{{date}}` is replaced by the date formatted for the locale. */
  readonly VITE_PLATFORM_NOTICE_FR?: string;
  readonly VITE_PLATFORM_NOTICE_EN?: string;
  /** Feature flags (spec §6), `true`/`false`; on by default, as in the product's build. */
  readonly VITE_FEATURE_DUPLICATE_ORDER?: string;
  readonly VITE_FEATURE_CONVERSION_PIXELS?: string;
  readonly VITE_FEATURE_PIXEL_TRACKING?: string;
  readonly VITE_FEATURE_PERSONALIZED_SEGMENTS?: string;
  readonly VITE_FEATURE_CAPTCHA?: string;
  /** Agencies area disabled (spec §6): true by default. */
  readonly VITE_AGENCIES_DISABLED?: string;
  /** The card processor's profile id and hosted tokenisation page (spec §7 Finance); the server's settings win. */
  readonly VITE_PAYMENT_PROFILE_ID?: string;
  readonly VITE_PAYMENT_HT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
