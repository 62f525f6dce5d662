/**
 * The business constants and limits of spec §9, each written once. Anything that needs one of these numbers
 * imports it from here; no other file spells them.
 */

/** Rate: 3 dollars per 1000 impressions, in cents (spec §9). */
export const CPM_RATE_CENTS = 300;
export const IMPRESSIONS_PER_CPM = 1000;

/**
 * Minimum budget of a standard order: 100 dollars by default (spec §5, §9). The API overrides it from the
 * environment (MIN_ORDER_VALUE, in dollars), so budget rules take the minimum as a parameter with this default.
 */
export const MIN_ORDER_VALUE_CENTS = 10_000;

/**
 * The most units (impressions) one line item may book: 100 million, i.e. 300,000 dollars at the CPM rate, far
 * beyond what a self-service campaign buys (issue 11). It keeps a line item's budget in cents (30,000,000) well
 * inside the int4 columns that hold it, with room for 70 such line items in one order's total.
 */
export const MAX_LINE_ITEM_UNITS = 100_000_000;

/** Frequency caps (spec §5, §9). */
export const MAX_FREQUENCY_CAPS = 10;
export const MIN_IMPRESSIONS_PER_CAP = 1;
export const MAX_IMPRESSIONS_PER_CAP = 511;
export const MIN_FREQUENCY_DURATION = 1;
/** The longest duration per time unit; LIFETIME has no duration limit. */
export const FREQUENCY_DURATION_LIMITS = { MINUTE: 120, HOUR: 48, DAY: 14, WEEK: 26, MONTH: 6 } as const;

/** Credentials and session (spec §4, §7, §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_RESEND_COUNT = 10;
export const VERIFICATION_CODE_LENGTH = 6;
export const GET_RETRIES = 3;
export const REFRESH_TIMEOUT_MS = 25_000;
export const CHUNK_TIMEOUT_MS = 120_000;

/** Layout (spec §2, §9). */
export const MOBILE_BREAKPOINT_PX = 480;
export const SMALL_BREAKPOINT_PX = 576;
export const SCROLL_OFFSET_PX = 20;

/** Native creatives: default size 300x250 without aspect-ratio lock, placeholder 1x1 (spec §3, §9). */
export const NATIVE_DEFAULT_SIZE = { width: 300, height: 250 } as const;
export const NATIVE_PLACEHOLDER_SIZE = { width: 1, height: 1 } as const;

/** Languages: fr and en, fr by default (spec §1, §9). */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
/** The cookie holding the chosen language (spec §1). */
export const LOCALE_COOKIE = 'locale';

/** Personalised segments (spec §5, §9). */
export const SEGMENT_PAGE_VIEWS_MIN = 1;
export const SEGMENT_PAGE_VIEWS_MAX = 12;
export const SEGMENT_PAGE_VIEWS_DEFAULT = 1;
export const SEGMENT_MEMBERSHIP_DAYS_MIN = 1;
export const SEGMENT_MEMBERSHIP_DAYS_MAX = 540;
export const SEGMENT_MEMBERSHIP_DAYS_DEFAULT = 30;
export const PERSONALIZED_SEGMENT_PARENT_ID = 99_999_999;
/** The ad server's pool of audience pixel ids (AUDIENCE_PIXEL_POOL_SIZE): creating a segment takes one. */
export const AUDIENCE_PIXEL_POOL_SIZE_DEFAULT = 500;
/**
 * Below this many members a personalised segment can be targeted and serves to its members, but the wizard says its
 * delivery will be tiny (issue 31 §10).
 */
export const SEGMENT_MIN_DELIVERABLE_SIZE = 100;

/** Conversion pixel lookback windows, in days (spec §5, §9). */
export const CONVERSION_LOOKBACK_MIN_DAYS = 1;
export const CONVERSION_LOOKBACK_MAX_DAYS = 30;
/** Not in the spec: the ad server's own default window, used when a form leaves it empty. */
export const CONVERSION_LOOKBACK_DEFAULT_DAYS = 30;

/** Creative file: .gif, .jpg or .png, at most this weight (spec §5). */
export const CREATIVE_MAX_KB = 150;
export const CREATIVE_IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png'] as const;
export const CREATIVE_IMAGE_MIME_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;

/** Flight dates: the end is at most this many days ahead of today (spec §5 "not too far in the future"). */
export const FLIGHT_MAX_DAYS_AHEAD = 365;

/** The platform time zone for calendar rules (architecture.md, env TIMEZONE). */
export const DEFAULT_TIMEZONE = 'America/Toronto';

/** Voucher start and expiry dates are shown two days earlier (spec §9). */
export const VOUCHER_DATE_SHIFT_DAYS = 2;

/** The currency of every amount (a Canadian portal billing in dollars). */
export const CURRENCY = 'CAD';

// "Download my data" (issue 16): kept here, beside no schema, so that the shell's footer imports no zod.
/** How long a ready archive can be downloaded, in hours; after that its link answers 410 EXPORT_EXPIRED. */
export const DATA_EXPORT_VALID_HOURS = 24;

/** The id of the profile's "Download my data" section (the notice's and the e-mail's link end in #<id>). */
export const DATA_EXPORT_SECTION_ID = { fr: 'mes-donnees', en: 'my-data' } as const;

/**
 * The session token's custom user-id claim (spec §3). Here rather than beside the claims' schema (entities/user.ts):
 * the browser's token check reads it without loading the schemas (issue 13 §1).
 */
export const USER_ID_CLAIM = 'custom:user_id';
