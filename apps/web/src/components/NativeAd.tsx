import { Box, Image, Stack, Text } from '@mantine/core';
import { NATIVE_DEFAULT_SIZE } from '@portal/domain';

export interface NativeAdContent {
  title?: string;
  text?: string;
  /** The advertiser's name, shown after the prefix ("Sponsored by ACME"). */
  adContentTitle?: string;
  prefixText?: string;
  imageUrl?: string | null;
}

/**
 * A native ad as a reader sees it in a feed (spec §3 native creative: title, text, adContentTitle, prefixText, an
 * image), at the template's size (300x250 by default, no aspect-ratio lock, spec §9). Shared by the creative form's
 * live preview and the preview/native page. Empty parts show the `placeholders` given, dimmed.
 */
export function NativeAd({
  content,
  placeholders,
  width = NATIVE_DEFAULT_SIZE.width,
  height = NATIVE_DEFAULT_SIZE.height,
  label,
}: {
  content: NativeAdContent;
  placeholders: Required<Omit<NativeAdContent, 'imageUrl'>>;
  width?: number;
  height?: number;
  /** The accessible name of the ad's frame. */
  label: string;
}) {
  const part = (value: string | undefined, fallback: string) => (value?.trim() ? value : fallback);
  const hasImage = content.imageUrl !== undefined;
  return (
    <Box
      role="figure"
      aria-label={label}
      w={width}
      maw="100%"
      h={height}
      bg="white"
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 6,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        fontFamily: 'Georgia, "Times New Roman", serif',
      }}
    >
      {hasImage && (
        <Box h={Math.round(height * 0.52)} bg="gray.2" style={{ flexShrink: 0 }}>
          {content.imageUrl ? <Image src={content.imageUrl} alt="" h="100%" w="100%" fit="cover" /> : null}
        </Box>
      )}
      <Stack gap={4} p={10} style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        <Text
          size="xs"
          c="dimmed"
          tt="uppercase"
          fw={600}
          style={{ letterSpacing: 0.4, fontFamily: 'system-ui' }}
          lineClamp={1}
        >
          {part(content.prefixText, placeholders.prefixText)}{' '}
          {part(content.adContentTitle, placeholders.adContentTitle)}
        </Text>
        <Text fw={700} size="md" lh={1.25} lineClamp={2} c={content.title?.trim() ? undefined : 'dimmed'}>
          {part(content.title, placeholders.title)}
        </Text>
        <Text size="sm" lh={1.35} c={content.text?.trim() ? 'gray.7' : 'dimmed'} lineClamp={hasImage ? 2 : 6}>
          {part(content.text, placeholders.text)}
        </Text>
      </Stack>
    </Box>
  );
}
