export * from './memory/index.js';
export type { Notification, NotificationBus } from './port.js';
// Values from '@exam/platform/notification-bus/redis' (or createNotificationBus): ioredis loads only when used.
export type { RedisNotificationBus, RedisNotificationBusOptions } from './redis/index.js';
