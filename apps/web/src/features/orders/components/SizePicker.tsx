import { Box, Checkbox, Group, Input, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displaySize } from '@portal/domain';
import { OFFERED_SIZES, thumbnail } from '../sizes.ts';

/** The display formats of a standard line item: cards with the size's shape, several may be chosen. */
export function SizePicker({
  value,
  error,
  readOnly,
  onChange,
}: {
  value: string[];
  error?: string;
  readOnly?: boolean;
  onChange: (sizes: string[]) => void;
}) {
  const { t } = useTranslation('orders');
  const known = new Set<string>(OFFERED_SIZES.map((s) => s.size));
  const options = [
    ...OFFERED_SIZES.map((s) => ({ size: s.size, label: t(`sizes.${s.key}`) })),
    ...value.filter((size) => !known.has(size)).map((size) => ({ size, label: t('sizes.custom') })),
  ];
  return (
    <Input.Wrapper
      label={t('lineItem.sizes.label')}
      description={t('lineItem.sizes.description')}
      withAsterisk
      error={error}
    >
      <Checkbox.Group value={value} onChange={readOnly ? undefined : onChange} mt="xs">
        <SimpleGrid cols={{ base: 2, xl: 3 }} spacing="xs">
          {options.map(({ size, label }) => {
            const box = thumbnail(size, 36);
            return (
              <Checkbox.Card
                key={size}
                value={size}
                radius="md"
                p="xs"
                disabled={readOnly}
                aria-label={`${size} – ${label}`}
              >
                <Group wrap="nowrap" gap="xs">
                  <Checkbox.Indicator />
                  <Box visibleFrom="xs" aria-hidden="true">
                    <Box w={40} h={40} style={{ display: 'grid', placeItems: 'center' }}>
                      <Box
                        w={box.width}
                        h={box.height}
                        bg="brand.1"
                        style={{ border: '1px solid var(--mantine-color-brand-4)', borderRadius: 2 }}
                      />
                    </Box>
                  </Box>
                  <div>
                    <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {displaySize(size)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {label}
                    </Text>
                  </div>
                </Group>
              </Checkbox.Card>
            );
          })}
        </SimpleGrid>
      </Checkbox.Group>
    </Input.Wrapper>
  );
}
