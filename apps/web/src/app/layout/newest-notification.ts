import { hideNotification, type NotificationsStore } from '@mantine/notifications';

/**
 * The hub shows its newest alert. Past its `limit`, Mantine queues a new alert until an older one closes, so a
 * wizard step's "Line item added." would wait behind the previous step's "Campaign created."; here the new alert
 * takes the place of the oldest one on screen instead (already seen and announced). Returns the unsubscribe.
 */
export function showNewestNotifications(store: NotificationsStore): () => void {
  return store.subscribe(({ notifications: shown, queue }) => {
    // Hiding updates the store, which calls this again: one alert leaves per call until none waits.
    const oldest = shown[0]?.id; // the store gives each alert an id
    if (queue.length > 0 && oldest !== undefined) hideNotification(oldest, store);
  });
}
