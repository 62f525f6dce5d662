import { z } from 'zod';
import { ZLanguageSchema, ZAlertTypeSchema } from '../enums.ts';

/** An alert (spec §3): a message (a catalogue key on the web), its type, and whether it has been shown. */
export const ZAlertSchema = z.object({
  message: z.string(),
  type: ZAlertTypeSchema.default('default'),
  shown: z.boolean().default(false),
});
export type TAlert = z.infer<typeof ZAlertSchema>;

/** The page-data event sent to analytics (spec §3). */
export const ZPageDataEventSchema = z.object({
  url: z.string(),
  title: z.string(),
  campaignId: z.number().int().min(1).nullable().default(null),
});
export type TPageDataEvent = z.infer<typeof ZPageDataEventSchema>;

/**
 * A static page (terms of use, privacy policy, service contract, FAQ), one per language: `key` joins the
 * languages, `translations` gives the slug of each language (for the language switch), `items` its sections.
 */
export const ZStaticPageSchema = z.object({
  key: z.string().min(1),
  lang: ZLanguageSchema,
  slug: z.string().min(1),
  title: z.string(),
  translations: z.object({ fr: z.string().min(1), en: z.string().min(1) }),
  items: z.array(z.object({ title: z.string(), body: z.string() })),
});
export type TStaticPage = z.infer<typeof ZStaticPageSchema>;
