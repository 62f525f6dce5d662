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
});

export const ZCompanyInfoSchema = ZCompanyInfoShapeSchema.superRefine((info, ctx) => {
  if (!isRegionOf(info.country, info.province)) {
    addViolations(ctx, [violation('PROVINCE_INVALID', { country: info.country }, ['province'])]);
  }
});
export type TCompanyInfo = z.infer<typeof ZCompanyInfoSchema>;
