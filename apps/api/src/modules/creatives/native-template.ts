import {
  ZCreativeCreateFieldsSchema,
  violation,
  type FieldErrorOptions,
  type Language,
  type TNativeTemplateWithFields,
  type Violation,
} from '@portal/domain';
import type { AdLineItem } from '../../adapters/adserver/index.ts';
import type { CreativesDeps } from './common.ts';
import { valueOf } from './place.ts';

/**
 * Native creatives (spec §3): the template (nativeStyleId, nativeFormatId) renders the native extras; its fields
 * say which are required and how long they may be, and whether it shows an image (`asset`).
 */

const shape = ZCreativeCreateFieldsSchema.shape;

/**
 * The template of a native creative: the form's style and format, else the line item's native format's first
 * style. A format other than the line item's, or an unknown pair, is refused (oneOf on the field named).
 */
export async function chooseNativeTemplate(
  deps: CreativesDeps,
  lineItem: Pick<AdLineItem, 'nativeFormatId'>,
  fields: Record<string, unknown>,
  locale: Language,
): Promise<{ template?: TNativeTemplateWithFields; violations: Violation[] }> {
  const styleId = valueOf(shape.nativeStyleId, fields.nativeStyleId);
  const formatId = valueOf(shape.nativeFormatId, fields.nativeFormatId);
  if (formatId !== undefined && lineItem.nativeFormatId != null && formatId !== lineItem.nativeFormatId) {
    return { violations: [violation('oneOf', {}, ['nativeFormatId'])] };
  }
  const wantedFormat = formatId ?? lineItem.nativeFormatId ?? undefined;
  const templates = await deps.adServer.getNativeTemplates(locale);
  const template = templates.find(
    (t) =>
      (wantedFormat === undefined || t.nativeFormatId === wantedFormat) &&
      (styleId === undefined || t.nativeStyleId === styleId),
  );
  if (!template) {
    return {
      violations: [violation('oneOf', {}, [styleId === undefined ? 'nativeFormatId' : 'nativeStyleId'])],
    };
  }
  return { template, violations: [] };
}

/** The template's own rules on the native extras: required fields and their maximum lengths. */
export function checkNativeFields(
  template: TNativeTemplateWithFields,
  fields: Record<string, unknown>,
): Violation[] {
  const found: Violation[] = [];
  for (const field of template.fields) {
    if (field.name === 'asset') continue;
    const raw = fields[field.name];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (field.required && value === '') found.push(violation('required', {}, [field.name]));
    if (field.maxLength !== undefined && value.length > field.maxLength) {
      found.push(violation('max', { length: field.maxLength }, [field.name]));
    }
  }
  return found;
}

/** Whether the template shows an image, and whether it needs one. */
export function templateAsset(template: TNativeTemplateWithFields | undefined): {
  accepts: boolean;
  requires: boolean;
} {
  const field = template?.fields.find((f) => f.name === 'asset');
  return { accepts: field !== undefined, requires: field?.required === true };
}

/** The template's labels for its fields (in the request's language), for the messages that name them. */
export function templateLabels(template: TNativeTemplateWithFields | undefined): FieldErrorOptions {
  if (!template) return {};
  return {
    label: (path) => {
      const name = path[path.length - 1];
      return name === 'asset' ? undefined : template.fields.find((f) => f.name === name)?.label;
    },
  };
}
