import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displaySize, type TLineItem } from '@portal/domain';
import { capsInWords } from '../../lib/cap-words.ts';
import { useFormatters } from '../../lib/format.ts';
import { useLanguage } from '../../lib/navigation.tsx';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * What staff approve of a line item (issue 31 §17): its dates, impressions, formats, places, audiences (by their
 * names) and frequency caps, in the words the advertiser's summary uses.
 */
export function LineItemFacts({ lineItem: li, title }: { lineItem: TLineItem; title?: string }) {
  const { t } = useTranslation(['review', 'caps']);
  const f = useFormatters();
  const lang = useLanguage();
  const geo = li.targeting.geoTargeting;
  const audienceIds = li.targeting.customTargeting;
  const named = li.customTargetingNames ?? [];
  const audiences = audienceIds.length
    ? [
        ...named.map((a) => a.name),
        // An audience the server could not name (deleted since) still counts.
        ...(audienceIds.length > named.length
          ? [t('orders.unnamedAudiences', { count: audienceIds.length - named.length })]
          : []),
      ].join(', ')
    : t('orders.everyone');
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={title ?? li.name}>
      {title && (
        <Text fw={600} size="sm" mb={6} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        <Fact label={t('orders.flight')}>{f.dateRange(li.startDateTime, li.endDateTime)}</Fact>
        <Fact label={t('orders.impressions')}>{f.number(li.units)}</Fact>
        <Fact label={t('orders.formats')}>
          {li.nativeFormatId != null
            ? t('orders.native')
            : li.creativePlaceholders.map((p) => displaySize(p.size)).join(', ') || '—'}
        </Fact>
        <Fact label={t('orders.locations')}>
          {geo.targetedLocations.length
            ? geo.targetedLocations.map((l) => l.name).join(', ')
            : t('orders.everywhere')}
          {geo.excludedLocations.length
            ? ` ${t('orders.except', { names: geo.excludedLocations.map((l) => l.name).join(', ') })}`
            : ''}
        </Fact>
        <Fact label={t('orders.audiences')}>{audiences}</Fact>
        <Fact label={t('orders.caps')}>
          {capsInWords(li.frequencyCaps, lang === 'fr' ? 'fr-CA' : 'en-CA', t).join(' · ')}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}
