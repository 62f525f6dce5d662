import { z } from 'zod';
import { ZPhoneExtSchema, ZPhoneSchema } from '../credentials.ts';
import { ZCountryCodeSchema, isRegionOf } from '../regions.ts';
import { addViolations, violation } from '../violations.ts';
import { text } from './common.ts';

/**
 * Company information (spec §3; PUT /user/company of §7): the company, the person's role in it (a job title, not
 * a portal role), country, province or state of that country, phone and extension.
 */
export const ZCompanyInfoShapeSchema = z.object({
  company: text().trim().min(1).max(255),
  role: text().trim().max(255).default(''),
  country: ZCountryCodeSchema,
  province: text().trim().min(1),
  phone: ZPhoneSchema,
  phoneExt: ZPhoneExtSchema.default(''),
  /** The company's street address, city and postal code: optional, shown on its invoices (issue 31 §23). */
  address: text().trim().max(255).default(''),
  city: text().trim().max(120).default(''),
  postalCode: text()
    .trim()
    .max(12)
    .default('')
    .transform((v) => v.toUpperCase()),
});

/** A Canadian postal code (A1A 1A1, the space optional) or a US ZIP code (12345 or 12345-6789). */
const POSTAL_CODES: Readonly<Record<string, RegExp>> = {
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  US: /^\d{5}(-\d{4})?$/,
};

export function isPostalCodeOf(country: string, postalCode: string): boolean {
  return POSTAL_CODES[country]?.test(postalCode.toUpperCase()) ?? true;
}

export const ZCompanyInfoSchema = ZCompanyInfoShapeSchema.superRefine((info, ctx) => {
  if (!isRegionOf(info.country, info.province)) {
    addViolations(ctx, [violation('PROVINCE_INVALID', { country: info.country }, ['province'])]);
  }
  if (info.postalCode && !isPostalCodeOf(info.country, info.postalCode)) {
    addViolations(ctx, [violation('regex', {}, ['postalCode'])]);
  }
});
export type TCompanyInfo = z.infer<typeof ZCompanyInfoSchema>;
