export { closeRedis, connectRedis, type RedisConnectOptions } from './connect-redis.js';
