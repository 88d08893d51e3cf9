export { InMemoryNotificationBus } from './in-memory-notification-bus.js';
