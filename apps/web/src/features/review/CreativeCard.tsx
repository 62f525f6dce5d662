import { Alert, Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TCreative } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { displaySize } from '@portal/domain';
import { NativeAd } from '../../components/NativeAd.tsx';
import type { ReviewCreative } from './api/review.ts';
import { Decide } from './Decide.tsx';
import { orderAnchor } from './anchors.ts';

/** A creative as readers will see it: a native ad in its template, an image at its real size. */
export function CreativePreview({ creative }: { creative: TCreative }) {
  const { t } = useTranslation('review');
  const label = t('creatives.previewOf', { name: creative.name });
  if (creative.nativeFormatId != null) {
    return (
      <NativeAd
        label={label}
        content={{
          title: creative.title ?? '',
          text: creative.text ?? '',
          adContentTitle: creative.adContentTitle ?? '',
          prefixText: creative.prefixText ?? '',
          imageUrl: creative.assetUrl ?? undefined,
        }}
        placeholders={{ title: '—', text: '—', adContentTitle: '', prefixText: '' }}
      />
    );
  }
  if (!creative.assetUrl) return null;
  return (
    <Box className="portal-review-creative">
      <img src={creative.assetUrl} alt={label} width={creative.size.width} height={creative.size.height} />
    </Box>
  );
}

/**
 * A native creative's texts whole (issue 31 §17): its preview cuts them as a reader's page would, and staff approve
 * every word.
 */
export function NativeTexts({ creative }: { creative: TCreative }) {
  const { t } = useTranslation('review');
  const fields = (['title', 'text', 'adContentTitle', 'prefixText'] as const).filter((key) =>
    creative[key]?.trim(),
  );
  if (creative.nativeFormatId == null || fields.length === 0) return null;
  return (
    <Stack gap={4} component="dl" m={0} aria-label={t('creatives.nativeTexts')}>
      {fields.map((key) => (
        <div key={key}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`creatives.fields.${key}`)}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {creative[key]}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

interface CreativeProps {
  creative: ReviewCreative;
  /** Its campaign waits for approval too (a card in the Campaigns tab). */
  pending: boolean;
  onOpenOrder: (orderId: number) => void;
}

/**
 * Which campaign and advertiser a creative belongs to (issue 12 item 10), the campaign a link to its card in the
 * Campaigns tab when it is waiting for approval there.
 */
function CreativeContext({ creative, pending, onOpenOrder }: CreativeProps) {
  const { t } = useTranslation('review');
  const name = creative.orderName || `#${creative.orderId}`;
  return (
    <Stack gap={2} mb="sm">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('creatives.campaign')}{' '}
        {pending ? (
          <Anchor
            href={`#${orderAnchor(creative.orderId)}`}
            onClick={(event) => {
              event.preventDefault();
              onOpenOrder(creative.orderId);
            }}
          >
            {name}
          </Anchor>
        ) : (
          <>
            <Text span fw={600}>
              {name}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              {t('creatives.notSubmitted')}
            </Text>
          </>
        )}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('creatives.advertiser')}{' '}
        {[creative.ownerName, creative.ownerEmail !== creative.ownerName ? creative.ownerEmail : '']
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

/** A creative in review: its preview, campaign, advertiser and destination. */
export function CreativeCard({ creative, pending, onOpenOrder }: CreativeProps) {
  const { t } = useTranslation('review');
  const native = creative.nativeFormatId != null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="article" aria-label={creative.name}>
      <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="h5" style={{ overflowWrap: 'anywhere' }}>
            {creative.name}
          </Title>
          <Text size="sm" c="dimmed">
            {native ? t('creatives.native') : `${displaySize(creative.size)} px`}
          </Text>
        </div>
        <Badge variant="light" color="yellow">
          {t(`creatives.approbation.${creative.approbation}`)}
        </Badge>
      </Group>
      <CreativeContext creative={creative} pending={pending} onOpenOrder={onOpenOrder} />
      {creative.earlierRefusalReason && (
        <Alert color="orange" variant="light" mb="sm" title={t('creatives.earlierRefusal')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {creative.earlierRefusalReason}
          </Text>
        </Alert>
      )}
      <Box mb="sm">
        <CreativePreview creative={creative} />
      </Box>
      {native && (
        <Box mb="sm">
          <NativeTexts creative={creative} />
        </Box>
      )}
      <Text size="sm" mb="md">
        {t('creatives.destination')}{' '}
        <Anchor
          href={creative.destinationUrl}
          target="_blank"
          rel="noopener noreferrer"
          style={{ overflowWrap: 'anywhere' }}
        >
          {creative.destinationUrl}
        </Anchor>
      </Text>
      <Decide kind="creatives" id={creative.id} name={creative.name} />
    </Paper>
  );
}
