import { describe, expect, it } from 'vitest';
import type { Notification, NotificationBus } from './port.js';

/** Every NotificationBus adapter runs this suite. `settle` waits until published messages could have arrived. */
export function notificationBusContract(
  name: string,
  factory: () => Promise<{
    publisher: NotificationBus;
    subscriber: NotificationBus;
    cleanup(): Promise<void>;
  }>,
  settle: () => Promise<void> = async () => {},
) {
  describe(`NotificationBus contract: ${name}`, () => {
    it('given a subscriber, when a notification is published, then it receives it unchanged', async () => {
      const { publisher, subscriber, cleanup } = await factory();
      const received: Notification[] = [];
      subscriber.subscribe((notification) => received.push(notification));
      const sent = {
        event: 'invalidate',
        payload: { tags: [{ type: 'QuestionSet', id: 'LIST' }], position: 7 },
        rooms: ['admins'],
      };
      await publisher.publish(sent);
      await settle();
      expect(received).toEqual([sent]);
      await cleanup();
    });

    it('given two subscribers, when one unsubscribes, then only the other keeps receiving', async () => {
      const { publisher, subscriber, cleanup } = await factory();
      const first: unknown[] = [];
      const second: unknown[] = [];
      const unsubscribe = subscriber.subscribe((n) => first.push(n.payload));
      subscriber.subscribe((n) => second.push(n.payload));
      await publisher.publish({ event: 'e', payload: 1 });
      await settle();
      unsubscribe();
      await publisher.publish({ event: 'e', payload: 2 });
      await settle();
      expect(first).toEqual([1]);
      expect(second).toEqual([1, 2]);
      await cleanup();
    });

    it('given a failing subscriber, then the others still receive the notification', async () => {
      const { publisher, subscriber, cleanup } = await factory();
      const received: unknown[] = [];
      subscriber.subscribe(() => {
        throw new Error('boom');
      });
      subscriber.subscribe((n) => received.push(n.payload));
      await publisher.publish({ event: 'e', payload: 'ok' });
      await settle();
      expect(received).toEqual(['ok']);
      await cleanup();
    });
  });
}
