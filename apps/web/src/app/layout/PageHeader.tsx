import { Stack, Text, Title } from '@mantine/core';

/** A screen's title and subtitle (spec §2 "Page titles"). */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={2} mb="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="lg">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
