import { notifications } from '@mantine/notifications';

/** The success alert that follows each step of the wizard (spec §2, §8 "Success alerts"). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: 5000, withBorder: true });
}
