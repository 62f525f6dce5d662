/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Front prefix segment stripped from incoming paths (spec §2): `/public/fr/...` -> `/fr/...`. Default `public`. */
  readonly VITE_PUBLIC_PREFIX?: string;
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
