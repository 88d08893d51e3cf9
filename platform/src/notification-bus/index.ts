export * from './memory/index.js';
export type { Notification, NotificationBus } from './port.js';
