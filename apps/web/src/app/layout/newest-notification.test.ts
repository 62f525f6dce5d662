import { createNotificationsStore, showNotification } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { showNewestNotifications } from './newest-notification.ts';

/** A store as the hub's <Notifications limit={1}> leaves it. */
function hubStore() {
  const store = createNotificationsStore();
  store.updateState((state) => ({ ...state, limit: 1 }));
  return store;
}
const messages = (list: { message: unknown }[]) => list.map((item) => item.message);

describe('newest notification', () => {
  it('shows a new alert in place of the one on screen, queueing none', () => {
    const store = hubStore();
    showNewestNotifications(store);
    showNotification({ message: 'Campaign created.' }, store);
    showNotification({ message: 'Line item added.' }, store);
    expect(messages(store.getState().notifications)).toEqual(['Line item added.']);
    expect(store.getState().queue).toEqual([]);
  });

  it('keeps the newest of three sent at once', () => {
    const store = hubStore();
    showNewestNotifications(store);
    for (const message of ['one', 'two', 'three']) showNotification({ message }, store);
    expect(messages(store.getState().notifications)).toEqual(['three']);
  });

  it("leaves Mantine's queue as it is once unsubscribed (the oldest stays, the new one waits)", () => {
    const store = hubStore();
    const unsubscribe = showNewestNotifications(store);
    unsubscribe();
    showNotification({ message: 'Campaign created.' }, store);
    showNotification({ message: 'Line item added.' }, store);
    expect(messages(store.getState().notifications)).toEqual(['Campaign created.']);
    expect(messages(store.getState().queue)).toEqual(['Line item added.']);
  });
});
