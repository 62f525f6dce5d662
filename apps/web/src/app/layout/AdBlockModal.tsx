import { useState } from 'react';
import { Anchor, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The ad-blocker notice of spec §8: a title, the content, and a link to continue. */
export default function AdBlockModal() {
  const { t } = useTranslation('alerts');
  const [opened, setOpened] = useState(true);
  const close = () => setOpened(false);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('adBlocker.title')}
      centered
      size="lg"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text size="sm">{t('adBlocker.content')}</Text>
      <Group justify="flex-end" mt="lg">
        <Anchor component="button" type="button" fw={600} onClick={close} data-autofocus>
          {t('adBlocker.continue')}
        </Anchor>
      </Group>
    </Modal>
  );
}
