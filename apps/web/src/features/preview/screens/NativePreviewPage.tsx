import { Box, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NATIVE_DEFAULT_SIZE, parseSize } from '@portal/domain';
import { NativeAd, type NativeAdContent } from '../../../components/NativeAd.tsx';

export const namespaces = ['preview'];

/** Only images the portal itself serves (its uploads, a blob of the form's tab) or https ones are shown. */
function safeImage(value: string | null): string | null | undefined {
  if (value === null) return undefined;
  if (value === '') return null;
  return /^(blob:|https:\/\/|\/)/.test(value) ? value : null;
}

/** Grey lines standing for the article around the ad. */
function Lines({ count }: { count: number }) {
  return (
    <Stack gap={8} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={10} w={i === count - 1 ? '60%' : '100%'} animate={false} />
      ))}
    </Stack>
  );
}

/**
 * The native-ad preview page (spec §2 preview/native): the ad of the query (title, text, adContentTitle,
 * prefixText, image, size) as readers will see it, in a news feed and on its own at its template's size. The
 * creative form opens it in a new tab; anyone with the link may look.
 */
export function Component() {
  const { t } = useTranslation('preview');
  const [params] = useSearchParams();
  const size = parseSize(params.get('size') ?? '') ?? NATIVE_DEFAULT_SIZE;
  const content: NativeAdContent = {
    title: params.get('title') ?? '',
    text: params.get('text') ?? '',
    adContentTitle: params.get('adContentTitle') ?? '',
    prefixText: params.get('prefixText') ?? '',
    imageUrl: safeImage(params.get('image')),
  };
  const placeholders = {
    title: t('placeholders.title'),
    text: t('placeholders.text'),
    adContentTitle: t('placeholders.adContentTitle'),
    prefixText: t('placeholders.prefixText'),
  };
  return (
    <Stack gap="lg">
      <Text c="dimmed" maw={640}>
        {t('intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg">
          <Title order={2} fz="h5" mb="md">
            {t('inFeed')}
          </Title>
          <Stack gap="lg">
            <Box>
              <Skeleton h={18} w="80%" mb={10} animate={false} />
              <Lines count={3} />
            </Box>
            <Group justify="center">
              <NativeAd
                content={content}
                placeholders={placeholders}
                width={size.width}
                height={size.height}
                label={t('adLabel')}
              />
            </Group>
            <Lines count={4} />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} fz="h5" mb="md">
            {t('alone', { width: size.width, height: size.height })}
          </Title>
          <Group justify="center">
            <NativeAd
              content={content}
              placeholders={placeholders}
              width={size.width}
              height={size.height}
              label={t('adLabelAlone')}
            />
          </Group>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
