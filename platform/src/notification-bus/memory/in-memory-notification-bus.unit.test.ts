import { notificationBusContract } from '../notification-bus.contract.js';
import { InMemoryNotificationBus } from './in-memory-notification-bus.js';

notificationBusContract('in-memory', async () => {
  const bus = new InMemoryNotificationBus();
  return { publisher: bus, subscriber: bus, cleanup: () => bus.close() };
});
