/**
 * Every code a rule or a schema of this package can report: the generic rules of spec §5, the codes that zod's
 * own checks are translated to (see issues.ts), and the domain's rules. Each has a message in both catalogues
 * (locales/{fr,en}/validation.json), which a test checks.
 */
export const GENERIC_RULE_CODES = [
  'alpha',
  'alpha_num',
  'alpha_dash',
  'alpha_spaces',
  'between',
  'confirmed',
  'digits',
  'dimensions',
  'email',
  'excluded',
  'oneOf',
  'ext',
  'mimes',
  'image',
  'integer',
  'length',
  'max',
  'max_value',
  'min',
  'min_value',
  'numeric',
  'regex',
  'required',
  'required_if',
  'size',
  'url',
] as const;

/** What zod's built-in checks become when they have no rule of the table above. */
export const SCHEMA_CODES = [
  'invalid',
  'min_items',
  'max_items',
  'date_format',
  'unrecognized_keys',
] as const;

export const DOMAIN_RULE_CODES = [
  // Credentials and contact (spec §5)
  'URL_INVALID',
  // Every text field: no control characters but tab and newline, no lone surrogates (issue 11)
  'TEXT_INVALID_CHARACTERS',
  'PHONE_INVALID',
  'InvalidPasswordException',
  'EMAIL_NO_CHANGE_NEEDED_EXCEPTION',
  'PROVINCE_INVALID',
  // Two-step verification (issue 33): the app's 6 digits or a recovery code
  'SECOND_FACTOR_CODE_FORMAT',
  // Frequency caps (spec §5)
  'FREQUENCY_CAP_TOO_MANY',
  'FREQUENCY_CAP_IMPRESSIONS_MIN',
  'FREQUENCY_CAP_IMPRESSIONS_MAX',
  'FREQUENCY_CAP_DURATION_MIN',
  'FREQUENCY_CAP_DURATION_MAX',
  'FREQUENCY_CAP_DUPLICATE',
  // Flight dates (spec §5): one code, the reason in params
  'INVALID_DATES',
  // Geo targeting (spec §5)
  'LOCATION_TARGETED_AND_EXCLUDED',
  'LOCATION_PARENT_EXCLUDED',
  'LOCATION_POSTAL_CODE_NOT_EXCLUDABLE',
  // Budget (spec §5)
  'BUDGET_TOO_LOW',
  'BUDGET_BELOW_MINIMUM',
  // Creatives (spec §5)
  'SIZE_FORMAT',
  'IMAGE_FILE_EMPTY',
  'CREATIVE_ALREADY_APPROVED',
  'CREATIVE_REFUSED_CANNOT_ACTIVATE',
  // Promo codes (spec §5)
  'codeActif',
  'invalidRules',
  'invalidCode',
  'INVALID PROMO CODE TYPE',
] as const;

export const VALIDATION_CODES = [...GENERIC_RULE_CODES, ...SCHEMA_CODES, ...DOMAIN_RULE_CODES] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];
export type GenericRuleCode = (typeof GENERIC_RULE_CODES)[number];

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && (VALIDATION_CODES as readonly string[]).includes(value);
}

/** The reasons of INVALID_DATES; each has its own message under `INVALID_DATES_<reason>` (i18next's context). */
export const INVALID_DATES_REASONS = [
  'INVALID_FORMAT',
  'START_IN_PAST',
  'END_IN_PAST',
  'END_BEFORE_START',
  'END_TOO_FAR',
  'RANGE_TOO_LONG',
] as const;
export type InvalidDatesReason = (typeof INVALID_DATES_REASONS)[number];
