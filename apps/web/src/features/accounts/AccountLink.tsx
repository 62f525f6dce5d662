import { Anchor, Group, Text } from '@mantine/core';
import { LinkTo } from '../../lib/navigation.tsx';
import type { RouteName } from '../../lib/routes.ts';

/** A link between the account screens, with its prompt ("No account yet? Create an account"). */
export function AccountLink({ route, label, prompt }: { route: RouteName; label: string; prompt?: string }) {
  return (
    <Group gap={6} justify="center">
      {prompt && (
        <Text size="sm" c="dimmed">
          {prompt}
        </Text>
      )}
      <Anchor component={LinkTo} name={route} size="sm" fw={600}>
        {label}
      </Anchor>
    </Group>
  );
}
