import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * A confirmation named by its question (WCAG aria-dialog-name), built from Modal's parts like the card deletion's:
 * no <header>, which axe reads as a second banner landmark.
 */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content aria-label={title}>
        <Modal.Body pt="lg">
          <Text fw={600} mb="xs">
            {title}
          </Text>
          <Text size="sm">{text}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose}>
              {cancel}
            </Button>
            <Button color="red" onClick={onConfirm}>
              {confirm}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
