export * from './external-server.js';
export * from './redis-server.js';
