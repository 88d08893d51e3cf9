export {
  DEFAULT_NOTIFICATION_CHANNEL,
  RedisNotificationBus,
  type RedisNotificationBusOptions,
} from './redis-notification-bus.js';
export { attachRedisAdapter, createSocketIoRedisEmitter } from './socket-io-redis.js';
