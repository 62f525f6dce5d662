import {
  CREATIVE_MAX_KB,
  CREATIVE_SIGNATURE_BYTES,
  validateCreativeFile,
  violationsToFieldErrors,
  type Language,
  type TSize,
} from '@portal/domain';

/**
 * A chosen creative file with what the browser could read of it: its pixel size (when it decodes), its first bytes
 * and whether it decodes (issue 31 §21: judged when chosen, as the server judges it, not at the submission).
 */
export interface PickedFile {
  file: File;
  url: string;
  width?: number;
  height?: number;
  leadingBytes?: Uint8Array;
  decodes?: boolean;
}

/** What the browser reads of a chosen file: its first bytes, and its pixel size when it decodes as an image. */
export async function readPickedFile(file: File): Promise<Omit<PickedFile, 'file' | 'url'>> {
  const [leadingBytes, size] = await Promise.all([
    file
      .slice(0, CREATIVE_SIGNATURE_BYTES)
      .arrayBuffer()
      .then((buffer) => new Uint8Array(buffer))
      .catch(() => undefined),
    imageSize(file),
  ]);
  return { leadingBytes, decodes: size !== undefined, ...size };
}

/** The image's pixel size, read by decoding it; undefined for a file that is not an image the browser reads. */
export async function imageSize(file: File): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

/**
 * The refusals of a creative file (spec §5: .gif, .jpg or .png, the placeholder's exact size, at most 150 KB), by
 * the domain's validateCreativeFile, as the sentences the server would answer.
 */
export function fileProblems(picked: PickedFile, expected: TSize | undefined, lang: Language): string[] {
  const { file, width, height, leadingBytes, decodes } = picked;
  const violations = validateCreativeFile(
    { name: file.name, type: file.type, size: file.size, width, height, leadingBytes, decodes },
    expected,
    CREATIVE_MAX_KB,
  );
  return violationsToFieldErrors(violations, lang).asset ?? [];
}
