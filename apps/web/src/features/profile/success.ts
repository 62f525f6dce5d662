import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { successMessage, type SuccessKey } from '../../lib/errors.ts';

/** A success alert of spec §8 ("Information updated", "Status filters updated", "Change made"). */
export function notifySuccess(key: SuccessKey, t: TFunction): void {
  notifications.show({ color: 'teal', message: successMessage(key, t), autoClose: 5000 });
}
