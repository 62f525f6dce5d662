import { Group, Text, VisuallyHidden } from '@mantine/core';
import { formatMessage, isStrongPassword, PASSWORD_MIN_LENGTH } from '@portal/domain';
import type { Language } from '../lib/domain.ts';
import { Icon } from './icons.tsx';

/**
 * The password rule of spec §5, shown live under a new password: the domain's own words and check
 * (isStrongPassword), ticked once the typed password follows it. `metLabel`/`unmetLabel` tell screen readers.
 * The field itself then shows only its red border for a refused password (`passwordFieldError`).
 */
export function PasswordRule({
  id,
  value,
  lang,
  metLabel,
  unmetLabel,
  invalid = false,
}: {
  id: string;
  value: string;
  lang: Language;
  metLabel: string;
  unmetLabel: string;
  /** The form refused the password: the rule is the error message, shown in red (not a second time). */
  invalid?: boolean;
}) {
  const met = isStrongPassword(value);
  const color = met ? 'teal.8' : invalid ? 'red.7' : 'dimmed';
  return (
    <Group id={id} gap={8} wrap="nowrap" align="flex-start" aria-live="polite">
      <Text component="span" c={color} lh={0} mt={2} aria-hidden="true">
        <Icon name={met ? 'check' : 'circle'} size={18} />
      </Text>
      <Text size="sm" c={color}>
        <VisuallyHidden>{`${met ? metLabel : unmetLabel}: `}</VisuallyHidden>
        {formatMessage(lang, 'InvalidPasswordException', { min: PASSWORD_MIN_LENGTH })}
      </Text>
    </Group>
  );
}

/** A password field's error with the live rule under it: the border turns red; another message is kept. */
export function passwordFieldError(error: unknown, lang: Language): string | boolean | undefined {
  if (typeof error !== 'string') return undefined;
  return error === formatMessage(lang, 'InvalidPasswordException', { min: PASSWORD_MIN_LENGTH }) || error;
}
