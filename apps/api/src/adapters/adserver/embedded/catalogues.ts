import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  NATIVE_TEMPLATE_FIELD_NAMES,
  ZCatalogueSegmentSchema,
  ZDynamicInputTypeSchema,
  ZIdSchema,
  ZOrderTypeSchema,
  ZRegionCodeSchema,
  ZSizeSchema,
  placeSearchKey,
  rankPlaceMatches,
  type Language,
  type TCatalogueSegment,
  type TGeoTarget,
  type TGeoTargetQuery,
  type TNativeTemplateWithFields,
  type TOrderType,
} from '@portal/domain';

/**
 * The embedded ad server's catalogues, read from the data files in ./data at start and indexed in memory: geo
 * targets (names in fr and en, searched without accents or case), the audience segment tree, native templates and
 * order types. Read-only: a new catalogue version is a new data file.
 */

const dataDir = path.join(import.meta.dirname, 'data');

/** A geo target as the data file holds it: both names. */
export const ZGeoEntrySchema = z.object({
  id: ZIdSchema,
  type: z.string().min(1),
  canonicalParentId: ZIdSchema.nullable(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  regionId: ZRegionCodeSchema.nullable(),
  name_fr: z.string().min(1),
  name_en: z.string().min(1),
  /** A city's nearest region (REGION id), and other names a visitor's location may give it (issue 31 §2). */
  within: ZIdSchema.optional(),
  aliases: z.array(z.string().min(1)).optional(),
});
export type GeoEntry = z.infer<typeof ZGeoEntrySchema>;

const ZNativeTemplateEntrySchema = z.object({
  nativeStyleId: ZIdSchema,
  nativeFormatId: ZIdSchema,
  name_fr: z.string().min(1),
  name_en: z.string().min(1),
  size: ZSizeSchema,
  fields: z.array(
    z.object({
      name: z.enum(NATIVE_TEMPLATE_FIELD_NAMES),
      type: ZDynamicInputTypeSchema,
      required: z.boolean(),
      maxLength: z.number().int().positive().optional(),
      label_fr: z.string().min(1),
      label_en: z.string().min(1),
    }),
  ),
});
export type NativeTemplateEntry = z.infer<typeof ZNativeTemplateEntrySchema>;

const ZDataFileSchemas = {
  geo: z.object({ description: z.string(), locations: z.array(ZGeoEntrySchema) }),
  segments: z.object({ description: z.string(), segments: z.array(ZCatalogueSegmentSchema) }),
  natives: z.object({ description: z.string(), templates: z.array(ZNativeTemplateEntrySchema) }),
  'order-types': z.object({ description: z.string(), orderTypes: z.array(ZOrderTypeSchema) }),
};

function readDataFile<K extends keyof typeof ZDataFileSchemas>(
  name: K,
): z.infer<(typeof ZDataFileSchemas)[K]> {
  const file = path.join(dataDir, `${name}.json`);
  const parsed = ZDataFileSchemas[name].safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`Invalid ad-server catalogue ${file}: ${parsed.error.message}`);
  return parsed.data as z.infer<(typeof ZDataFileSchemas)[K]>;
}

/** Countries first, then their provinces and states, regions, cities (and anything finer). */
const TYPE_RANK: Record<string, number> = { COUNTRY: 0, PROVINCE: 1, STATE: 1, REGION: 2, CITY: 3 };
const typeRank = (type: string) => TYPE_RANK[type] ?? 4;

interface IndexedGeo {
  entry: GeoEntry;
  keys: [string, string];
  answer: Record<Language, TGeoTarget>;
}

/** The geo targets indexed by id and parent, each with its answer per language prebuilt (frozen). */
export class GeoIndex {
  private readonly byId = new Map<number, IndexedGeo>();
  private readonly ordered: Record<Language, IndexedGeo[]>;

  constructor(readonly entries: readonly GeoEntry[]) {
    for (const entry of entries) {
      const answer = (name: string): TGeoTarget =>
        Object.freeze({
          id: entry.id,
          type: entry.type,
          canonicalParentId: entry.canonicalParentId,
          countryCode: entry.countryCode,
          regionId: entry.regionId,
          name,
        });
      this.byId.set(entry.id, {
        entry,
        keys: [placeSearchKey(entry.name_fr), placeSearchKey(entry.name_en)],
        answer: { fr: answer(entry.name_fr), en: answer(entry.name_en) },
      });
    }
    const sortIn = (language: Language) => {
      const collator = new Intl.Collator(language, { sensitivity: 'base' });
      return [...this.byId.values()].sort(
        (a, b) =>
          a.entry.countryCode.localeCompare(b.entry.countryCode) ||
          typeRank(a.entry.type) - typeRank(b.entry.type) ||
          collator.compare(a.answer[language].name, b.answer[language].name) ||
          a.entry.id - b.entry.id,
      );
    };
    this.ordered = { fr: sortIn('fr'), en: sortIn('en') };
  }

  get(id: number, language: Language): TGeoTarget | undefined {
    return this.byId.get(id)?.answer[language];
  }

  /** The targets matching every filter; with a search, the best matches first, else in the catalogue's order. */
  query(query: TGeoTargetQuery, language: Language): TGeoTarget[] {
    const { countryCode, parentId, regionId } = query;
    let found = this.ordered[language].filter(
      (g) =>
        (countryCode === undefined || g.entry.countryCode === countryCode) &&
        (parentId === undefined || g.entry.canonicalParentId === parentId) &&
        (regionId === undefined || g.entry.regionId === regionId),
    );
    // The domain's ranking (issue 31 §27): whole names, then names that begin with the search, before the rest.
    if (query.q) found = rankPlaceMatches(found, query.q, (g) => g.keys);
    return found.map((g) => g.answer[language]);
  }
}

/** The audience segment tree, each list of children ordered by rank. */
export class SegmentIndex {
  private readonly byId: Map<number, TCatalogueSegment>;
  private readonly byAdManagerId = new Map<number, TCatalogueSegment>();
  private readonly byParent = new Map<number | null, TCatalogueSegment[]>();

  constructor(readonly segments: readonly TCatalogueSegment[]) {
    this.byId = new Map(segments.map((s) => [s.segment_id, Object.freeze({ ...s })]));
    for (const segment of this.byId.values()) {
      if (segment.ad_manager_id !== null) this.byAdManagerId.set(segment.ad_manager_id, segment);
      const siblings = this.byParent.get(segment.parent_id) ?? [];
      siblings.push(segment);
      this.byParent.set(segment.parent_id, siblings);
    }
    for (const siblings of this.byParent.values()) {
      siblings.sort((a, b) => a.rank_number - b.rank_number || a.segment_id - b.segment_id);
    }
  }

  get(id: number): TCatalogueSegment | undefined {
    return this.byId.get(id);
  }

  /** The segment a line item's customTargeting names by its ad-server id (ad_manager_id). */
  getByAdManagerId(adManagerId: number): TCatalogueSegment | undefined {
    return this.byAdManagerId.get(adManagerId);
  }

  childrenOf(parentId: number | null): TCatalogueSegment[] {
    return [...(this.byParent.get(parentId) ?? [])];
  }
}

export interface Catalogues {
  geo: GeoIndex;
  segments: SegmentIndex;
  nativeTemplates: readonly NativeTemplateEntry[];
  orderTypes: readonly TOrderType[];
}

/** A native template in a language. */
export function localizeNativeTemplate(
  template: NativeTemplateEntry,
  language: Language,
): TNativeTemplateWithFields {
  return {
    nativeStyleId: template.nativeStyleId,
    nativeFormatId: template.nativeFormatId,
    name: language === 'en' ? template.name_en : template.name_fr,
    size: { ...template.size },
    fields: template.fields.map(({ label_fr, label_en, ...field }) => ({
      ...field,
      label: language === 'en' ? label_en : label_fr,
    })),
  };
}

let loaded: Catalogues | undefined;

/** The catalogues, read and indexed once per process (every server of a test run shares them). */
export function loadCatalogues(): Catalogues {
  loaded ??= {
    geo: new GeoIndex(readDataFile('geo').locations),
    segments: new SegmentIndex(readDataFile('segments').segments),
    nativeTemplates: readDataFile('natives').templates,
    orderTypes: readDataFile('order-types').orderTypes,
  };
  return loaded;
}
