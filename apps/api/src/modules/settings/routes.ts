import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZPublicSettingsSchema = z.object({
  features: z.object({
    duplicateOrder: z.boolean(),
    conversionPixels: z.boolean(),
    pixelTracking: z.boolean(),
    personalizedSegments: z.boolean(),
    captcha: z.boolean(),
  }),
  agenciesDisabled: z.boolean(),
  platformNotice: z
    .object({ date: z.string(), fr: z.string().nullable(), en: z.string().nullable() })
    .nullable(),
  recaptchaSiteKey: z.string().nullable(),
  minOrderValueCents: z.number().int(),
  timeZone: z.string(),
  /** Where people write for help (SUPPORT_EMAIL, issue 31 §14): the footer's link and a suspended account's way out. */
  supportEmail: z.string().nullable(),
  /** The card processor's hosted tokenisation page (spec §7 Finance): its profile id and address. */
  payment: z.object({ profileId: z.string(), hostedUrl: z.string() }),
});

/** The public, runtime settings the web app reads at start (flags, notice, keys): configured once, on the server. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const c = app.config;
  const { profileId, url: hostedUrl } = app.paymentGateway.hostedPage();
  const settings = ZPublicSettingsSchema.parse({
    features: {
      duplicateOrder: c.FEATURE_DUPLICATE_ORDER,
      conversionPixels: c.FEATURE_CONVERSION_PIXELS,
      pixelTracking: c.FEATURE_PIXEL_TRACKING,
      personalizedSegments: c.FEATURE_PERSONALIZED_SEGMENTS,
      captcha: c.FEATURE_CAPTCHA && Boolean(c.RECAPTCHA_SITE_KEY),
    },
    agenciesDisabled: c.AGENCIES_DISABLED,
    platformNotice: c.PLATFORM_NOTICE_DATE
      ? { date: c.PLATFORM_NOTICE_DATE, fr: c.PLATFORM_NOTICE_FR ?? null, en: c.PLATFORM_NOTICE_EN ?? null }
      : null,
    recaptchaSiteKey: c.RECAPTCHA_SITE_KEY ?? null,
    minOrderValueCents: Math.round(c.MIN_ORDER_VALUE * 100),
    timeZone: c.TIMEZONE,
    supportEmail: c.SUPPORT_EMAIL ?? null,
    payment: { profileId, hostedUrl },
  });
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public runtime settings of the portal',
        response: { 200: ZPublicSettingsSchema },
      },
    },
    async () => settings,
  );
};
