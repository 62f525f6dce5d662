import { Anchor, Badge, Box, Button, Group, Image, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canActivate, type TCreative } from '@portal/domain';
import { LinkTo } from '../../../lib/navigation.tsx';
import { thumbnail } from '../sizes.ts';

const APPROBATION_TONE = {
  APPROVED: 'teal',
  REFUSED: 'red',
  IN_REVIEW: 'yellow',
  DELETED_BY_USER: 'gray',
} as const;

/**
 * A creative of a line item: its image at a thumbnail's size (the upload form shows the real size), destination,
 * review state (spec §4 approval statuses) and its activation on the line item.
 */
export function CreativeCard({
  creative,
  place,
  readOnly,
  busy,
  onActivate,
}: {
  creative: TCreative;
  /** The creative's order and line item: where its edit form is. */
  place: { orderId: number; lineItemId: number };
  readOnly?: boolean;
  busy?: boolean;
  onActivate: (creative: TCreative, action: 'ACTIVATE' | 'DEACTIVATE') => void;
}) {
  const { t } = useTranslation('orders');
  const box = thumbnail(`${creative.size.width}x${creative.size.height}`, 96);
  const isNative = creative.nativeFormatId != null;
  const activatable = canActivate([creative]);
  return (
    <Paper withBorder p="sm" radius="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box
          w={104}
          h={104}
          bg="gray.0"
          style={{ display: 'grid', placeItems: 'center', borderRadius: 6, flexShrink: 0 }}
        >
          {creative.assetUrl ? (
            <Image
              src={creative.assetUrl}
              alt={t('creatives.thumbnailAlt', { name: creative.name })}
              w={box.width}
              h={box.height}
              fit="contain"
            />
          ) : (
            <Text size="xs" c="dimmed" ta="center" px={4}>
              {isNative ? (creative.title ?? t('creatives.native.label')) : '—'}
            </Text>
          )}
        </Box>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          {/* Long names and addresses wrap rather than being cut (issue 12 item 14). */}
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {creative.name}
          </Text>
          <Anchor
            href={creative.destinationUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {creative.destinationUrl}
          </Anchor>
          <Group gap={6}>
            <Badge color={APPROBATION_TONE[creative.approbation]} variant="light" radius="sm">
              {t(`creatives.approbation.${creative.approbation}`)}
            </Badge>
            {(creative.status === 'ACTIVE' || creative.status === 'INACTIVE') && (
              <Badge color={creative.status === 'ACTIVE' ? 'blue' : 'gray'} variant="dot" radius="sm">
                {t(`creatives.status.${creative.status}`)}
              </Badge>
            )}
          </Group>
          {creative.approbation === 'REFUSED' && (
            <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
              {t('creatives.refusedBecause', {
                reason: creative.reviewReason || t('creatives.refused.noReason'),
              })}
            </Text>
          )}
          {creative.approbation === 'REFUSED' && !readOnly && (
            <Text size="sm">{t('creatives.refusedNext')}</Text>
          )}
          {!readOnly && creative.approbation !== 'DELETED_BY_USER' && (
            <Group gap={6} mt={4}>
              <Button
                component={LinkTo}
                name="hub.orders.creatives.edit"
                params={{ ...place, creativeId: creative.id }}
                size="compact-sm"
                variant="default"
                aria-label={t('creatives.editFor', { name: creative.name })}
              >
                {t('creatives.edit')}
              </Button>
              {creative.status === 'ACTIVE' ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={busy}
                  onClick={() => onActivate(creative, 'DEACTIVATE')}
                >
                  {t('creatives.deactivate')}
                </Button>
              ) : (
                creative.status === 'INACTIVE' &&
                creative.approbation !== 'REFUSED' && (
                  <Tooltip label={t('creatives.cannotActivate')} disabled={activatable} withArrow>
                    <Button
                      size="compact-sm"
                      variant="light"
                      loading={busy}
                      disabled={!activatable}
                      onClick={() => onActivate(creative, 'ACTIVATE')}
                    >
                      {t('creatives.activate')}
                    </Button>
                  </Tooltip>
                )
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
