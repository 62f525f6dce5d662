import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Pill,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  cityLevelPlaces,
  formatMessage,
  isPostalCode,
  normalizeLocationType,
  validateGeoTargeting,
  type TGeoTarget,
  type TGeoTargeting,
} from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { useLanguage } from '../../../lib/navigation.tsx';
import { useGeoCatalogue, useGeoSearch } from '../../../lib/catalogues.ts';
import { buildGeoTree, childrenTypeOf, modeOf, setMode, type GeoMode, type GeoNode } from '../geo-tree.ts';

type Change = (location: TGeoTarget, mode: GeoMode | null) => void;

function useTypeLabel() {
  const { t } = useTranslation('orders');
  return (type: string) => {
    const key = normalizeLocationType(type);
    return t(`targeting.geo.types.${key}`, { defaultValue: type });
  };
}

/** Target and exclude buttons of a location, pressed when chosen (spec §5: postal codes cannot be excluded). */
function ModeButtons({
  location,
  mode,
  readOnly,
  onChange,
}: {
  location: TGeoTarget;
  mode: GeoMode | null;
  readOnly?: boolean;
  onChange: Change;
}) {
  const { t } = useTranslation('orders');
  if (readOnly) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant={mode === 'include' ? 'filled' : 'default'}
        color="teal"
        aria-pressed={mode === 'include'}
        aria-label={t('targeting.geo.includeName', { name: location.name })}
        onClick={() => onChange(location, mode === 'include' ? null : 'include')}
      >
        {t('targeting.geo.include')}
      </Button>
      <Button
        size="compact-xs"
        variant={mode === 'exclude' ? 'filled' : 'default'}
        color="red"
        aria-pressed={mode === 'exclude'}
        aria-label={t('targeting.geo.excludeName', { name: location.name })}
        disabled={isPostalCode(location)}
        onClick={() => onChange(location, mode === 'exclude' ? null : 'exclude')}
      >
        {t('targeting.geo.exclude')}
      </Button>
    </Group>
  );
}

function TreeNode({
  node,
  geo,
  depth,
  readOnly,
  onChange,
}: {
  node: GeoNode;
  geo: TGeoTargeting;
  depth: number;
  readOnly?: boolean;
  onChange: Change;
}) {
  const { t } = useTranslation('orders');
  const typeLabel = useTypeLabel();
  const [open, setOpen] = useState(false);
  const { location, children } = node;
  const childType = childrenTypeOf(node);
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="xs" py={4} pl={depth * 16} className="portal-geo-row">
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0, flex: '1 1 150px' }}>
          {children.length > 0 ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-expanded={open}
              aria-label={t(open ? 'targeting.geo.collapse' : 'targeting.geo.expand', {
                name: location.name,
                children: childType ? typeLabel(`${childType}_PLURAL`) : t('targeting.geo.places'),
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
          {/* The whole name, on two lines if it must: "Montréal (région administrative)" cut short is another place. */}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {location.name}
          </Text>
          <Text size="xs" c="dimmed" visibleFrom="xs">
            {typeLabel(location.type)}
          </Text>
        </Group>
        <ModeButtons
          location={location}
          mode={modeOf(geo, location.id)}
          readOnly={readOnly}
          onChange={onChange}
        />
      </Group>
      {open && (
        <Box component="ul" p={0} m={0}>
          {children.map((child) => (
            <TreeNode
              key={child.location.id}
              node={child}
              geo={geo}
              depth={depth + 1}
              readOnly={readOnly}
              onChange={onChange}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Geographic targeting (spec §3, §5): search the network's locations by name (GET /gam/targeting/geo?q=), browse
 * them as a tree, target or exclude each one; the domain's validateGeoTargeting explains a refused choice live.
 */
export function GeoTargetingPanel({
  geo,
  serverErrors,
  readOnly,
  onChange,
}: {
  geo: TGeoTargeting;
  serverErrors: string[];
  readOnly?: boolean;
  onChange: (geo: TGeoTargeting) => void;
}) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const typeLabel = useTypeLabel();
  const catalogue = useGeoCatalogue(lang);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const search = useGeoSearch(lang, debounced);
  const byId = useMemo(() => new Map((catalogue.data ?? []).map((l) => [l.id, l])), [catalogue.data]);
  const tree = useMemo(() => buildGeoTree(catalogue.data ?? []), [catalogue.data]);
  const change: Change = (location, mode) => onChange(setMode(geo, location, mode));
  const problems = validateGeoTargeting({ geoTargeting: geo }, (id) => byId.get(id)).map((v) =>
    formatMessage(lang, v.code, v.params),
  );
  const messages = [...new Set([...problems, ...serverErrors])];
  const chosen = [
    ...geo.targetedLocations.map((l) => ({ location: l, mode: 'include' as const })),
    ...geo.excludedLocations.map((l) => ({ location: l, mode: 'exclude' as const })),
  ];
  // Cities and regions are matched only where a visitor's city is known (issue 31 §2): the step says so.
  const cityLevel = cityLevelPlaces(geo);
  const list = new Intl.ListFormat(lang, { type: 'conjunction' });
  const namesOf = (locations: TGeoTarget[]) => list.format(locations.map((l) => l.name));
  const context = (location: TGeoTarget) => {
    const parent = location.canonicalParentId != null ? byId.get(location.canonicalParentId) : undefined;
    return [typeLabel(location.type), parent?.name].filter(Boolean).join(' · ');
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb={4}>
        {t('targeting.geo.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('targeting.geo.description')}
      </Text>

      <Stack gap="xs" mb="md" aria-live="polite">
        {chosen.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('targeting.geo.everywhere')}
          </Text>
        ) : (
          <Group gap={6}>
            {chosen.map(({ location, mode }) => (
              <Pill
                key={location.id}
                withRemoveButton={!readOnly}
                onRemove={() => change(location, null)}
                removeButtonProps={{ 'aria-label': t('targeting.geo.remove', { name: location.name }) }}
                bg={mode === 'include' ? 'teal.1' : 'red.1'}
                c={mode === 'include' ? 'teal.9' : 'red.9'}
              >
                {t(mode === 'include' ? 'targeting.geo.targetedPill' : 'targeting.geo.excludedPill', {
                  name: location.name,
                })}
              </Pill>
            ))}
          </Group>
        )}
        {(cityLevel.targeted.length > 0 || cityLevel.excluded.length > 0) && (
          <Alert
            color="blue"
            variant="light"
            icon={<Icon name="info" size={18} />}
            p="sm"
            role="note"
            data-testid="geo-city-known-note"
          >
            <Stack gap={6}>
              {cityLevel.targeted.length > 0 && (
                <Text size="sm">
                  {t('targeting.geo.cityTargeted', {
                    count: cityLevel.targeted.length,
                    names: namesOf(cityLevel.targeted),
                  })}
                </Text>
              )}
              {cityLevel.excluded.length > 0 && (
                <Text size="sm">
                  {t('targeting.geo.cityExcluded', {
                    count: cityLevel.excluded.length,
                    names: namesOf(cityLevel.excluded),
                  })}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {messages.length > 0 && (
          <Alert color="red" variant="light" icon={<Icon name="alert" size={18} />} role="alert" p="sm">
            <Stack gap={2}>
              {messages.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
      </Stack>

      {!readOnly && (
        <>
          <TextInput
            label={t('targeting.geo.search')}
            placeholder={t('targeting.geo.searchPlaceholder')}
            leftSection={<Icon name="search" size={16} />}
            rightSection={search.isFetching ? <Loader size={14} /> : null}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            type="search"
          />
          {debounced.length >= 2 && (
            <Paper withBorder radius="md" mt={6} p={4}>
              <ScrollArea.Autosize mah={280} scrollbars="y">
                {search.data && search.data.length === 0 && (
                  <Text size="sm" c="dimmed" p="xs">
                    {t('targeting.geo.noResult', { q: debounced })}
                  </Text>
                )}
                <Box component="ul" p={0} m={0} aria-label={t('targeting.geo.results')}>
                  {(search.data ?? []).slice(0, 30).map((location) => (
                    <Box component="li" key={location.id} style={{ listStyle: 'none' }}>
                      <Group justify="space-between" gap="xs" px="xs" py={6} className="portal-geo-row">
                        <Box style={{ minWidth: 0, flex: '1 1 160px' }}>
                          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                            {location.name}
                          </Text>
                          <Text size="xs" c="dimmed" truncate>
                            {context(location)}
                          </Text>
                        </Box>
                        <ModeButtons location={location} mode={modeOf(geo, location.id)} onChange={change} />
                      </Group>
                    </Box>
                  ))}
                </Box>
              </ScrollArea.Autosize>
            </Paper>
          )}
        </>
      )}

      <Text size="sm" fw={600} mt="lg" mb={4}>
        {t('targeting.geo.browse')}
      </Text>
      {catalogue.isPending ? (
        <Loader size="sm" />
      ) : (
        <Box component="ul" p={0} m={0} aria-label={t('targeting.geo.browse')}>
          {tree.map((node) => (
            <TreeNode
              key={node.location.id}
              node={node}
              geo={geo}
              depth={0}
              readOnly={readOnly}
              onChange={change}
            />
          ))}
        </Box>
      )}
      {catalogue.data && catalogue.data.length === 0 && (
        <Badge color="gray" variant="light">
          {t('targeting.geo.unavailable')}
        </Badge>
      )}
    </Paper>
  );
}
