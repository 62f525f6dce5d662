import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNavigateTo } from '../../../lib/navigation.tsx';
import { setRegisterStep } from '../../../lib/auth-flow.ts';
import { RegisterCodeForm } from '../RegisterCodeForm.tsx';

export const namespaces = ['accounts', 'register', 'errors'];

/**
 * Account confirmation: confirmation/{email}/{idConfirmation?} (spec §2). The registration's second step for the
 * e-mail of the path, its code filled in from the link when it carries one.
 */
export function Component() {
  const { t } = useTranslation('accounts');
  const navigateTo = useNavigateTo();
  const { email = '', idConfirmation = '' } = useParams();
  const restart = () => {
    setRegisterStep('register-step-1', null);
    void navigateTo('account.register');
  };
  return (
    <Stack gap="lg">
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('confirmation.intro', { email })}
      </Text>
      <RegisterCodeForm email={email} initialCode={/^\d{6}$/.test(idConfirmation) ? idConfirmation : ''} />
      <Group gap={6} justify="center">
        <Text size="sm" c="dimmed">
          {t('confirmation.notYou')}
        </Text>
        <Anchor component="button" type="button" size="sm" fw={600} onClick={restart}>
          {t('confirmation.restart')}
        </Anchor>
      </Group>
    </Stack>
  );
}
