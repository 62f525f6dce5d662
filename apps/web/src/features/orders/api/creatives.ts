import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssociationAction, CreativeApprovalStatus, TCreative } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { orderKeys } from './keys.ts';
import { sendFormWithProgress, type UploadOptions } from './upload.ts';

/** The text fields of POST /gam/creatives (spec §7): size as text "300x250", the native extras when native. */
export interface CreativeFields {
  orderId: number;
  lineItemId: number;
  name: string;
  destinationUrl: string;
  size: string;
  title?: string;
  text?: string;
  adContentTitle?: string;
  prefixText?: string;
  nativeStyleId?: number;
  nativeFormatId?: number;
}

/** POST /gam/creatives as multipart form data, with the file as `asset`; the upload's progress is reported. */
export function createCreative(
  fields: CreativeFields,
  asset: File | null,
  options: UploadOptions = {},
): Promise<TCreative> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(key, String(value));
  }
  if (asset) form.append('asset', asset, asset.name);
  return sendFormWithProgress<TCreative>('POST', '/gam/creatives', form, options);
}

const NATIVE_TEXTS = ['title', 'text', 'adContentTitle', 'prefixText'] as const;

/** PUT /gam/creatives editing one creative: its fields as an entry of `creatives`, and a new file as `asset`. */
export function editCreative(
  creativeId: number,
  fields: CreativeFields,
  asset: File | null,
  options: UploadOptions = {},
): Promise<unknown> {
  const { orderId, lineItemId, ...entry } = fields;
  // A native text left blank is cleared (an entry leaving a field out keeps its value).
  const cleared =
    entry.nativeFormatId === undefined
      ? {}
      : Object.fromEntries(NATIVE_TEXTS.map((name) => [name, entry[name] ?? null]));
  const form = new FormData();
  form.append('orderId', String(orderId));
  form.append('lineItemId', String(lineItemId));
  form.append('creatives', JSON.stringify([{ id: creativeId, ...entry, ...cleared }]));
  if (asset) form.append('asset', asset, asset.name);
  return sendFormWithProgress<unknown>('PUT', '/gam/creatives', form, options);
}

export interface CreativeStatusChange {
  id: number;
  approbation: CreativeApprovalStatus;
  associationAction: AssociationAction;
}

/** PUT /gam/creatives: a status change of creatives, as a JSON list in multipart form data (spec §7). */
export function changeCreativeStatus(
  orderId: number,
  lineItemId: number,
  creatives: CreativeStatusChange[],
): Promise<unknown> {
  const form = new FormData();
  form.append('orderId', String(orderId));
  form.append('lineItemId', String(lineItemId));
  form.append('creatives', JSON.stringify(creatives));
  return http.putForm('/gam/creatives', form);
}

export function useCreateCreative() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { fields: CreativeFields; asset: File | null; onProgress: (f: number) => void }) =>
      createCreative(input.fields, input.asset, { onProgress: input.onProgress }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useEditCreative() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      creativeId: number;
      fields: CreativeFields;
      asset: File | null;
      onProgress: (f: number) => void;
    }) => editCreative(input.creativeId, input.fields, input.asset, { onProgress: input.onProgress }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useChangeCreativeStatus(orderId: number, lineItemId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (creatives: CreativeStatusChange[]) => changeCreativeStatus(orderId, lineItemId, creatives),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
