import {
  ZCreativeEditEntrySchema,
  ZCreativeStatusEntrySchema,
  canActivate,
  sizeKey,
  violation,
  type AssociationAction,
  type Language,
  type TSize,
} from '@portal/domain';
import { z } from 'zod';
import type { AdCreative, AdCreativeAsset } from '../../adapters/adserver/index.ts';
import { AppError } from '../../platform/errors.ts';
import { listLineItemCreatives, rememberApprobation, type CreativesDeps } from './common.ts';
import { checkFile, storeImage } from './create-creative.ts';
import { CreativeFieldErrors } from './field-errors.ts';
import type { CheckedImage } from './image-check.ts';
import { templateAsset } from './native-template.ts';
import {
  assertContentEditable,
  findCreativePlace,
  fitsPlaceholder,
  formValues,
  type CreativePlace,
} from './place.ts';
import type { CreativeForm, TCreativeView } from './schemas.ts';
import { findOwnedCreativeRows } from './store.ts';

/**
 * PUT /gam/creatives (spec §7): `creatives` is a JSON list whose entries either edit a creative ({id, name,
 * destinationUrl, assetUrl, size}; the form's `asset` file, when sent, replaces the file of the one edited entry) or
 * change its status ({id, approbation, associationAction}). Every entry names a creative of the caller on that line
 * item (404 otherwise), every rule is checked before anything changes, and activation is refused when a selected
 * creative is already approved (spec §4, canActivate). A status entry's `approbation` is the client's view: the
 * server judges by its own, and the only change it takes from it is DELETED_BY_USER (the advertiser removes the
 * creative); approval is the staff's (review). An edit entry's `assetUrl` is the client's echo of the file it has:
 * only the form's `asset` changes a file. Answers the line item's creatives as they now are.
 */

type EditEntry = z.infer<typeof ZCreativeEditEntrySchema>;
const ZEditKeySchema = ZCreativeEditEntrySchema.pick({ id: true, size: true });

/** One entry is the form of one creative: its messages name the fields plainly, as POST's do; several are indexed. */
function entryErrors(errors: CreativeFieldErrors, listLength: number, index: number): CreativeFieldErrors {
  return listLength === 1 ? errors : errors.under(['creatives', index]);
}
type StatusEntry = z.infer<typeof ZCreativeStatusEntrySchema>;
/** An edit entry; `entry` is absent when some of its fields are refused (its file is still checked). */
type Edit = { kind: 'edit'; id: number; index: number; size?: TSize; entry?: EditEntry };
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
  const checkedEdits = await checkEdits(deps, place, edits, ads, form, listLength, errors);
  checkActivation(statuses, ads, errors);
  errors.throwIfAny();

  for (const edit of checkedEdits) await applyEdit(deps, edit, ads);
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
    if (parsed.success) {
      entries.push({
        kind: 'edit',
        id: parsed.data.id,
        index,
        size: sizeOf(parsed.data.size),
        entry: parsed.data,
      });
      return;
    }
    at.addIssues(parsed.error.issues);
    // The entry's id and size may still be good: its file is then judged too, so every refusal comes at once.
    const id = ZEditKeySchema.shape.id.safeParse((raw as { id?: unknown } | null)?.id);
    const size = ZEditKeySchema.shape.size.safeParse((raw as { size?: unknown } | null)?.size);
    if (id.success)
      entries.push({ kind: 'edit', id: id.data, index, size: size.success ? sizeOf(size.data) : undefined });
    else unusable = true;
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
}

const sizeOf = (size: EditEntry['size']): TSize => ({ width: size.width, height: size.height });

/** The rules of each edited creative: its size, and its file (a new one, or the one it has, which must still fit). */
async function checkEdits(
  deps: CreativesDeps,
  place: CreativePlace,
  edits: readonly Edit[],
  ads: ReadonlyMap<number, AdCreative>,
  form: CreativeForm,
  listLength: number,
  errors: CreativeFieldErrors,
): Promise<CheckedEdit[]> {
  if (form.file && edits.length !== 1) errors.addViolations([violation('invalid', {}, ['asset'])]);
  const checked: CheckedEdit[] = [];
  for (const edit of edits) {
    const at = entryErrors(errors, listLength, edit.index);
    const ad = ads.get(edit.id) as AdCreative;
    const native = ad.kind === 'NATIVE';
    const { size } = edit;
    if (size && !native && !fitsPlaceholder(place.lineItem, size)) {
      at.addViolations([violation('oneOf', {}, ['size'])]);
    }
    const file = edits.length === 1 ? form.file : undefined;
    const asset = native
      ? templateAsset(await nativeTemplateOf(deps, ad))
      : { accepts: true, requires: false };
    const image = await checkFile(file, size, asset, at);
    // The file a creative keeps has the old size: a new size needs a new file.
    if (!file && size && ad.asset && sizeKey(size) !== sizeKey(ad.size)) {
      at.addViolations([violation('dimensions', { ...size }, ['asset'])]);
    }
    if (edit.entry && size) checked.push({ entry: edit.entry, size, image });
  }
  return checked;
}

async function nativeTemplateOf(deps: CreativesDeps, ad: AdCreative) {
  if (ad.kind !== 'NATIVE') return undefined;
  const templates = await deps.adServer.getNativeTemplates('en');
  return templates.find(
    (t) => t.nativeStyleId === ad.nativeStyleId && t.nativeFormatId === ad.nativeFormatId,
  );
}

/** Activation is refused when any selected creative is already approved (spec §4). */
function checkActivation(
  statuses: readonly StatusEntry[],
  ads: ReadonlyMap<number, AdCreative>,
  errors: CreativeFieldErrors,
): void {
  const selected = statuses
    .filter((s) => s.associationAction === 'ACTIVATE' && s.approbation !== 'DELETED_BY_USER')
    .map((s) => ads.get(s.id) as AdCreative);
  if (selected.length === 0 || canActivate(selected)) return;
  errors.addViolations(
    selected
      .filter((c) => c.approbation === 'APPROVED')
      .map((c) => violation('CREATIVE_ALREADY_APPROVED', { name: c.name }, ['creatives'])),
  );
}

async function applyEdit(
  deps: CreativesDeps,
  edit: CheckedEdit,
  ads: ReadonlyMap<number, AdCreative>,
): Promise<void> {
  const before = ads.get(edit.entry.id) as AdCreative;
  const asset: AdCreativeAsset | undefined = edit.image ? await storeImage(deps, edit.image) : undefined;
  let updated: AdCreative;
  try {
    updated = await deps.adServer.updateCreative(edit.entry.id, {
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
}
