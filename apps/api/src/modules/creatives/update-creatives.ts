import {
  ZCreativeEditEntrySchema,
  ZCreativeStatusEntrySchema,
  activationRefusals,
  sizeKey,
  violation,
  type AssociationAction,
  type IssueLike,
  type Language,
  type TSize,
} from '@portal/domain';
import { z } from 'zod';
import type {
  AdCreative,
  AdCreativeAsset,
  AdCreativeUpdate,
  AdNativeCreative,
} from '../../adapters/adserver/index.ts';
import { AppError } from '../../platform/errors.ts';
import { listLineItemCreatives, rememberApprobation, type CreativesDeps } from './common.ts';
import { checkFile, storeImage } from './create-creative.ts';
import { CreativeFieldErrors } from './field-errors.ts';
import type { CheckedImage } from './image-check.ts';
import { checkNativeFields, chooseNativeTemplate, templateAsset, templateLabels } from './native-template.ts';
import {
  assertContentEditable,
  findCreativePlace,
  fitsPlaceholder,
  formValues,
  type CreativePlace,
} from './place.ts';
import type { CreativeForm, TCreativeView } from './schemas.ts';
import { findOwnedCreativeRows } from './store.ts';
import { auditedCreative, recordCreativeChange } from './audit.ts';

/**
 * PUT /gam/creatives (spec §7): `creatives` is a JSON list whose entries either edit a creative ({id, name,
 * destinationUrl, assetUrl, size}, and a native creative's extras: title, text, adContentTitle, prefixText,
 * nativeStyleId, nativeFormatId, checked by their template as at creation; the form's `asset` file, when sent,
 * replaces the file of the one edited entry) or change its status ({id, approbation, associationAction}). Every
 * entry names a creative of the caller on that line item (404 otherwise), every rule is checked before anything
 * changes, and activation is refused when a selected creative is already approved (spec §4, canActivate). A status
 * entry's `approbation` is the client's view: the server judges by its own, and the only change it takes from it is
 * DELETED_BY_USER (the advertiser removes the creative); approval is the staff's (review). An edit entry's
 * `assetUrl` is the client's echo of the file it has: only the form's `asset` changes a file. Answers the line
 * item's creatives as they now are.
 */

type EditEntry = z.infer<typeof ZCreativeEditEntrySchema>;
const ZEditKeySchema = ZCreativeEditEntrySchema.pick({ id: true, size: true });

/** One entry is the form of one creative: its messages name the fields plainly, as POST's do; several are indexed. */
function entryErrors(errors: CreativeFieldErrors, listLength: number, index: number): CreativeFieldErrors {
  return listLength === 1 ? errors : errors.under(['creatives', index]);
}
type StatusEntry = z.infer<typeof ZCreativeStatusEntrySchema>;
/**
 * An edit entry as sent (`raw`); `entry` is absent when some of its fields are refused (`issues`, worded once the
 * creative's template is known), and its file and template rules are still checked, so every refusal comes at once.
 */
type Edit = {
  kind: 'edit';
  id: number;
  index: number;
  raw: Record<string, unknown>;
  size?: TSize;
  entry?: EditEntry;
  issues: readonly IssueLike[];
};
type Entry = Edit | { kind: 'status'; id: number; entry: StatusEntry };

export async function updateCreatives(
  deps: CreativesDeps,
  userId: number,
  form: CreativeForm,
  locale: Language,
): Promise<TCreativeView[]> {
  const errors = new CreativeFieldErrors(locale);
  const fields = formValues(form.fields);
  const place = await findCreativePlace(deps, userId, fields, errors);
  const { entries, listLength } = parseEntries(fields.creatives, errors);
  const ads = await ownedCreatives(
    deps,
    userId,
    place,
    entries.map((e) => e.id),
  );

  const edits = entries.filter((e): e is Edit => e.kind === 'edit');
  const statuses = entries.flatMap((e) => (e.kind === 'status' ? [e.entry] : []));
  if (edits.length > 0) assertContentEditable(place);
  const checkedEdits = await checkEdits(deps, place, edits, ads, form, { listLength, locale }, errors);
  checkActivation(statuses, ads, errors);
  errors.throwIfAny();

  for (const edit of checkedEdits) await applyEdit(deps, place, edit, ads);
  await applyStatuses(deps, place, statuses);
  return (await listLineItemCreatives(deps, [place.lineItemId])).get(place.lineItemId) ?? [];
}

/** The list, from its JSON text (or a JSON part); each entry read by its kind so its own messages come back. */
function parseEntries(value: unknown, errors: CreativeFieldErrors): { entries: Entry[]; listLength: number } {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      errors.addViolations([violation('invalid', {}, ['creatives'])]);
      throw errors.toError();
    }
  }
  if (!Array.isArray(list) || list.length === 0) {
    errors.addViolations([violation(list === undefined ? 'required' : 'invalid', {}, ['creatives'])]);
    throw errors.toError();
  }
  const entries: Entry[] = [];
  let unusable = false;
  list.forEach((raw: unknown, index) => {
    const at = entryErrors(errors, list.length, index);
    if (typeof raw === 'object' && raw !== null && 'associationAction' in raw) {
      const parsed = ZCreativeStatusEntrySchema.safeParse(raw);
      if (parsed.success) entries.push({ kind: 'status', id: parsed.data.id, entry: parsed.data });
      else at.addIssues(parsed.error.issues);
      return;
    }
    const parsed = ZCreativeEditEntrySchema.safeParse(raw);
    const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    if (parsed.success) {
      const { data } = parsed;
      entries.push({
        kind: 'edit',
        id: data.id,
        index,
        raw: fields,
        size: sizeOf(data.size),
        entry: data,
        issues: [],
      });
      return;
    }
    // The entry's id and size may still be good: its file is then judged too, so every refusal comes at once.
    const id = ZEditKeySchema.shape.id.safeParse(fields.id);
    const size = ZEditKeySchema.shape.size.safeParse(fields.size);
    if (id.success) {
      const issues = parsed.error.issues;
      entries.push({
        kind: 'edit',
        id: id.data,
        index,
        raw: fields,
        size: size.success ? sizeOf(size.data) : undefined,
        issues,
      });
    } else {
      at.addIssues(parsed.error.issues);
      unusable = true;
    }
  });
  const ids = entries.map((e) => e.id);
  if (new Set(ids).size !== ids.length) errors.addViolations([violation('invalid', {}, ['creatives'])]);
  if (unusable || new Set(ids).size !== ids.length) throw errors.toError();
  return { entries, listLength: list.length };
}

/**
 * The ad server's creatives of these ids, each the caller's and on this line item (associated with it, which a
 * duplicated order's line item is too); 404 otherwise, or when deleted.
 */
async function ownedCreatives(
  deps: CreativesDeps,
  userId: number,
  place: CreativePlace,
  ids: readonly number[],
): Promise<Map<number, AdCreative>> {
  const [rows, ads, associations] = await Promise.all([
    findOwnedCreativeRows(deps.db, userId, ids),
    deps.adServer.getCreatives(ids),
    deps.adServer.getAssociations({ lineItemId: place.lineItemId }),
  ]);
  const byId = new Map(ads.map((c) => [c.id, c]));
  for (const id of ids) {
    const ad = byId.get(id);
    const owned = rows.some((r) => r.id === id) && ad?.advertiserId === userId;
    const onLineItem = associations.some((a) => a.creativeId === id);
    if (!owned || !onLineItem || !ad || ad.approbation === 'DELETED_BY_USER') {
      throw new AppError('NOT_FOUND', { message: `No such creative ${id}` });
    }
  }
  return byId;
}

interface CheckedEdit {
  entry: EditEntry;
  size: TSize;
  image?: CheckedImage;
  /** A native creative's new extras and template (what the entry changes). */
  native?: AdCreativeUpdate;
}

const sizeOf = (size: EditEntry['size']): TSize => ({ width: size.width, height: size.height });

/**
 * The rules of each edited creative: its size, a native creative's extras (by its template, as at creation), and
 * its file (a new one, or the one it has, which must still fit).
 */
async function checkEdits(
  deps: CreativesDeps,
  place: CreativePlace,
  edits: readonly Edit[],
  ads: ReadonlyMap<number, AdCreative>,
  form: CreativeForm,
  opts: { listLength: number; locale: Language },
  errors: CreativeFieldErrors,
): Promise<CheckedEdit[]> {
  if (form.file && edits.length !== 1) errors.addViolations([violation('invalid', {}, ['asset'])]);
  const checked: CheckedEdit[] = [];
  for (const edit of edits) {
    const at = entryErrors(errors, opts.listLength, edit.index);
    const ad = ads.get(edit.id) as AdCreative;
    const native =
      ad.kind === 'NATIVE' ? await checkNativeEdit(deps, place, ad, edit, opts.locale) : undefined;
    at.addIssues(edit.issues, native?.labels);
    if (native) at.addViolations(native.violations, native.labels);
    const { size } = edit;
    if (size && !native && !fitsPlaceholder(place.lineItem, size)) {
      at.addViolations([violation('oneOf', {}, ['size'])]);
    }
    const file = edits.length === 1 ? form.file : undefined;
    const asset = native?.asset ?? { accepts: true, requires: false };
    const image = await checkFile(file, size, asset, at);
    // The file a creative keeps has the old size: a new size needs a new file.
    if (!file && size && ad.asset && sizeKey(size) !== sizeKey(ad.size)) {
      at.addViolations([violation('dimensions', { ...size }, ['asset'])]);
    }
    if (edit.entry && size) checked.push({ entry: edit.entry, size, image, native: native?.update });
  }
  return checked;
}

const NATIVE_TEXTS = ['title', 'text', 'adContentTitle', 'prefixText'] as const;

/**
 * A native creative's edit judged as its creation is (create-creative.ts): the template the entry names (or the one
 * the creative has) must be one of the line item's native format; the extras after the edit (those the entry
 * leaves out keep their value) follow that template's required fields and lengths; the template says whether a
 * file is taken, and one is required only when the creative has none.
 */
async function checkNativeEdit(
  deps: CreativesDeps,
  place: CreativePlace,
  ad: AdNativeCreative,
  edit: Edit,
  locale: Language,
) {
  const { raw } = edit;
  const formatGiven = raw.nativeFormatId !== undefined;
  const chosen = await chooseNativeTemplate(
    deps,
    place.lineItem,
    {
      nativeFormatId: raw.nativeFormatId ?? ad.nativeFormatId,
      // A new format without a style takes the format's first style, as at creation.
      nativeStyleId: raw.nativeStyleId ?? (formatGiven ? undefined : ad.nativeStyleId),
    },
    locale,
  );
  const after = Object.fromEntries(NATIVE_TEXTS.map((name) => [name, name in raw ? raw[name] : ad[name]]));
  const violations = [
    ...chosen.violations,
    ...(chosen.template ? checkNativeFields(chosen.template, after) : []),
  ];
  const templateFile = templateAsset(chosen.template);
  const update: AdCreativeUpdate = {};
  for (const name of NATIVE_TEXTS) {
    const value = edit.entry?.[name];
    if (value !== undefined) update[name] = value || null;
  }
  if (chosen.template) {
    update.nativeStyleId = chosen.template.nativeStyleId;
    update.nativeFormatId = chosen.template.nativeFormatId;
  }
  return {
    violations,
    labels: templateLabels(chosen.template),
    asset: { accepts: templateFile.accepts, requires: templateFile.requires && !ad.asset },
    update,
  };
}

/** Activation is refused when a selected creative is already approved (spec §4) or refused (activationRefusals). */
function checkActivation(
  statuses: readonly StatusEntry[],
  ads: ReadonlyMap<number, AdCreative>,
  errors: CreativeFieldErrors,
): void {
  const selected = statuses
    .filter((s) => s.associationAction === 'ACTIVATE' && s.approbation !== 'DELETED_BY_USER')
    .map((s) => ads.get(s.id) as AdCreative);
  const refusals = activationRefusals(selected);
  if (refusals.length > 0) errors.addViolations(refusals);
}

async function applyEdit(
  deps: CreativesDeps,
  place: CreativePlace,
  edit: CheckedEdit,
  ads: ReadonlyMap<number, AdCreative>,
): Promise<void> {
  const before = ads.get(edit.entry.id) as AdCreative;
  const asset: AdCreativeAsset | undefined = edit.image ? await storeImage(deps, edit.image) : undefined;
  let updated: AdCreative;
  try {
    updated = await deps.adServer.updateCreative(edit.entry.id, {
      ...edit.native,
      name: edit.entry.name,
      destinationUrl: edit.entry.destinationUrl,
      size: edit.size,
      ...(asset ? { asset } : {}),
    });
  } catch (error) {
    if (asset) await deps.storage.remove(asset.fileName).catch(() => undefined);
    throw error;
  }
  if (deps.autoApprove && updated.approbation === 'IN_REVIEW') {
    updated = await deps.adServer.setCreativeApprobation(updated.id, 'APPROVED');
  }
  await rememberApprobation(deps, updated);
  await recordCreativeChange(deps.db, {
    operation: 'creative.update',
    objectId: updated.id,
    orderId: place.orderId,
    before: auditedCreative(before),
    after: auditedCreative(updated),
  });
  // The replaced file is no one's any more (a duplicate has its own copy).
  if (asset && before.asset) await deps.storage.remove(before.asset.fileName).catch(() => undefined);
}

async function applyStatuses(
  deps: CreativesDeps,
  place: CreativePlace,
  statuses: readonly StatusEntry[],
): Promise<void> {
  const key = (s: StatusEntry) => ({ lineItemId: place.lineItemId, creativeId: s.id });
  const deleted = statuses.filter((s) => s.approbation === 'DELETED_BY_USER');
  for (const entry of deleted) {
    await rememberApprobation(deps, await deps.adServer.setCreativeApprobation(entry.id, 'DELETED_BY_USER'));
  }
  const byAction = (action: AssociationAction) =>
    statuses.filter((s) => s.approbation !== 'DELETED_BY_USER' && s.associationAction === action).map(key);
  const deactivate = [...byAction('DEACTIVATE'), ...deleted.map(key)];
  if (deactivate.length > 0) await deps.adServer.performAssociationAction(deactivate, 'DEACTIVATE');
  const activate = byAction('ACTIVATE');
  if (activate.length > 0) await deps.adServer.performAssociationAction(activate, 'ACTIVATE');
  for (const entry of statuses) {
    const operation =
      entry.approbation === 'DELETED_BY_USER'
        ? 'creative.delete'
        : entry.associationAction === 'ACTIVATE'
          ? 'creative.activate'
          : 'creative.deactivate';
    await recordCreativeChange(deps.db, {
      operation,
      objectId: entry.id,
      orderId: place.orderId,
      after: { lineItemId: place.lineItemId },
    });
  }
}
