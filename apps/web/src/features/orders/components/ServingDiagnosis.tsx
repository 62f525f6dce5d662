import { Anchor, Badge, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SERVING_LIMIT_CODES,
  type ServingReasonCode,
  type TLineItemDiagnosis,
  type TServingReason,
} from '@portal/domain';
import { LinkTo } from '../../../lib/navigation.tsx';
import type { RouteName } from '../../../lib/routes.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useSettings } from '../../../lib/settings.ts';
import { useOrderDiagnosis } from '../api/diagnosis.ts';

/**
 * "Why isn't my ad serving?" (issue 31): each line item's reasons for not delivering now, as the server judged them
 * with the serving rules, in the user's language, each with what to do and a link to the step that fixes it.
 */

/** The step that fixes a reason, by its route (with the order's and line item's ids); none when nothing to edit. */
const FIX: Partial<Record<ServingReasonCode, RouteName>> = {
  NOT_SUBMITTED: 'hub.orders.approval',
  DISAPPROVED: 'hub.orders.lineItems.edit',
  PAUSED_FOR_PAYMENT: 'hub.payment',
  NOT_STARTED: 'hub.orders.lineItems.edit',
  FLIGHT_ENDED: 'hub.orders.lineItems.edit',
  BOOKING_REACHED: 'hub.orders.lineItems.edit',
  NO_CARD: 'hub.finances-method',
  FREQUENCY_CAPPED: 'hub.orders.lineItems.edit',
  NO_MATCHING_VISITORS: 'hub.orders.targeting',
  AUDIENCE_TOO_SMALL: 'hub.orders.targeting',
  NO_CREATIVE_FOR_SIZE: 'hub.orders.creatives',
};

export function ServingDiagnosis({ orderId }: { orderId: number }) {
  const { t } = useTranslation('diagnosis');
  const diagnosis = useOrderDiagnosis(orderId);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="serving-diagnosis">
      <Title order={2} fz="h4" id="serving-diagnosis">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('intro')}
      </Text>
      {diagnosis.isPending ? (
        <Skeleton height={60} radius="sm" />
      ) : diagnosis.isError ? (
        <Text size="sm" c="red.8">
          {t('loadFailed')}
        </Text>
      ) : diagnosis.data.lineItems.length === 0 ? (
        <Text size="sm">{t('noLineItem')}</Text>
      ) : (
        <Stack gap="md">
          {diagnosis.data.lineItems.map((li) => (
            <LineItemDiagnosis key={li.lineItemId} orderId={orderId} item={li} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function LineItemDiagnosis({ orderId, item }: { orderId: number; item: TLineItemDiagnosis }) {
  const { t } = useTranslation('diagnosis');
  const label = item.name || t('lineItemName', { id: item.lineItemId });
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
        <Badge color={item.serving ? 'green' : 'red'} variant="light" radius="sm">
          {item.serving ? t('serving') : t('notServing')}
        </Badge>
      </Group>
      {item.reasons.length === 0 ? (
        <Text size="sm">{t('nothing')}</Text>
      ) : (
        <List size="sm" spacing={6}>
          {item.reasons.map((reason, i) => (
            <List.Item key={`${reason.code}-${i}`}>
              <Reason orderId={orderId} lineItemId={item.lineItemId} reason={reason} />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function Reason({
  orderId,
  lineItemId,
  reason,
}: {
  orderId: number;
  lineItemId: number;
  reason: TServingReason;
}) {
  const { t } = useTranslation('diagnosis');
  const f = useFormatters();
  const { supportEmail } = useSettings();
  const { params } = reason;
  const values = {
    ...params,
    start: typeof params.start === 'string' ? f.date(params.start) : undefined,
    end: typeof params.end === 'string' ? f.date(params.end) : undefined,
    units: typeof params.units === 'number' ? f.number(params.units) : undefined,
    size: params.size === 'native' ? t('native') : params.size,
  };
  const route = FIX[reason.code];
  const limit = SERVING_LIMIT_CODES.includes(reason.code);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={limit ? 400 : 500}>
        {t(`reasons.${reason.code}.what`, values)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`reasons.${reason.code}.todo`, values)}{' '}
        {route && (
          <Anchor
            component={LinkTo}
            name={route}
            params={{ orderId, lineItemId }}
            size="sm"
            underline="always"
          >
            {t(`reasons.${reason.code}.link`)}
          </Anchor>
        )}
        {reason.code === 'PAUSED_FOR_SUSPENSION' && supportEmail && (
          <Anchor href={`mailto:${supportEmail}`} size="sm" underline="always">
            {supportEmail}
          </Anchor>
        )}
      </Text>
    </Stack>
  );
}
