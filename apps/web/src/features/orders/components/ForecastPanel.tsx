import { useId, type ReactNode } from 'react';
import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { forecastSummary, type TForecastRequest } from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { useForecast } from '../api/forecast.ts';
import { useFormatters } from '../../../lib/format.ts';

/**
 * The live availability of a line item (issues 4 and 5): "about N of your M impressions are available", asked
 * again as its impressions, dates, formats or targeting change; below M it says the campaign may not be delivered
 * in full (what NOT_ENOUGH_INVENTORY tells at submission). A status region: read out politely as it changes.
 */
export function ForecastPanel({
  request,
  impressionsCanGoDown,
}: {
  request: TForecastRequest | null;
  /** False once the line item is saved: its budget can be raised, never lowered (spec §5), so no advice says to. */
  impressionsCanGoDown: boolean;
}) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const titleId = useId();
  const { forecast, updating, failed } = useForecast(request);
  const summary = forecast && forecastSummary(forecast);
  const estimable = forecast?.estimable !== false;
  // A chosen audience too small to deliver is a warning, whatever the inventory says: the panel turns orange.
  const smallSegments = failed ? [] : (forecast?.smallSegments ?? []);
  const warned = smallSegments.length > 0;
  let tone: 'gray' | 'teal' | 'orange' = 'gray';
  if (summary && !failed) {
    if (warned || (estimable && !summary.deliversInFull)) tone = 'orange';
    else if (estimable) tone = 'teal';
  }

  let body: ReactNode;
  if (!request) body = <Text size="sm">{t('forecast.waiting')}</Text>;
  else if (failed) body = <Text size="sm">{t('forecast.error')}</Text>;
  else if (!summary) body = <Text size="sm">{t('forecast.loading')}</Text>;
  else if (!estimable) {
    body = (
      <Text size="sm" data-testid="forecast-available">
        {t('forecast.notEstimable')}
      </Text>
    );
  } else {
    body = (
      <>
        <Text size="sm" fw={600} data-testid="forecast-available">
          {summary.available === 0
            ? t('forecast.noneAvailable', { requested: f.number(summary.requested) })
            : t('forecast.available', {
                available: f.number(summary.available),
                requested: f.number(summary.requested),
              })}
        </Text>
        {/* A chosen audience too small to deliver says why below: no second, more general reason. */}
        {!warned && (
          <Text size="sm" c={summary.deliversInFull ? 'teal.9' : 'orange.9'}>
            {summary.deliversInFull
              ? t('forecast.inFull')
              : t(
                  `forecast.${forecast.narrowedByTargeting ? 'shortTargeted' : 'short'}${impressionsCanGoDown ? '' : 'Kept'}`,
                )}
          </Text>
        )}
      </>
    );
  }

  return (
    <Paper
      withBorder
      data-tone={tone}
      p="md"
      radius="md"
      bg={`${tone}.0`}
      style={{ borderColor: `var(--mantine-color-${tone}-3)` }}
      role="status"
      aria-labelledby={titleId}
      aria-busy={updating}
    >
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <Text component="span" c={`${tone}.8`} lh={0} aria-hidden>
            <Icon name={tone === 'orange' ? 'alert' : tone === 'teal' ? 'check' : 'info'} size={18} />
          </Text>
          <Text size="sm" fw={600} id={titleId}>
            {t('forecast.title')}
          </Text>
          {updating && <Loader size={14} ml="auto" aria-hidden />}
        </Group>
        {body}
        {summary && !failed && forecast.cityKnownOnly && (
          <Text size="sm" data-testid="forecast-city-known">
            {t('forecast.cityKnownOnly')}
          </Text>
        )}
        {smallSegments.map((segment) => (
          <Text key={segment.id} size="sm" c="orange.9" data-testid="forecast-small-segment">
            {t('forecast.smallSegment', {
              count: segment.size,
              name: segment.name,
              size: f.number(segment.size),
            })}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
