import {
  ZCreativeCreateFieldsSchema,
  ZSizeTextSchema,
  violation,
  type Language,
  type TSize,
} from '@portal/domain';
import type { AdCreativeAsset, AdCreativeInput } from '../../adapters/adserver/index.ts';
import { CreativeFieldErrors } from './field-errors.ts';
import { auditedCreative, recordCreativeChange } from './audit.ts';
import { checkCreativeImage, type CheckedImage, type UploadedFile } from './image-check.ts';
import { chooseNativeTemplate, checkNativeFields, templateAsset, templateLabels } from './native-template.ts';
import {
  assertContentEditable,
  findCreativePlace,
  fitsPlaceholder,
  formValues,
  nativeSize,
  valueOf,
} from './place.ts';
import type { CreativeForm, TCreativeView } from './schemas.ts';
import {
  assetUrl,
  attachNewCreative,
  isNativeLineItem,
  toCreativeView,
  type CreativesDeps,
} from './common.ts';

/** A native creative's form: the size may be left out (300x250, spec §3). */
const ZNativeCreateFieldsSchema = ZCreativeCreateFieldsSchema.extend({ size: ZSizeTextSchema.optional() });

/**
 * POST /gam/creatives (spec §7): a creative on one of the caller's line items, IN_REVIEW and associated with it.
 * An image creative's size is one of the line item's placeholders and its file (required) has exactly that size;
 * a native one follows its template. Every refusal of the form comes back at once, in the request's language
 * (400 CREATIVE_ERROR with fields); nothing is stored unless all pass.
 */
export async function createCreative(
  deps: CreativesDeps,
  userId: number,
  form: CreativeForm,
  locale: Language,
): Promise<TCreativeView> {
  const errors = new CreativeFieldErrors(locale);
  const fields = formValues(form.fields);
  const place = await findCreativePlace(deps, userId, fields, errors);
  assertContentEditable(place);
  const native = isNativeLineItem(place.lineItem);

  const chosen = native
    ? await chooseNativeTemplate(deps, place.lineItem, fields, locale)
    : { template: undefined, violations: [] };
  const labels = templateLabels(chosen.template);
  const parsed = (native ? ZNativeCreateFieldsSchema : ZCreativeCreateFieldsSchema).safeParse(fields);
  if (!parsed.success) errors.addIssues(parsed.error.issues, labels);
  errors.addViolations(chosen.violations, labels);
  if (chosen.template) errors.addViolations(checkNativeFields(chosen.template, fields), labels);

  const size = native ? nativeSize(fields) : valueOf(ZCreativeCreateFieldsSchema.shape.size, fields.size);
  if (!native && size && !fitsPlaceholder(place.lineItem, size)) {
    errors.addViolations([violation('oneOf', {}, ['size'])]);
  }
  const asset = native ? templateAsset(chosen.template) : { accepts: true, requires: true };
  const image = await checkFile(form.file, size, asset, errors);
  errors.throwIfAny();
  if (!parsed.success || !size) throw errors.toError();

  const data = parsed.data;
  const stored = image ? await storeImage(deps, image) : null;
  const base = { advertiserId: userId, name: data.name, destinationUrl: data.destinationUrl, size };
  const input: AdCreativeInput =
    native && chosen.template
      ? {
          ...base,
          kind: 'NATIVE',
          asset: stored,
          title: data.title ?? null,
          text: data.text ?? null,
          adContentTitle: data.adContentTitle ?? null,
          prefixText: data.prefixText ?? null,
          nativeStyleId: chosen.template.nativeStyleId,
          nativeFormatId: chosen.template.nativeFormatId,
        }
      : { ...base, kind: 'IMAGE', asset: stored as AdCreativeAsset };
  try {
    const created = await deps.adServer.createCreative(input);
    const attached = await attachNewCreative(deps, created, {
      ownerId: userId,
      orderId: place.orderId,
      lineItemId: place.lineItemId,
    });
    await recordCreativeChange(deps.db, {
      operation: 'creative.create',
      objectId: created.id,
      orderId: place.orderId,
      after: { ...auditedCreative(created), lineItemId: place.lineItemId },
    });
    return toCreativeView(attached, { lineItemId: place.lineItemId, status: 'ACTIVE' }, null);
  } catch (error) {
    if (stored) await deps.storage.remove(stored.fileName).catch(() => undefined);
    throw error;
  }
}

/** The file's checks (required, format by bytes, size, weight, bombs); the checked image when it passes. */
export async function checkFile(
  file: UploadedFile | undefined,
  size: TSize | undefined,
  asset: { accepts: boolean; requires: boolean },
  errors: CreativeFieldErrors,
): Promise<CheckedImage | undefined> {
  if (!file) {
    if (asset.requires) errors.addViolations([violation('required', {}, ['asset'])]);
    return undefined;
  }
  if (!asset.accepts) {
    errors.addViolations([violation('invalid', {}, ['asset'])]);
    return undefined;
  }
  // Without a valid size the file cannot be judged; the size's own message says why.
  if (!size) return undefined;
  const check = await checkCreativeImage(file, size);
  if (!check.ok) {
    errors.addViolations(check.violations);
    return undefined;
  }
  return check.image;
}

/** Stores a checked image under a server-made name; what the ad server keeps of it. */
export async function storeImage(deps: CreativesDeps, image: CheckedImage): Promise<AdCreativeAsset> {
  const fileName = await deps.storage.put(image.bytes, image.type);
  return { fileName, url: assetUrl(fileName), mimeType: image.mimeType, byteSize: image.bytes.length };
}
