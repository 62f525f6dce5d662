import { useState } from 'react';
import { ActionIcon, Box, Checkbox, Group, Loader, Paper, Pill, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language, TCatalogueSegment } from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { useLanguage } from '../../../lib/navigation.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { usePersonalizedSegments, useSegmentChildren, useSegmentRoots } from '../../../lib/catalogues.ts';
import { isSegmentTooSmall, isSelectableSegment } from '@portal/domain';

function titleOf(segment: TCatalogueSegment, lang: Language): string {
  return lang === 'fr' ? segment.title_fr : segment.title_en;
}

function SegmentNode({
  segment,
  selected,
  depth,
  readOnly,
  onToggle,
}: {
  segment: TCatalogueSegment;
  selected: readonly number[];
  depth: number;
  readOnly?: boolean;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const children = useSegmentChildren(segment.segment_id, open && segment.has_children);
  const title = titleOf(segment, lang);
  const id = segment.ad_manager_id;
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Group gap={4} py={4} pl={depth * 16} wrap="nowrap" className="portal-geo-row">
        {segment.has_children ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-expanded={open}
            aria-label={t(open ? 'targeting.audience.collapse' : 'targeting.audience.expand', {
              name: title,
            })}
            onClick={() => setOpen(!open)}
          >
            <Icon
              name="chevron"
              size={14}
              style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}
            />
          </ActionIcon>
        ) : (
          <Box w={22} />
        )}
        {id !== null ? (
          <Checkbox
            label={title}
            checked={selected.includes(id)}
            disabled={readOnly}
            onChange={() => onToggle(id)}
            size="sm"
          />
        ) : (
          <Text size="sm">{title}</Text>
        )}
        {open && children.isFetching && <Loader size={12} />}
      </Group>
      {open && children.data && (
        <Box component="ul" p={0} m={0}>
          {children.data.map((child) => (
            <SegmentNode
              key={child.segment_id}
              segment={child}
              selected={selected}
              depth={depth + 1}
              readOnly={readOnly}
              onToggle={onToggle}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Audience targeting (spec §3 Segment catalogue, §7 GET /segments/, /segments/children/{id}): the catalogue as a
 * tree whose branches load when opened; the chosen segments' ad-server ids go in customTargeting.
 */
export function AudiencePanel({
  selected,
  savedNames = [],
  readOnly,
  onChange,
}: {
  selected: number[];
  /** The names of the saved audiences as the order's read gave them (issue 12 item 4), before any branch loads. */
  savedNames?: readonly { id: number; name: string }[];
  readOnly?: boolean;
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const lang = useLanguage();
  const client = useQueryClient();
  const roots = useSegmentRoots();
  const own = usePersonalizedSegments();
  const mine = (own.data ?? []).filter((s) => isSelectableSegment(s) || selected.includes(s.id));
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  // Names of the chosen segments: as the order's read named them, then from every catalogue branch loaded so far.
  const known = new Map<number, string>(savedNames.map((s) => [s.id, s.name]));
  for (const [, list] of client.getQueriesData<TCatalogueSegment[]>({
    queryKey: ['catalogue', 'segments'],
  })) {
    for (const segment of list ?? []) {
      if (segment.ad_manager_id !== null) known.set(segment.ad_manager_id, titleOf(segment, lang));
    }
  }
  for (const segment of own.data ?? []) known.set(segment.id, segment.name);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb={4}>
        {t('targeting.audience.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('targeting.audience.description')}
      </Text>
      {selected.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('targeting.audience.none')}
        </Text>
      ) : (
        <Group gap={6} mb="sm" aria-live="polite">
          {selected.map((id) => {
            const name = known.get(id) ?? t('targeting.audience.unknown', { id });
            return (
              <Pill
                key={id}
                withRemoveButton={!readOnly}
                onRemove={() => toggle(id)}
                removeButtonProps={{ 'aria-label': t('targeting.audience.remove', { name }) }}
                bg="brand.1"
              >
                {name}
              </Pill>
            );
          })}
        </Group>
      )}
      {roots.isPending ? (
        <Loader size="sm" />
      ) : (
        <Box component="ul" p={0} m={0} aria-label={t('targeting.audience.title')}>
          {(roots.data ?? []).map((segment) => (
            <SegmentNode
              key={segment.segment_id}
              segment={segment}
              selected={selected}
              depth={0}
              readOnly={readOnly}
              onToggle={toggle}
            />
          ))}
        </Box>
      )}
      {mine.length > 0 && (
        <Box mt="md">
          <Text size="sm" fw={600} mb={4}>
            {t('targeting.audience.personalized')}
          </Text>
          <Box component="ul" p={0} m={0} aria-label={t('targeting.audience.personalized')}>
            {mine.map((segment) => (
              <Box component="li" key={segment.id} style={{ listStyle: 'none' }} py={4}>
                <Checkbox
                  size="sm"
                  checked={selected.includes(segment.id)}
                  disabled={readOnly}
                  onChange={() => toggle(segment.id)}
                  label={segment.name}
                  description={
                    isSegmentTooSmall(segment.size)
                      ? t('targeting.audience.tooSmall', {
                          count: segment.size,
                          size: f.number(segment.size),
                        })
                      : t('targeting.audience.size', { count: segment.size, size: f.number(segment.size) })
                  }
                />
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {roots.isError && (
        <Text size="sm" c="red">
          {t('targeting.audience.unavailable')}
        </Text>
      )}
    </Paper>
  );
}
